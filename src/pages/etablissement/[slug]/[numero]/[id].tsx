import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { FicheEtablissement, nomEtablissement } from '../../../../components/entreprise/etablissement-fiche';
import {
  descriptionEtablissement,
  filAriane,
  organisationEtablissement,
  titreEtablissement,
} from '../../../../components/entreprise/seo';
import { departementDuSiege } from '../../../../components/entreprise/server';
import { PageContainer } from '../../../../components/page/page-container';
import { Breadcrumb } from '../../../../components/registre/breadcrumb';
import { breadcrumbJsonLd, JsonLd } from '../../../../components/registre/json-ld';
import { Indisponible, Introuvable } from '../../../../components/registre/page-states';
import { useSiteUrl } from '../../../../components/registre/use-site-url';
import { Seo } from '../../../../components/seo';
import { registre } from '../../../../lib/registre/client';
import { vocabulaire } from '../../../../lib/vocabulaire';
import { entreprisePath, etablissementPath, idFromPath } from '../../../../lib/registre/paths';
import { found, load, notFound, redirect, type Loaded } from '../../../../lib/registre/server-page';
import type { Etablissement } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';

interface EtablissementData {
  etablissement: Etablissement;
  /** Only for the siège: a secondary establishment is not listed under its own département. */
  departement: Departement | null;
}

type ServerData = Loaded<EtablissementData>;

/** The slug is the company's name, as everywhere an establishment is linked from. */
const canonicalPath = (e: Etablissement) => etablissementPath(e, e.entreprise.denomination);

const crumbs = ({ etablissement: e, departement }: EtablissementData) =>
  filAriane(departement, [
    { label: e.entreprise.denomination, path: entreprisePath(e.entreprise) },
    { label: `Établissement ${e.siret_formate}` },
  ]);

export default function EtablissementPage({ serverData }: PageProps<object, object, unknown, ServerData>) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les informations de l’établissement sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    const v = vocabulaire();
    return (
      <Introuvable
        titre="Établissement introuvable"
        texte={`Aucun établissement du registre ne correspond à cette adresse. Vérifiez le lien ou recherchez l’entreprise par son nom, son numéro ${v.identifiantEntreprise} ou ${v.identifiantEtablissement}.`}
      />
    );
  }
  return (
    <PageContainer>
      <Breadcrumb crumbs={crumbs(serverData.data)} />
      <FicheEtablissement etablissement={serverData.data.etablissement} />
    </PageContainer>
  );
}

export function Head({ serverData, location }: HeadProps<object, object, ServerData>) {
  const siteUrl = useSiteUrl();
  if (serverData?.state !== 'found') {
    return <Seo title="Établissement introuvable" path={location.pathname} noindex />;
  }
  const e = serverData.data.etablissement;
  const path = canonicalPath(e);
  return (
    <Seo title={titreEtablissement(e, nomEtablissement(e))} description={descriptionEtablissement(e)} path={path}>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs(serverData.data), path)} />
      <JsonLd data={organisationEtablissement(siteUrl, e, path)} />
    </Seo>
  );
}

/** 200 with the establishment; 301 to the canonical path (company slug, SIRET, id); 404; 503. */
export const getServerData: GetServerData<ServerData> = (props) =>
  load<EtablissementData>('etablissement', async () => {
    const id = idFromPath(String(props.params?.id ?? ''));
    if (id === null) return notFound();
    const etablissement = await registre.etablissement(id);
    if (!etablissement) return notFound();
    const canonical = canonicalPath(etablissement);
    if (`/etablissement/${props.params?.slug}/${props.params?.numero}/${id}` !== canonical) return redirect(canonical);
    const departement = etablissement.siege ? await departementDuSiege(etablissement.adresse.departement_code) : null;
    return found({ etablissement, departement });
  });
