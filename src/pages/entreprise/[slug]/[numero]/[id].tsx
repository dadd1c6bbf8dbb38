import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { FicheEntreprise, type PageHistorique } from '../../../../components/entreprise/fiche-entreprise';
import { EVENEMENTS_PAR_PAGE } from '../../../../components/entreprise/historique';
import { ancreFromQuery, type Ancre } from '../../../../components/entreprise/sections';
import {
  descriptionEntreprise,
  filAriane,
  organisationEntreprise,
  titreEntreprise,
} from '../../../../components/entreprise/seo';
import { departementDuSiege, tarifsCommande, type TarifsCommande } from '../../../../components/entreprise/server';
import { PageContainer } from '../../../../components/page/page-container';
import { Breadcrumb } from '../../../../components/registre/breadcrumb';
import { breadcrumbJsonLd, JsonLd } from '../../../../components/registre/json-ld';
import { Indisponible, Introuvable } from '../../../../components/registre/page-states';
import { useSiteUrl } from '../../../../components/registre/use-site-url';
import { Seo } from '../../../../components/seo';
import { registre } from '../../../../lib/registre/client';
import { vocabulaire } from '../../../../lib/vocabulaire';
import { entreprisePath, idFromPath } from '../../../../lib/registre/paths';
import { found, load, notFound, queryParam, redirect, type Loaded } from '../../../../lib/registre/server-page';
import type { Fiche } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';

interface EntrepriseData {
  fiche: Fiche;
  departement: Departement | null;
  ancre: Ancre | null;
  /** Prices of the order shortcuts; null when the grid could not be read (no price shown). */
  tarifs: TarifsCommande | null;
  /** `?historique=N` (N > 1): that page of the history; null for the first, which the fiche carries. */
  historique?: PageHistorique | null;
}

type ServerData = Loaded<EntrepriseData>;

const crumbs = ({ fiche, departement }: EntrepriseData) =>
  filAriane(departement, [{ label: fiche.entreprise.denomination }]);

export default function EntreprisePage({ serverData }: PageProps<object, object, unknown, ServerData>) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="Les informations de l’entreprise sont momentanément indisponibles." />;
  }
  if (serverData.state === 'not-found') {
    return (
      <Introuvable
        titre="Entreprise introuvable"
        texte={`Aucune entreprise du registre ne correspond à cette adresse. Vérifiez le lien ou recherchez l’entreprise par son nom ou son numéro ${vocabulaire().identifiantEntreprise}.`}
      />
    );
  }
  return (
    <PageContainer>
      <Breadcrumb crumbs={crumbs(serverData.data)} />
      <FicheEntreprise
        fiche={serverData.data.fiche}
        ancre={serverData.data.ancre}
        tarifs={serverData.data.tarifs}
        historique={serverData.data.historique}
      />
    </PageContainer>
  );
}

export function Head({ serverData, location }: HeadProps<object, object, ServerData>) {
  const siteUrl = useSiteUrl();
  if (serverData?.state !== 'found') {
    return <Seo title="Entreprise introuvable" path={location.pathname} noindex />;
  }
  const { entreprise } = serverData.data.fiche;
  const path = entreprisePath(entreprise);
  return (
    <Seo title={titreEntreprise(entreprise)} description={descriptionEntreprise(entreprise)} path={path}>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs(serverData.data), path)} />
      <JsonLd data={organisationEntreprise(siteUrl, entreprise)} />
    </Seo>
  );
}

/** A page of the history asked for with `?historique=`: 2 or more, written canonically; null otherwise. */
function pageHistorique(valeur: string | undefined): number | null {
  return valeur !== undefined && /^[1-9]\d{0,5}$/.test(valeur) && valeur !== '1' ? Number(valeur) : null;
}

/** The company's address with the `ancre` asked for and the page of the history, if any. */
function adresse(chemin: string, ancre: string | undefined, historique: number | null): string {
  const query = new URLSearchParams();
  if (ancre) query.set('ancre', ancre);
  if (historique !== null) query.set('historique', String(historique));
  const texte = query.toString();
  return texte ? `${chemin}?${texte}` : chemin;
}

/**
 * 200 with the whole company sheet; 301 to the canonical path (`ancre` and a page of the history
 * kept), or without `historique` when it names no page of the history; 404; 503.
 */
export const getServerData: GetServerData<ServerData> = (props) =>
  load<EntrepriseData>('entreprise', async () => {
    const id = idFromPath(String(props.params?.id ?? ''));
    if (id === null) return notFound();
    const historiqueDemande = queryParam(props, 'historique');
    const page = pageHistorique(historiqueDemande);
    const [fiche, evenements] = await Promise.all([
      registre.fiche(id),
      page === null ? null : registre.evenements(id, EVENEMENTS_PAR_PAGE, (page - 1) * EVENEMENTS_PAR_PAGE),
    ]);
    if (!fiche) return notFound();
    const canonical = entreprisePath(fiche.entreprise);
    const ancreDemandee = queryParam(props, 'ancre');
    const historique = page !== null && evenements && evenements.evenements.length > 0 ? { page, evenements } : null;
    const chemin = `/entreprise/${props.params?.slug}/${props.params?.numero}/${id}`;
    if (chemin !== canonical || (historiqueDemande !== undefined && historique === null)) {
      return redirect(adresse(canonical, ancreDemandee, historique?.page ?? null));
    }
    const [departement, tarifs] = await Promise.all([
      departementDuSiege(fiche.entreprise.siege?.adresse.departement_code),
      tarifsCommande(),
    ]);
    return found({ fiche, departement, ancre: ancreFromQuery(ancreDemandee), tarifs, historique });
  });
