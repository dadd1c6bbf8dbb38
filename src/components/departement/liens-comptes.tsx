import * as React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { pluriel } from '../../lib/registre/format';
import { focusVisible, theme } from '../../theme';

const Grille = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${theme.space.sm};
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  a {
    display: flex;
    flex-direction: column;
    height: 100%;
    min-height: 2.75rem;
    padding: ${theme.space.sm} ${theme.space.md};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.link};
    text-decoration: none;
    ${focusVisible};
  }
  a:hover {
    background: ${theme.colors.primarySoft};
    border-color: ${theme.colors.primary};
  }
  .libelle {
    font-weight: ${theme.fontWeights.semibold};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
  .nombre {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

export interface LienCompte {
  to: string;
  libelle: string;
  nombre_entreprises: number;
}

/** A responsive grid of links (départements, sectors, NAF codes), each with its company count. */
export function LiensComptes({ liens }: { liens: LienCompte[] }) {
  return (
    <Grille>
      {liens.map((lien) => (
        <li key={lien.to}>
          <Link to={lien.to}>
            <span className="libelle">{lien.libelle}</span>{' '}
            <span className="nombre">{pluriel(lien.nombre_entreprises, 'entreprise')}</span>
          </Link>
        </li>
      ))}
    </Grille>
  );
}
