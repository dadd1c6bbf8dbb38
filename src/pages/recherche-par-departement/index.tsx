import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { chargerDepartements, type DepartementsData } from '../../components/departement/chargement';
import { DepartementsView } from '../../components/departement/departements-view';
import { teteDepartements } from '../../components/departement/tete';
import { HeadSansDonnees, RegistreHead } from '../../components/registre/page-head';
import { Indisponible } from '../../components/registre/page-states';
import type { Loaded } from '../../lib/registre/server-page';

type Props = PageProps<object, object, unknown, Loaded<DepartementsData>>;

export default function RechercheParDepartementPage({ serverData }: Props) {
  if (serverData.state !== 'found') {
    return <Indisponible message="La liste des départements est momentanément indisponible." />;
  }
  return <DepartementsView {...serverData.data} />;
}

export function Head({ serverData }: HeadProps<object, object, Loaded<DepartementsData>>) {
  if (serverData?.state !== 'found') {
    return (
      <HeadSansDonnees
        state={serverData?.state}
        titre="Entreprises par département"
        path="/recherche-par-departement"
      />
    );
  }
  return <RegistreHead {...teteDepartements()} />;
}

export const getServerData: GetServerData<Loaded<DepartementsData>> = () => chargerDepartements();
