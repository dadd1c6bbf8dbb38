import * as React from 'react';
import { pluriel } from '../../lib/registre/format';
import { departementPath, secteurPath } from '../../lib/registre/paths';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { Breadcrumb } from '../registre/breadcrumb';
import { Muted, Section } from '../registre/facts';
import type { DepartementData } from './chargement';
import { EntreprisesSection } from './entreprises-section';
import { filDepartement, libelleSecteur } from './fil-ariane';
import { LiensComptes } from './liens-comptes';
import { deDepartement } from './nommer';

/** « 1 entreprise active a son siège », « 12 entreprises actives ont leur siège »: the verb agrees. */
export const entreprisesActives = (total: number, singulier: string, plurielForme: string) =>
  `${pluriel(total, 'entreprise active', 'entreprises actives')} ${total > 1 ? plurielForme : singulier}`;

/** /recherche-par-departement/{dep}: sectors of the département and its largest companies. */
export function DepartementView({ departement, secteurs, entreprises, page }: DepartementData) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={filDepartement(departement)} />
      <PageTitle>Entreprises {deDepartement(departement)}</PageTitle>
      <Lead>
        {entreprisesActives(entreprises.total, 'a son siège', 'ont leur siège')} dans ce département. Choisissez un
        secteur d’activité ou parcourez la liste ci-dessous.
      </Lead>
      <Section aria-labelledby="secteurs-titre">
        <h2 id="secteurs-titre">Secteurs d’activité</h2>
        {secteurs.length === 0 ? (
          <Muted>Aucun secteur d’activité n’est représenté dans ce département.</Muted>
        ) : (
          <LiensComptes
            liens={secteurs.map((s) => ({
              to: secteurPath(departement.code, s.code),
              libelle: libelleSecteur(s),
              nombre_entreprises: s.nombre_entreprises,
            }))}
          />
        )}
      </Section>
      <EntreprisesSection
        titre={`Entreprises ${deDepartement(departement)}`}
        entreprises={entreprises}
        page={page}
        path={departementPath(departement.code)}
      />
    </PageContainer>
  );
}
