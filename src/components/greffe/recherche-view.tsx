import * as React from 'react';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { Breadcrumb } from '../registre/breadcrumb';
import type { RechercheGreffeData } from './chargement';
import { GreffesParDepartement } from './greffes-par-departement';
import { filRecherche } from './nommer';
import { NBSP } from '../departement/texte';
import { RechercheForm } from './recherche-form';
import { ResultatsGreffes } from './resultats-greffes';

/** /rechercher-un-greffe: the search form, then its results or every registry by département. */
export function RechercheView({ q, erreur, recherche, greffes }: RechercheGreffeData) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={filRecherche()} />
      <PageTitle>Rechercher un greffe</PageTitle>
      <Lead>
        Trouvez le greffe du tribunal compétent pour une commune{NBSP}: c’est auprès de lui que les entreprises dont le
        siège s’y trouve sont immatriculées.
      </Lead>
      <RechercheForm q={q} erreur={erreur} />
      {recherche ? <ResultatsGreffes q={q} greffes={greffes} /> : <GreffesParDepartement greffes={greffes} />}
    </PageContainer>
  );
}
