import * as React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { greffePath } from '../../lib/registre/paths';
import type { Greffe } from '../../lib/registre/client';
import { Section } from '../registre/facts';
import { libelleDepartement } from '../departement/nommer';
import { theme } from '../../theme';
import { greffeCourt, parDepartement } from './nommer';

const Grille = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${theme.space.md} ${theme.space.xl};
  h3 {
    font-size: ${theme.fontSizes.md};
    margin: 0 0 ${theme.space.xxs};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: ${theme.space.xxs} 0;
  }
  .type {
    display: block;
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
  }
`;

/** Every registry, grouped by département (the page without a search). */
export function GreffesParDepartement({ greffes }: { greffes: Greffe[] }) {
  return (
    <Section aria-labelledby="tous-titre">
      <h2 id="tous-titre">Les {greffes.length} greffes, par département</h2>
      <Grille>
        {parDepartement(greffes).map(({ departement, greffes: duDepartement }) => (
          <div key={departement.code}>
            <h3>{libelleDepartement(departement)}</h3>
            <ul>
              {duDepartement.map((g) => (
                <li key={g.code}>
                  <Link to={greffePath(g)}>{greffeCourt(g)}</Link>
                  <span className="type">{g.libelle_type}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Grille>
    </Section>
  );
}
