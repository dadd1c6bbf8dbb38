import * as React from 'react';
import { formatEntier, pluriel } from '../../lib/registre/format';
import { withPage } from '../../lib/registre/paths';
import type { Page } from '../../lib/registre/client';
import type { EntrepriseResume } from '@portail/contrat/entreprises';
import { Muted, Section } from '../registre/facts';
import { Pagination } from '../registre/pagination';
import { EntreprisesTable } from './entreprises-table';
import { PAGES_MAX, pagesEntreprises, TAILLE_LISTE } from './liste';
import { NBSP } from './texte';

interface EntreprisesSectionProps {
  titre: string;
  entreprises: Page<EntrepriseResume>;
  /** 1-based. */
  page: number;
  /** Canonical path of the page holding the list. */
  path: string;
}

/** The paged list of active companies of a browse page, largest first. */
export function EntreprisesSection({ titre, entreprises, page, path }: EntreprisesSectionProps) {
  const { total, items } = entreprises;
  const premier = (page - 1) * TAILLE_LISTE + 1;
  const dernier = premier + items.length - 1;
  return (
    <Section id="entreprises" aria-labelledby="entreprises-titre">
      <h2 id="entreprises-titre">{titre}</h2>
      {items.length === 0 ? (
        <Muted>Aucune entreprise active n’a son siège ici pour le moment.</Muted>
      ) : (
        <>
          <p>
            {pluriel(total, 'entreprise active', 'entreprises actives')}, de la plus grande à la plus petite (nombre
            d’établissements, puis capital).
          </p>
          <EntreprisesTable
            entreprises={items}
            caption={`${titre}, ${formatEntier(premier)} à ${formatEntier(dernier)} sur ${formatEntier(total)}`}
          />
          {total > PAGES_MAX * TAILLE_LISTE ? (
            <Muted>
              Seules les {formatEntier(PAGES_MAX * TAILLE_LISTE)} plus grandes entreprises sont listées ici{NBSP}:
              choisissez un secteur d’activité ou un code NAF pour voir les autres.
            </Muted>
          ) : null}
          <Pagination
            page={page}
            pageCount={pagesEntreprises(total)}
            href={(n) => `${withPage(path, n)}#entreprises`}
            label="Pages de la liste des entreprises"
          />
        </>
      )}
    </Section>
  );
}
