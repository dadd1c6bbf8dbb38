/** Filters → parameters of the search service (services/src/modules/recherche/README.md). */
import { lireNumeroCaledonien, lireNumeroRecherche } from '@portail/domaine';
import { isRegionNC } from '../region';
import { LONGUEUR_MIN, RESULTATS_ACCESSIBLES_MAX, TAILLE_PAGE_MAX } from './constantes';
import { type FiltresRecherche } from './filtres';
import { decouperSirenOuSiret } from './normalisation';

/** Why a search is not sent: nothing to search, or only text shorter than the service accepts. */
export type SansRequete = 'aucun-critere' | 'trop-court';

export type RequeteService = { ok: true; params: Record<string, string> } | { ok: false; raison: SansRequete };

function pagination(page: number, pageSize: number): Record<string, string> {
  const limit = Math.min(Math.max(1, pageSize), TAILLE_PAGE_MAX);
  const offset = Math.min((Math.max(1, page) - 1) * limit, RESULTATS_ACCESSIBLES_MAX - limit);
  return { limit: String(limit), offset: String(offset) };
}

function sansVides(params: Record<string, string | null>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== '') out[key] = value;
  return out;
}

/**
 * Whether the phrase names an entity by an identifier that has its own page, so that a search
 * answering that entity alone leads straight to it (SPEC §2, issues 4 and 21): a SIREN, a SIRET or
 * a VAT number, alone or beside words (an RNA number has no page); in New Caledonia a RID or a
 * RIDET as the whole phrase, or a RIDET with its dot beside words — what the service searches as
 * an identifier in each region.
 */
export function chercheUnIdentifiant(phrase: string): boolean {
  if (isRegionNC()) return lireNumeroCaledonien(phrase) !== null;
  const lu = lireNumeroRecherche(phrase);
  return lu !== null && 'numero' in lu && lu.numero.type !== 'RNA';
}

/**
 * `GET /api/recherche/entreprises_etablissements` parameters of the company tab: phrase,
 * nom_entreprise, numero_identification + nic (SIREN then NIC; in New Caledonia RID then rank),
 * activite, critere_geographique, type_entite, tri, limit and offset. Not sent when the service
 * would refuse it for lack of criterion.
 */
export function requeteEntreprises(filtres: FiltresRecherche): RequeteService {
  const { phrase } = filtres;
  const e = filtres.entreprise;
  const { siren, nic } = decouperSirenOuSiret(e.sirenOrSiret);
  const textes = [phrase, e.denomination].filter(Boolean);
  const autres = [siren, e.activityDomain, e.department].filter(Boolean);
  if (textes.length === 0 && autres.length === 0) return { ok: false, raison: 'aucun-critere' };
  if (autres.length === 0 && textes.every((t) => t.length < LONGUEUR_MIN)) return { ok: false, raison: 'trop-court' };
  return {
    ok: true,
    params: sansVides({
      phrase,
      nom_entreprise: e.denomination,
      numero_identification: siren,
      nic,
      activite: e.activityDomain,
      critere_geographique: e.department,
      type_entite: e.companyType === 'ENTREPRISE' ? null : e.companyType,
      tri: e.orderBy === 'pertinence' ? null : e.orderBy,
      ...pagination(e.page, e.pageSize),
    }),
  };
}

/**
 * `GET /api/recherche/personnes` parameters of the officer tab: phrase, nom, prenom,
 * mois_naissance, annee_naissance, limit and offset. The service needs a name of 2 characters or more.
 */
export function requetePersonnes(filtres: FiltresRecherche): RequeteService {
  const { phrase } = filtres;
  const d = filtres.dirigeant;
  const noms = [phrase, d.nom, d.prenom].filter(Boolean);
  if (noms.length === 0) return { ok: false, raison: 'aucun-critere' };
  if (noms.every((t) => t.length < LONGUEUR_MIN)) return { ok: false, raison: 'trop-court' };
  return {
    ok: true,
    params: sansVides({
      phrase,
      nom: d.nom,
      prenom: d.prenom,
      mois_naissance: d.moisDeNaissance === null ? null : String(d.moisDeNaissance),
      annee_naissance: d.anneeDeNaissance === null ? null : String(d.anneeDeNaissance),
      ...pagination(d.page, d.pageSize),
    }),
  };
}
