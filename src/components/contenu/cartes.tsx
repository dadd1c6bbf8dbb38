import styled from '@emotion/styled';
import { Link } from 'gatsby';
import type { Carte } from '../../lib/contenu/types';
import { focusVisible, mq, theme } from '../../theme';

const Liste = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${theme.space.md};
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  list-style: none;
  ${mq.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Element = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  &:hover {
    border-color: ${theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  a {
    color: ${theme.colors.link};
    font-weight: ${theme.fontWeights.semibold};
    ${focusVisible};
    /* The whole card is clickable; the link stays the only focusable element. */
    &::after {
      content: '';
      position: absolute;
      inset: 0;
    }
  }
`;

/** Cards of a listing; `niveau` is the heading level of each card title. */
export function Cartes({ cartes, niveau = 2 }: { cartes: Carte[]; niveau?: 2 | 3 }) {
  const Entete = niveau === 2 ? 'h2' : 'h3';
  return (
    <Liste>
      {cartes.map((carte) => (
        <Element key={carte.chemin}>
          <Entete css={{ fontSize: theme.fontSizes.lg, margin: 0, lineHeight: 1.3 }}>
            <Link to={carte.chemin}>{carte.titre}</Link>
          </Entete>
          {carte.meta ? <p css={{ fontSize: theme.fontSizes.sm }}>{carte.meta}</p> : null}
          {carte.resume ? <p>{carte.resume}</p> : null}
        </Element>
      ))}
    </Liste>
  );
}
