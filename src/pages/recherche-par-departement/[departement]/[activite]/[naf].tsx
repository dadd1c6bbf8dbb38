import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { chargerNaf, type NafData } from '../../../../components/departement/chargement';
import { LienDepartements } from '../../../../components/departement/lien-departements';
import { NafView } from '../../../../components/departement/naf-view';
import { teteNaf } from '../../../../components/departement/tete';
import { HeadSansDonnees, RegistreHead } from '../../../../components/registre/page-head';
import { Indisponible } from '../../../../components/registre/page-states';
import type { Loaded } from '../../../../lib/registre/server-page';

type Props = PageProps<object, object, unknown, Loaded<NafData>>;

/** /recherche-par-departement/{idDepartement}/{idActivite}/{idCodeNaf}, the NAF code without its dot (6201Z). */
export default function NafPage({ serverData }: Props) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les entreprises de ce code NAF sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    return (
      <LienDepartements
        titre="Code NAF introuvable"
        texte="Aucune entreprise active ayant ce code NAF n’a son siège dans ce département."
      />
    );
  }
  return <NafView {...serverData.data} />;
}

export function Head({ serverData, location }: HeadProps<object, object, Loaded<NafData>>) {
  if (serverData?.state !== 'found') {
    return <HeadSansDonnees state={serverData?.state} titre="Code NAF introuvable" path={location.pathname} />;
  }
  return <RegistreHead {...teteNaf(serverData.data)} />;
}

export const getServerData: GetServerData<Loaded<NafData>> = (props) => chargerNaf(props);
