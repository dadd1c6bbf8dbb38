import * as React from 'react';
import { Link, type GetServerData, type HeadProps, type PageProps } from 'gatsby';
import { chargerGreffe, type GreffeData } from '../../../components/greffe/chargement';
import { GreffeView } from '../../../components/greffe/greffe-view';
import { RECHERCHER_UN_GREFFE } from '../../../components/greffe/nommer';
import { teteGreffe } from '../../../components/greffe/tete';
import { HeadSansDonnees, RegistreHead } from '../../../components/registre/page-head';
import { Indisponible, Introuvable } from '../../../components/registre/page-states';
import type { Loaded } from '../../../lib/registre/server-page';

type Props = PageProps<object, object, unknown, Loaded<GreffeData>>;

/** /fiche-greffe/{nom}/{code}: 301 to the canonical name, 404 for an unknown code, 503 on outage. */
export default function GreffePage({ serverData }: Props) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les informations du greffe sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    return (
      <Introuvable titre="Greffe introuvable" texte="Aucun greffe ne correspond à cette adresse.">
        <p>
          <Link to={RECHERCHER_UN_GREFFE}>Rechercher un greffe par commune, code postal ou nom</Link>
        </p>
      </Introuvable>
    );
  }
  return <GreffeView {...serverData.data} />;
}

export function Head({ serverData, location }: HeadProps<object, object, Loaded<GreffeData>>) {
  if (serverData?.state !== 'found') {
    return <HeadSansDonnees state={serverData?.state} titre="Greffe introuvable" path={location.pathname} />;
  }
  return <RegistreHead {...teteGreffe(serverData.data)} />;
}

export const getServerData: GetServerData<Loaded<GreffeData>> = (props) => chargerGreffe(props);
