import * as React from 'react';
import type { GetServerData, HeadProps, PageProps } from 'gatsby';
import { resumeEtablissements } from '../../../../components/entreprise/format';
import { ListeEtablissements, PAR_PAGE } from '../../../../components/entreprise/liste-etablissements';
import { filAriane, organisationEntreprise } from '../../../../components/entreprise/seo';
import { departementDuSiege } from '../../../../components/entreprise/server';
import { PageContainer } from '../../../../components/page/page-container';
import { Breadcrumb } from '../../../../components/registre/breadcrumb';
import { breadcrumbJsonLd, JsonLd } from '../../../../components/registre/json-ld';
import { Indisponible, Introuvable } from '../../../../components/registre/page-states';
import { useSiteUrl } from '../../../../components/registre/use-site-url';
import { Seo } from '../../../../components/seo';
import { registre } from '../../../../lib/registre/client';
import { entreprisePath, idFromPath, listeEtablissementsPath, pageFromQuery } from '../../../../lib/registre/paths';
import { found, load, notFound, queryParam, redirect, type Loaded } from '../../../../lib/registre/server-page';
import { deOrD } from '../../../../lib/text/greffe-title';
import { vocabulaire } from '../../../../lib/vocabulaire';
import type { Entreprise, EtablissementResume } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';

interface ListeData {
  entreprise: Entreprise;
  etablissements: { total: number; total_actifs: number; items: EtablissementResume[] };
  page: number;
  departement: Departement | null;
}

type ServerData = Loaded<ListeData>;

/** Page 1 is the bare path; the others keep `?page=N` in their canonical address. */
const pageHref = (entreprise: Entreprise) => (page: number) =>
  page > 1 ? `${listeEtablissementsPath(entreprise)}?page=${page}` : listeEtablissementsPath(entreprise);

const crumbs = ({ entreprise, departement }: ListeData) =>
  filAriane(departement, [
    { label: entreprise.denomination, path: entreprisePath(entreprise) },
    { label: 'Établissements' },
  ]);

export default function ListeEtablissementsPage({ serverData }: PageProps<object, object, unknown, ServerData>) {
  if (serverData.state === 'unavailable') {
    return <Indisponible message="La liste des établissements est momentanément indisponible." />;
  }
  if (serverData.state === 'not-found') {
    return (
      <Introuvable
        titre="Liste d’établissements introuvable"
        texte="Aucune entreprise du registre ne correspond à cette adresse, ou cette page de la liste n’existe pas."
      />
    );
  }
  const { entreprise, etablissements, page } = serverData.data;
  return (
    <PageContainer>
      <Breadcrumb crumbs={crumbs(serverData.data)} />
      <ListeEtablissements
        entreprise={entreprise}
        etablissements={etablissements}
        page={page}
        href={pageHref(entreprise)}
      />
    </PageContainer>
  );
}

export function Head({ serverData, location }: HeadProps<object, object, ServerData>) {
  const siteUrl = useSiteUrl();
  if (serverData?.state !== 'found') {
    return <Seo title="Liste d’établissements introuvable" path={location.pathname} noindex />;
  }
  const { entreprise, etablissements, page } = serverData.data;
  const path = pageHref(entreprise)(page);
  const suffixe = page > 1 ? ` — page ${page}` : '';
  const v = vocabulaire();
  return (
    <Seo
      title={`Établissements ${deOrD(entreprise.denomination)} (${entreprise.siren_formate})${suffixe}`}
      description={`${resumeEtablissements(etablissements.total, etablissements.total_actifs)} pour ${entreprise.denomination} (${v.identifiantEntreprise} ${entreprise.siren_formate}) : ${v.identifiantEtablissement}, adresse, activité et état de chacun.`}
      path={path}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs(serverData.data), path)} />
      <JsonLd data={organisationEntreprise(siteUrl, entreprise)} />
    </Seo>
  );
}

/** 200 with one page of 20; 301 to the canonical path (`page` kept); 404 for an unknown company or page. */
export const getServerData: GetServerData<ServerData> = (props) =>
  load<ListeData>('liste_etablissements', async () => {
    const id = idFromPath(String(props.params?.id ?? ''));
    if (id === null) return notFound();
    const pageDemandee = queryParam(props, 'page');
    const page = pageFromQuery(pageDemandee);
    const [entreprise, etablissements] = await Promise.all([
      registre.entreprise(id),
      registre.etablissements(id, PAR_PAGE, (page - 1) * PAR_PAGE),
    ]);
    if (!entreprise || !etablissements) return notFound();
    if (page > 1 && etablissements.items.length === 0) return notFound();
    const canonical = pageHref(entreprise)(page);
    const chemin = `/liste_etablissements/${props.params?.nom}/${props.params?.siren}/${id}`;
    const pageCanonique = pageDemandee === undefined ? page === 1 : pageDemandee === String(page) && page > 1;
    if (chemin !== listeEtablissementsPath(entreprise) || !pageCanonique) return redirect(canonical);
    const departement = await departementDuSiege(entreprise.siege?.adresse.departement_code);
    return found({ entreprise, etablissements, page, departement });
  });
