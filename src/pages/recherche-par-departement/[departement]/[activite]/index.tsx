import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { chargerSecteur, type SecteurData } from '../../../../components/departement/chargement';
import { LienDepartements } from '../../../../components/departement/lien-departements';
import { SecteurView } from '../../../../components/departement/secteur-view';
import { teteSecteur } from '../../../../components/departement/tete';
import { HeadSansDonnees, RegistreHead } from '../../../../components/registre/page-head';
import { Indisponible } from '../../../../components/registre/page-states';
import type { Loaded } from '../../../../lib/registre/server-page';

type Props = PageProps<object, object, unknown, Loaded<SecteurData>>;

/** /recherche-par-departement/{idDepartement}/{idActivite}: a NAF division (2 digits) in a département. */
export default function SecteurPage({ serverData }: Props) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les entreprises de ce secteur sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    return (
      <LienDepartements
        titre="Secteur d’activité introuvable"
        texte="Aucune entreprise active de ce secteur d’activité n’a son siège dans ce département."
      />
    );
  }
  return <SecteurView {...serverData.data} />;
}

export function Head({ serverData, location }: HeadProps<object, object, Loaded<SecteurData>>) {
  if (serverData?.state !== 'found') {
    return (
      <HeadSansDonnees state={serverData?.state} titre="Secteur d’activité introuvable" path={location.pathname} />
    );
  }
  return <RegistreHead {...teteSecteur(serverData.data)} />;
}

export const getServerData: GetServerData<Loaded<SecteurData>> = (props) => chargerSecteur(props);
