import * as React from 'react';
import styled from '@emotion/styled';
import { formatEntier, pluriel } from '../../lib/registre/format';
import { pageCount, withPage } from '../../lib/registre/paths';
import type { Page } from '../../lib/registre/client';
import type { CommuneDuRessort as CommuneRessort } from '@portail/contrat/greffes';
import { Muted, Section } from '../registre/facts';
import { Pagination } from '../registre/pagination';
import { theme } from '../../theme';
import { TAILLE_COMMUNES } from './constantes';

const Liste = styled.ul`
  columns: 15rem auto;
  column-gap: ${theme.space.xl};
  margin: 0 0 ${theme.space.md};
  padding: 0;
  list-style: none;
  li {
    break-inside: avoid;
    padding: ${theme.space.xxs} 0;
  }
  .codes {
    color: ${theme.colors.textMuted};
    font-variant-numeric: tabular-nums;
  }
`;

interface CommunesRessortProps {
  communes: Page<CommuneRessort>;
  page: number;
  /** Canonical path of the registry page. */
  path: string;
}

/** The communes of a registry's jurisdiction, alphabetical, 100 per page, with their postal codes. */
export function CommunesRessort({ communes, page, path }: CommunesRessortProps) {
  const premiere = (page - 1) * TAILLE_COMMUNES + 1;
  const derniere = premiere + communes.items.length - 1;
  return (
    <Section id="communes" aria-labelledby="communes-titre">
      <h2 id="communes-titre">Communes du ressort</h2>
      {communes.items.length === 0 ? (
        <Muted>La liste des communes du ressort n’est pas disponible pour le moment.</Muted>
      ) : (
        <>
          <p>
            Le greffe est compétent pour {pluriel(communes.total, 'commune')}, classées par ordre alphabétique
            {communes.total > communes.items.length
              ? ` (communes ${formatEntier(premiere)} à ${formatEntier(derniere)})`
              : ''}
            .
          </p>
          <Liste>
            {communes.items.map((c) => (
              <li key={c.code}>
                {c.nom}
                {c.codes_postaux.length > 0 ? (
                  <span className="codes">{` (${c.codes_postaux.join(', ')})`}</span>
                ) : null}
              </li>
            ))}
          </Liste>
          <Pagination
            page={page}
            pageCount={pageCount(communes.total, TAILLE_COMMUNES)}
            href={(n) => `${withPage(path, n)}#communes`}
            label="Pages de la liste des communes"
          />
        </>
      )}
    </Section>
  );
}
