import * as React from 'react';
import { Link } from 'gatsby';
import { nafPath, secteurPath } from '../../lib/registre/paths';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { Breadcrumb } from '../registre/breadcrumb';
import type { NafData } from './chargement';
import { entreprisesActives } from './departement-view';
import { EntreprisesSection } from './entreprises-section';
import { filNaf, libelleSecteur } from './fil-ariane';
import { deDepartement } from './nommer';
import { deuxPoints } from './texte';

/** /recherche-par-departement/{dep}/{secteur}/{naf}: companies of one NAF code in a département. */
export function NafView({ departement, secteur, naf, entreprises, page }: NafData) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={filNaf(departement, secteur, naf)} />
      <PageTitle>{deuxPoints(`${naf.libelle} (${naf.code})`, `entreprises ${deDepartement(departement)}`)}</PageTitle>
      <Lead>
        {entreprisesActives(entreprises.total, 'a', 'ont')} pour activité principale le code NAF {naf.code}, du secteur{' '}
        <Link to={secteurPath(departement.code, secteur.code)}>{libelleSecteur(secteur)}</Link>.
      </Lead>
      <EntreprisesSection
        titre={`Entreprises du code NAF ${naf.code} ${deDepartement(departement)}`}
        entreprises={entreprises}
        page={page}
        path={nafPath(departement.code, secteur.code, naf.code)}
      />
    </PageContainer>
  );
}
