import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { chargerRechercheGreffe, type RechercheGreffeData } from '../components/greffe/chargement';
import { RECHERCHER_UN_GREFFE } from '../components/greffe/nommer';
import { RechercheView } from '../components/greffe/recherche-view';
import { teteRecherche } from '../components/greffe/tete';
import { HeadSansDonnees, RegistreHead } from '../components/registre/page-head';
import { Indisponible } from '../components/registre/page-states';
import type { Loaded } from '../lib/registre/server-page';

type Props = PageProps<object, object, unknown, Loaded<RechercheGreffeData>>;

/** /rechercher-un-greffe?q=…: server-rendered on each request, so the GET form works without JavaScript. */
export default function RechercherUnGreffePage({ serverData }: Props) {
  if (serverData.state !== 'found') {
    return <Indisponible message="La recherche de greffes est momentanément indisponible." />;
  }
  return <RechercheView {...serverData.data} />;
}

export function Head({ serverData }: HeadProps<object, object, Loaded<RechercheGreffeData>>) {
  if (serverData?.state !== 'found') {
    return <HeadSansDonnees state={serverData?.state} titre="Rechercher un greffe" path={RECHERCHER_UN_GREFFE} />;
  }
  return <RegistreHead {...teteRecherche(serverData.data)} />;
}

export const getServerData: GetServerData<Loaded<RechercheGreffeData>> = (props) => chargerRechercheGreffe(props);
