import type { Queryable } from '../../../db/index.js';
import { DepartementIntrouvable, SecteurIntrouvable } from '../erreurs.js';
import { toEntrepriseResume } from '../mappers/entreprise.js';
import {
  codesNafSeo,
  departementsSeo,
  etendueDuPlan,
  pageEntreprisesSeo,
  planSeo,
  secteursSeo,
  type CompteSeo,
  type ElementPlanRow,
  type FiltreSeo,
} from '../repository/seo.js';
import {
  LIMIT_PLAN,
  LIMIT_SEO,
  OFFSET_MAX_SEO,
  type EntreprisesSeoQuery,
  type TypePlan,
} from '@portail/contrat/entreprises';
import type { EntrepriseResume } from '@portail/contrat/entreprises';

export const departements = departementsSeo;

export async function secteurs(db: Queryable, code: string) {
  const { departement, secteurs: liste } = await secteursSeo(db, code);
  if (departement === null) throw new DepartementIntrouvable(code);
  return { departement, secteurs: liste };
}

export async function codesNaf(db: Queryable, code: string, division: string) {
  const { departement, secteur, codes_naf: liste } = await codesNafSeo(db, code, division);
  if (departement === null) throw new DepartementIntrouvable(code);
  if (secteur === null) throw new SecteurIntrouvable(division);
  return { departement, secteur, codes_naf: liste };
}

/** Every row a client can reach: the last offset plus the largest page. */
export const PLAFOND_TOTAL = OFFSET_MAX_SEO + 100;

/**
 * Where the total of a list comes from: a row of statistiques_seo when the
 * filters are those of the SEO tree (département, secteur, NAF) or the
 * registry alone, else a count at request time stopped at PLAFOND_TOTAL.
 */
export function compteSeo(filtre: FiltreSeo): CompteSeo | 'vide' {
  const { departement, division, naf, greffe, capitalMinimum } = filtre;
  if (capitalMinimum !== undefined) return { plafond: PLAFOND_TOTAL };
  if (greffe !== undefined) {
    const seul = departement === undefined && division === undefined && naf === undefined;
    return seul ? { niveau: 'greffe', departement: '', code: greffe } : { plafond: PLAFOND_TOTAL };
  }
  if (naf !== undefined) {
    if (division !== undefined && !naf.startsWith(division)) return 'vide';
    return { niveau: 'sous-classe', departement: departement ?? '', code: naf };
  }
  if (division !== undefined) return { niveau: 'division', departement: departement ?? '', code: division };
  if (departement !== undefined) return { niveau: 'departement', departement, code: '' };
  return { niveau: 'france', departement: '', code: '' };
}

export async function entreprises(
  db: Queryable,
  query: EntreprisesSeoQuery,
): Promise<{ total: number; entreprises: EntrepriseResume[] }> {
  const filtre: FiltreSeo = {
    departement: query.numero_departement,
    division: query.secteur_activite,
    naf: query.code_naf,
    greffe: query.code_greffe,
    capitalMinimum: query.capital_social,
  };
  const compte = compteSeo(filtre);
  if (compte === 'vide') return { total: 0, entreprises: [] };
  const page = await pageEntreprisesSeo(db, filtre, compte, {
    limit: query.limit ?? LIMIT_SEO,
    offset: query.offset ?? 0,
  });
  return { total: page.total, entreprises: page.entreprises.map(toEntrepriseResume) };
}

export async function etenduePlan(db: Queryable) {
  const { entreprises: e, etablissements } = await etendueDuPlan(db);
  return { entreprises: { max_id: e }, etablissements: { max_id: etablissements } };
}

export function plan(
  db: Queryable,
  type: TypePlan,
  query: { apres_id?: number; limit?: number },
): Promise<ElementPlanRow[]> {
  return planSeo(db, type, query.apres_id ?? 0, query.limit ?? LIMIT_PLAN);
}
