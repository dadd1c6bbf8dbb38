import * as React from 'react';
import { nafPath, secteurPath } from '../../lib/registre/paths';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { Breadcrumb } from '../registre/breadcrumb';
import { Section } from '../registre/facts';
import type { SecteurData } from './chargement';
import { entreprisesActives } from './departement-view';
import { EntreprisesSection } from './entreprises-section';
import { filSecteur } from './fil-ariane';
import { LiensComptes } from './liens-comptes';
import { deDepartement } from './nommer';
import { deuxPoints } from './texte';

/** /recherche-par-departement/{dep}/{secteur}: NAF codes of a sector in a département, and its companies. */
export function SecteurView({ departement, secteur, codes_naf, entreprises, page }: SecteurData) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={filSecteur(departement, secteur)} />
      <PageTitle>{deuxPoints(secteur.libelle, `entreprises ${deDepartement(departement)}`)}</PageTitle>
      <Lead>
        Secteur d’activité {secteur.code} de la nomenclature NAF. Dans ce département,{' '}
        {entreprisesActives(entreprises.total, 'exerce', 'exercent')} principalement dans ce secteur.
      </Lead>
      <Section aria-labelledby="codes-naf-titre">
        <h2 id="codes-naf-titre">Codes NAF du secteur</h2>
        <LiensComptes
          liens={codes_naf.map((c) => ({
            to: nafPath(departement.code, secteur.code, c.code),
            libelle: `${c.libelle} (${c.code})`,
            nombre_entreprises: c.nombre_entreprises,
          }))}
        />
      </Section>
      <EntreprisesSection
        titre={`Entreprises du secteur ${secteur.code} ${deDepartement(departement)}`}
        entreprises={entreprises}
        page={page}
        path={secteurPath(departement.code, secteur.code)}
      />
    </PageContainer>
  );
}
