import * as React from 'react';
import { Link, type GetServerData, type HeadProps, type PageProps } from 'gatsby';
import { chargerAffaire, type AffaireData } from '../../../app/affaires/chargement';
import { teteAffaire, VueAffaire } from '../../../app/affaires/vue-affaire';
import { HeadSansDonnees, RegistreHead } from '../../../components/registre/page-head';
import { Indisponible, Introuvable } from '../../../components/registre/page-states';
import { pages } from '../../../lib/api/routes';
import type { Loaded } from '../../../lib/registre/server-page';

type Props = PageProps<object, object, unknown, Loaded<AffaireData>>;

/**
 * /services/detail-affaire/{id}: a court case rendered at each request; 404 for an id that names no
 * case (or is no id), 503 when the services are down; not indexed when a natural person is a party.
 */
export default function DetailAffairePage({ serverData }: Props) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les informations de cette affaire sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    return (
      <Introuvable titre="Affaire introuvable" texte="Aucune affaire ne correspond à cette adresse.">
        <p>
          <Link to={pages.consulterAffaire}>Rechercher une affaire par son numéro RG ou par le nom d’une partie</Link>
        </p>
      </Introuvable>
    );
  }
  return <VueAffaire {...serverData.data} />;
}

export function Head({ serverData, location }: HeadProps<object, object, Loaded<AffaireData>>) {
  if (serverData?.state !== 'found') {
    return <HeadSansDonnees state={serverData?.state} titre="Affaire introuvable" path={location.pathname} />;
  }
  return <RegistreHead {...teteAffaire(serverData.data)} />;
}

export const getServerData: GetServerData<Loaded<AffaireData>> = (props) => chargerAffaire(props);
