import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { chargerDepartement, type DepartementData } from '../../../components/departement/chargement';
import { DepartementView } from '../../../components/departement/departement-view';
import { teteDepartement } from '../../../components/departement/tete';
import { HeadSansDonnees, RegistreHead } from '../../../components/registre/page-head';
import { Indisponible } from '../../../components/registre/page-states';
import type { Loaded } from '../../../lib/registre/server-page';
import { LienDepartements } from '../../../components/departement/lien-departements';

type Props = PageProps<object, object, unknown, Loaded<DepartementData>>;

/** /recherche-par-departement/{idDepartement} (this folder's index: the path has one segment after the prefix). */
export default function DepartementPage({ serverData }: Props) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les entreprises de ce département sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    return (
      <LienDepartements titre="Département introuvable" texte="Aucun département ne correspond à cette adresse." />
    );
  }
  return <DepartementView {...serverData.data} />;
}

export function Head({ serverData, location }: HeadProps<object, object, Loaded<DepartementData>>) {
  if (serverData?.state !== 'found') {
    return <HeadSansDonnees state={serverData?.state} titre="Département introuvable" path={location.pathname} />;
  }
  return <RegistreHead {...teteDepartement(serverData.data)} />;
}

export const getServerData: GetServerData<Loaded<DepartementData>> = (props) => chargerDepartement(props);
