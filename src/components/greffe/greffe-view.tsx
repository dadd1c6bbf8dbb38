import * as React from 'react';
import { greffePath } from '../../lib/registre/paths';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { Breadcrumb } from '../registre/breadcrumb';
import type { GreffeData } from './chargement';
import { CommunesRessort } from './communes-ressort';
import { GreffeIdentite } from './greffe-identite';
import { filGreffe, titreGreffe } from './nommer';

/** /fiche-greffe/{nom}/{code}: a registry office, its jurisdiction and a way to its companies. */
export function GreffeView({ greffe, communes, page }: GreffeData) {
  return (
    <PageContainer>
      <Breadcrumb crumbs={filGreffe(greffe)} />
      <PageTitle>{titreGreffe(greffe)}</PageTitle>
      <Lead>
        {greffe.libelle_type} — {greffe.ville} ({greffe.departement.nom})
      </Lead>
      <GreffeIdentite greffe={greffe} nombre_communes={communes.total} />
      <CommunesRessort communes={communes} page={page} path={greffePath(greffe)} />
    </PageContainer>
  );
}
