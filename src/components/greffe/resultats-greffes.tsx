import * as React from 'react';
import styled from '@emotion/styled';
import { Link } from 'gatsby';
import { greffePath } from '../../lib/registre/paths';
import type { Greffe } from '../../lib/registre/client';
import { Section } from '../registre/facts';
import { libelleDepartement } from '../departement/nommer';
import { guillemets, NBSP } from '../departement/texte';
import { theme } from '../../theme';
import { correspondance, RECHERCHER_UN_GREFFE, siege, titreGreffe } from './nommer';

const Liste = styled.ul`
  list-style: none;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  li {
    padding: ${theme.space.sm} 0;
    border-bottom: 1px solid ${theme.colors.border};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
    margin: 0 0 ${theme.space.xxs};
  }
  p {
    margin: 0;
  }
  .correspondance {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

function titre(nombre: number, q: string): string {
  if (nombre === 0) return `Aucun greffe ne correspond à ${guillemets(q)}`;
  return nombre === 1 ? `1 greffe correspond à ${guillemets(q)}` : `${nombre} greffes correspondent à ${guillemets(q)}`;
}

/** Results of a registry search, or advice when there are none. */
export function ResultatsGreffes({ q, greffes }: { q: string; greffes: Greffe[] }) {
  return (
    <Section aria-labelledby="resultats-titre">
      <h2 id="resultats-titre">{titre(greffes.length, q)}</h2>
      {greffes.length === 0 ? (
        <ul>
          <li>Vérifiez l’orthographe de la commune ou du nom du greffe.</li>
          <li>Essayez le code postal à 5 chiffres, par exemple 33000.</li>
          <li>Pour une commune nouvelle ou fusionnée, essayez aussi le nom de l’ancienne commune.</li>
        </ul>
      ) : (
        <Liste>
          {greffes.map((g) => {
            const raison = correspondance(g, q);
            return (
              <li key={g.code}>
                <h3>
                  <Link to={greffePath(g)}>{titreGreffe(g)}</Link>
                </h3>
                <p>{`${g.libelle_type} — siège${NBSP}: ${siege(g)}, ${libelleDepartement(g.departement)}`}</p>
                {raison ? <p className="correspondance">{raison}</p> : null}
              </li>
            );
          })}
        </Liste>
      )}
      <p>
        <Link to={RECHERCHER_UN_GREFFE}>Voir la liste de tous les greffes</Link>
      </p>
    </Section>
  );
}
