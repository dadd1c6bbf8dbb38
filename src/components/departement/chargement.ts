/**
 * getServerData of the browse tree /recherche-par-departement/{dep}/{secteur}/{naf}: a malformed or
 * unknown segment gives 404, a wrongly spelled one (2a, 62.01z) a 301 to the canonical path,
 * a page beyond the last one 404.
 */
import type { GetServerDataProps } from 'gatsby';
import { registre } from '../../lib/registre/client';
import {
  departementPath,
  nafFromPath,
  nafPath,
  pageFromQuery,
  RECHERCHE_PAR_DEPARTEMENT,
  secteurPath,
  withPage,
} from '../../lib/registre/paths';
import { found, load, notFound, queryParam, redirect } from '../../lib/registre/server-page';
import type { Page } from '../../lib/registre/client';
import type { Libelle } from '@portail/contrat/commun/communs';
import type { CompteSeo as Compte, EntrepriseResume } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';
import { PAGES_MAX, pagesEntreprises, TAILLE_LISTE } from './liste';
import { codeDepartement } from './nommer';

export interface DepartementsData {
  departements: (Departement & { nombre_entreprises: number })[];
}

interface ListeData {
  departement: Departement;
  entreprises: Page<EntrepriseResume>;
  page: number;
}
export interface DepartementData extends ListeData {
  secteurs: Compte[];
}
export interface SecteurData extends ListeData {
  secteur: Libelle;
  codes_naf: Compte[];
}
export interface NafData extends ListeData {
  secteur: Libelle;
  naf: Compte;
}

type Requete = Pick<GetServerDataProps, 'params' | 'query' | 'url'>;

const segment = (props: Requete, name: string) => String(props.params?.[name] ?? '');

/** The requested page of companies, or null when it lies beyond the last one. */
async function entreprises(
  filtres: { numero_departement: string; secteur_activite?: string; code_naf?: string },
  page: number,
) {
  if (page > PAGES_MAX) return null;
  const liste = await registre.entreprisesSeo({ ...filtres, limit: TAILLE_LISTE, offset: (page - 1) * TAILLE_LISTE });
  return page > pagesEntreprises(liste.total) ? null : liste;
}

export const chargerDepartements = () =>
  load<DepartementsData>('recherche-par-departement', async () =>
    found({ departements: await registre.departements() }),
  );

export function chargerDepartement(props: Requete) {
  const demande = segment(props, 'departement');
  const code = codeDepartement(demande);
  const page = pageFromQuery(queryParam(props, 'page'));
  return load<DepartementData>('recherche-par-departement/departement', async () => {
    if (!code) return notFound();
    const [resultat, liste] = await Promise.all([
      registre.secteurs(code),
      entreprises({ numero_departement: code }, page),
    ]);
    if (!resultat) return notFound();
    if (demande !== code) return redirect(withPage(departementPath(code), page));
    if (!liste) return notFound();
    return found({ departement: resultat.departement, secteurs: resultat.secteurs, entreprises: liste, page });
  });
}

export function chargerSecteur(props: Requete) {
  const demande = segment(props, 'departement');
  const code = codeDepartement(demande);
  const secteur = segment(props, 'activite');
  const page = pageFromQuery(queryParam(props, 'page'));
  return load<SecteurData>('recherche-par-departement/secteur', async () => {
    if (!code || !/^\d{2}$/.test(secteur)) return notFound();
    const filtres = { numero_departement: code, secteur_activite: secteur };
    const [resultat, liste] = await Promise.all([registre.codesNaf(code, secteur), entreprises(filtres, page)]);
    if (!resultat || resultat.codes_naf.length === 0) return notFound();
    if (demande !== code) return redirect(withPage(secteurPath(code, secteur), page));
    if (!liste) return notFound();
    const { departement, codes_naf } = resultat;
    return found({ departement, secteur: resultat.secteur, codes_naf, entreprises: liste, page });
  });
}

export function chargerNaf(props: Requete) {
  const demande = [segment(props, 'departement'), segment(props, 'activite'), segment(props, 'naf')] as const;
  const code = codeDepartement(demande[0]);
  const naf = nafFromPath(demande[2]);
  const page = pageFromQuery(queryParam(props, 'page'));
  return load<NafData>('recherche-par-departement/naf', async () => {
    if (!code || !naf || !/^\d{2}$/.test(demande[1])) return notFound();
    // The NAF code decides the sector: a wrong sector segment is redirected, not refused.
    const resultat = await registre.codesNaf(code, naf.slice(0, 2));
    const entree = resultat?.codes_naf.find((c) => c.code.replace('.', '') === naf.replace('.', ''));
    if (!resultat || !entree) return notFound();
    const canonical = nafPath(code, resultat.secteur.code, entree.code);
    if (`${RECHERCHE_PAR_DEPARTEMENT}/${demande.join('/')}` !== canonical) return redirect(withPage(canonical, page));
    const liste = await entreprises({ numero_departement: code, code_naf: entree.code }, page);
    if (!liste) return notFound();
    return found({
      departement: resultat.departement,
      secteur: resultat.secteur,
      naf: entree,
      entreprises: liste,
      page,
    });
  });
}
