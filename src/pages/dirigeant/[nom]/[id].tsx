import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { chargerDirigeant, type DirigeantData } from '../../../components/dirigeant/chargement';
import { DirigeantView } from '../../../components/dirigeant/dirigeant-view';
import { teteDirigeant } from '../../../components/dirigeant/tete';
import { HeadSansDonnees, RegistreHead } from '../../../components/registre/page-head';
import { Indisponible, Introuvable } from '../../../components/registre/page-states';
import type { Loaded } from '../../../lib/registre/server-page';

type Props = PageProps<object, object, unknown, Loaded<DirigeantData>>;

/** /dirigeant/{nom-prenom}/{id}: an officer's mandates, 25 per page; never indexed (natural person). */
export default function DirigeantPage({ serverData }: Props) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les informations de ce dirigeant sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    return <Introuvable titre="Dirigeant introuvable" texte="Aucun dirigeant ne correspond à cette adresse." />;
  }
  return <DirigeantView {...serverData.data} />;
}

export function Head({ serverData, location }: HeadProps<object, object, Loaded<DirigeantData>>) {
  if (serverData?.state !== 'found') {
    return <HeadSansDonnees state={serverData?.state} titre="Dirigeant introuvable" path={location.pathname} />;
  }
  return <RegistreHead {...teteDirigeant(serverData.data)} />;
}

export const getServerData: GetServerData<Loaded<DirigeantData>> = (props) => chargerDirigeant(props);
