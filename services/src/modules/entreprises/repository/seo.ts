import type { Queryable } from '../../../db/index.js';
import { lireJson, lireLignesJson, tableauJson } from '../../../db/json.js';
import { selectEntrepriseResume, type EntrepriseResumeRow } from './selects.js';

export interface CompteRow {
  code: string;
  libelle: string;
  nombre_entreprises: number;
}

// Corsica (2A, 2B) between 19 and 21, as INSEE lists départements.
const ORDRE_DEPARTEMENTS = `CASE t.code WHEN '2A' THEN '20A' WHEN '2B' THEN '20B' ELSE t.code END COLLATE "C"`;

export async function departementsSeo(
  db: Queryable,
): Promise<Array<{ code: string; nom: string; nombre_entreprises: number }>> {
  return (
    (await lireJson(
      db,
      `SELECT ${tableauJson(
        `SELECT s.departement_code AS code, d.nom, s.nombre_entreprises AS "nombre_entreprises"
         FROM statistiques_seo s JOIN departements d ON d.code = s.departement_code
         WHERE s.niveau = 'departement'`,
        ORDRE_DEPARTEMENTS,
      )} AS j`,
      [],
    )) ?? []
  );
}

const DEPARTEMENT = `(SELECT json_build_object('code', code, 'nom', nom) FROM departements WHERE code = $1)`;

export async function secteursSeo(
  db: Queryable,
  departement: string,
): Promise<{ departement: { code: string; nom: string } | null; secteurs: CompteRow[] }> {
  const secteurs = tableauJson(
    `SELECT s.code, n.libelle, s.nombre_entreprises AS "nombre_entreprises"
     FROM statistiques_seo s JOIN naf n ON n.code = s.code
     WHERE s.niveau = 'division' AND s.departement_code = $1`,
    't.code',
  );
  const row = await lireJson<{ departement: { code: string; nom: string } | null; secteurs: CompteRow[] }>(
    db,
    `SELECT json_build_object('departement', ${DEPARTEMENT}, 'secteurs', ${secteurs}) AS j`,
    [departement],
  );
  return row ?? { departement: null, secteurs: [] };
}

export interface CodesNafRow {
  departement: { code: string; nom: string } | null;
  secteur: { code: string; libelle: string } | null;
  codes_naf: CompteRow[];
}

export async function codesNafSeo(db: Queryable, departement: string, division: string): Promise<CodesNafRow> {
  const codes = tableauJson(
    `SELECT s.code, coalesce(n.libelle, s.code) AS libelle, s.nombre_entreprises AS "nombre_entreprises"
     FROM statistiques_seo s LEFT JOIN naf n ON n.code = s.code
     WHERE s.niveau = 'sous-classe' AND s.departement_code = $1 AND left(s.code, 2) = $2`,
    't.code',
  );
  const row = await lireJson<CodesNafRow>(
    db,
    `SELECT json_build_object(
       'departement', ${DEPARTEMENT},
       'secteur', (SELECT json_build_object('code', code, 'libelle', libelle) FROM naf WHERE code = $2),
       'codes_naf', ${codes}) AS j`,
    [departement, division],
  );
  return row ?? { departement: null, secteur: null, codes_naf: [] };
}

// Largest first, the order of the indexes entreprises_seo_* (migration 005).
const ORDRE_SEO = 'nb_etablissements DESC, capital DESC NULLS LAST, id';
const ORDRE_SEO_T = 't.nb_etablissements DESC, t.capital DESC NULLS LAST, t.id';

export interface FiltreSeo {
  departement?: string;
  division?: string;
  naf?: string;
  greffe?: string;
  capitalMinimum?: number;
}

/** The summary row that counts exactly the companies of `filtre`, when there is one. */
export type CompteSeo = { niveau: string; departement: string; code: string } | { plafond: number };

export async function pageEntreprisesSeo(
  db: Queryable,
  filtre: FiltreSeo,
  compte: CompteSeo,
  page: { limit: number; offset: number },
): Promise<{ total: number; entreprises: EntrepriseResumeRow[] }> {
  const params: unknown[] = [];
  const parametre = (valeur: unknown) => `$${params.push(valeur)}`;
  // Literal `etat = 'ACTIVE'` and `left(code_naf, 2)`: the partial and
  // expression indexes of migration 005 only match these exact forms.
  const conditions = ["etat = 'ACTIVE'"];
  if (filtre.departement !== undefined) conditions.push(`siege_departement_code = ${parametre(filtre.departement)}`);
  if (filtre.division !== undefined) conditions.push(`left(code_naf, 2) = ${parametre(filtre.division)}`);
  if (filtre.naf !== undefined) conditions.push(`code_naf = ${parametre(filtre.naf)}`);
  if (filtre.greffe !== undefined) conditions.push(`greffe_code = ${parametre(filtre.greffe)}`);
  if (filtre.capitalMinimum !== undefined) conditions.push(`capital >= ${parametre(filtre.capitalMinimum)}`);
  const where = conditions.join(' AND ');

  const total =
    'plafond' in compte
      ? `(SELECT count(*) FROM (SELECT 1 FROM entreprises WHERE ${where} LIMIT ${parametre(compte.plafond)}) t)`
      : `(SELECT coalesce(sum(nombre_entreprises), 0) FROM statistiques_seo
          WHERE niveau = ${parametre(compte.niveau)} AND departement_code = ${parametre(compte.departement)}
            AND code = ${parametre(compte.code)})`;
  const selection = `(SELECT * FROM entreprises WHERE ${where}
    ORDER BY ${ORDRE_SEO} LIMIT ${parametre(page.limit)} OFFSET ${parametre(page.offset)}) e`;
  const entreprises = tableauJson(selectEntrepriseResume(selection), ORDRE_SEO_T);
  const row = await lireJson<{ total: number; entreprises: EntrepriseResumeRow[] }>(
    db,
    `SELECT json_build_object('total', ${total}, 'entreprises', ${entreprises}) AS j`,
    params,
  );
  return row ?? { total: 0, entreprises: [] };
}

export interface ElementPlanRow {
  id: number;
  siren: string;
  denomination: string;
  lastmod: string;
}

// Sole traders' pages are not indexed, so not in the sitemap; a list of
// establishments has a page of its own from two establishments on.
const DANS_LE_PLAN = {
  entreprises: 'NOT personne_physique',
  etablissements: 'NOT personne_physique AND nb_etablissements > 1',
} as const;

export function planSeo(
  db: Queryable,
  type: keyof typeof DANS_LE_PLAN,
  apresId: number,
  limit: number,
): Promise<ElementPlanRow[]> {
  return lireLignesJson<ElementPlanRow>(
    db,
    `SELECT id, siren, denomination, (mis_a_jour_le AT TIME ZONE 'UTC')::date AS lastmod
     FROM entreprises
     WHERE id > $1 AND ${DANS_LE_PLAN[type]}
     ORDER BY id LIMIT $2`,
    [apresId, limit],
  );
}

/** The largest id of each plan: a backward walk of the primary key to the first match. */
export async function etendueDuPlan(db: Queryable): Promise<{ entreprises: number; etablissements: number }> {
  const maxId = (type: keyof typeof DANS_LE_PLAN) =>
    `(SELECT id FROM entreprises WHERE ${DANS_LE_PLAN[type]} ORDER BY id DESC LIMIT 1)`;
  const row = await lireJson<{ entreprises: number | null; etablissements: number | null }>(
    db,
    `SELECT json_build_object('entreprises', ${maxId('entreprises')}, 'etablissements', ${maxId('etablissements')}) AS j`,
    [],
  );
  return { entreprises: row?.entreprises ?? 0, etablissements: row?.etablissements ?? 0 };
}
