/**
 * The SQL of the search. Every query uses the expression indexes of
 * migration 007 (the expressions below must stay identical to the indexed
 * ones) and answers JSON built by PostgreSQL, as the company data service does.
 */
import type { Queryable } from '../../db/index.js';
import { lireLignesJson } from '../../db/json.js';
import { FROM_ETABLISSEMENT, SELECT_ETABLISSEMENT_RESUME, type EtablissementResumeRow } from '../entreprises/index.js';
import type { CriteresEntreprises, CriteresPersonnes, Geographie, Identifiant, LieuPhrase } from './criteres.js';
import { arrondissementsDuDepartement } from '../registre/index.js';
import { tsquery } from './tsquery.js';

export const DOC_ENTREPRISE = 'recherche_document(e.denomination, e.sigle)';
export const DOC_ETABLISSEMENT = 'recherche_document_etablissement(et.enseigne, et.denomination_usuelle)';
const A_UN_NOM_PROPRE = '(et.enseigne IS NOT NULL OR et.denomination_usuelle IS NOT NULL)';
export const DOC_PERSONNE = 'recherche_document_personne(p.nom, p.nom_usage, p.prenoms)';
/** Indexed by migration 023 (names of three significant words or more). */
const INITIALES = 'recherche_initiales(e.denomination)';

/**
 * Statements with a full-text condition have one good plan whatever the words:
 * read the GIN index, then sort the matches (no index gives their order), so
 * they are prepared once, like the other reads (planning them cost more than
 * running them). Searches by filters only are planned at each execution: their
 * best plan depends on the values (a rare NAF code or a whole département).
 */
export type Preparation = 'preparee' | 'planifiee';

/**
 * A search with a place (filter, phrase or address) is planned at each execution too: the generic
 * plan PostgreSQL settles on for a prepared statement after a few executions ignores how many
 * establishments the place holds, and read the place's whole set before the name's few matches
 * (250 ms instead of 3 ms for « berrand 12200 » among a million companies).
 */
export function preparationDe(c: CriteresEntreprises, t: TexteSql | null): Preparation {
  return t === null || c.geographie !== null || c.lieuPhrase !== null ? 'planifiee' : 'preparee';
}

/** Rows read by id, in the order of `ids` (a page already ranked), unknown ids left out. */
function dansLOrdre<T extends { id: number }>(ids: readonly number[], lignes: readonly T[]): T[] {
  const parId = new Map(lignes.map((ligne) => [ligne.id, ligne]));
  return ids.flatMap((id) => parId.get(id) ?? []);
}

/** The ids a search statement selects (in their order), planned with its values. */
async function lireIds(
  db: Queryable,
  sql: string,
  valeurs: readonly unknown[],
  preparation: Preparation,
): Promise<number[]> {
  const { rows } = await db.query<{ id: number | string }>(sql, valeurs, { preparer: preparation === 'preparee' });
  return rows.map((row) => Number(row.id));
}

/** The result rows of a page of ids (`select` reads `$1`, the ids), in the page's order. */
async function lireParIds<T extends { id: number }>(
  db: Queryable,
  ids: readonly number[],
  select: string,
): Promise<T[]> {
  if (ids.length === 0) return [];
  return dansLOrdre(ids, await lireLignesJson<T>(db, select, [ids]));
}

/** Parameters of one statement, numbered as they are added. */
class Parametres {
  readonly valeurs: unknown[] = [];
  add(valeur: unknown): string {
    this.valeurs.push(valeur);
    return `$${this.valeurs.length}`;
  }
}

/** One stage of a text search: the tsquery, and for typo-corrected stages the query to compare names with. */
export interface TexteSql {
  tsquery: string;
  /** Query without separators, for "exact name". */
  compact: string;
  /** Normalised query when the stage corrected typos: results are then ordered by similarity first. */
  approchee: string | null;
  /** The initials stage: names whose initials (recherche_initiales, migration 023) are these, instead of the tsquery. */
  initiales?: string;
}

// Size, largest first: establishments, headcount bracket ('NN' = no employee), capital.
// A text search ranks its matches after a bitmap scan of the full-text index:
// "+ 0" keeps the planner from walking the size index instead, which reads
// most of the table when the matches are small companies (correlation it
// cannot see). Searches with filters only do walk it (TAILLE_INDEXEE).
const TAILLE = [
  'e.nb_etablissements + 0 DESC',
  "NULLIF(e.tranche_effectifs, 'NN') DESC NULLS LAST",
  'e.capital DESC NULLS LAST',
];
const ACTIVE_D_ABORD = "(e.etat = 'ACTIVE') DESC";
const TAILLE_INDEXEE = ['e.nb_etablissements DESC', ...TAILLE.slice(1)];

// ---------------------------------------------------------------- filters

/** The establishment `alias` is in the place (and at its street address, if any). */
function filtreGeographieEtablissement(g: Geographie, p: Parametres, alias = 'et', parCle = false): string {
  const arrondissements = 'departement' in g ? arrondissementsDuDepartement(g.departement) : [];
  const zone =
    'departement' in g
      ? `${alias}.commune_code IN (SELECT c.code FROM communes c WHERE c.departement_code = ${p.add(g.departement)}${
          arrondissements.length > 0 ? ` UNION ALL SELECT unnest(${p.add(arrondissements)}::text[])` : ''
        })`
      : 'communes' in g
        ? `${alias}.commune_code = ANY(${p.add(g.communes)}::text[])`
        : 'code_postal' in g
          ? `${alias}.code_postal = ${p.add(g.code_postal)}`
          : null;
  if (g.adresse === undefined) return zone ?? 'true';
  // The address index (migration 023) holds the establishments that put a company somewhere.
  const correspond = `${DOC_ADRESSE(alias)} @@ to_tsquery('simple', ${p.add(g.adresse)})`;
  // `parCle`: the company's establishments read by its key; IS TRUE keeps the planner from the
  // address index, whose matches it cannot count (below).
  const adresse = `${COMPTE_DANS_LE_LIEU(alias)} AND ${parCle ? `(${correspond}) IS TRUE` : correspond}`;
  return zone !== null ? `${adresse} AND ${zone}` : adresse;
}

/** An establishment's street address as words (migration 023). */
const DOC_ADRESSE = (alias: string) =>
  `recherche_document_adresse(${alias}.numero_voie, ${alias}.type_voie, ${alias}.libelle_voie)`;

/** The establishments through which a company is in a place: the open ones, and the siège whatever its state. */
const COMPTE_DANS_LE_LIEU = (alias: string) => `(${alias}.etat = 'ACTIF' OR ${alias}.siege)`;

/**
 * The company `e` has an establishment in the place (README.md « Places »): a correlated EXISTS,
 * which PostgreSQL plans both ways and picks at planning time (AlternativeSubPlan) — for a name
 * with few matches, each match's establishments read by its key (1.6 ms for a rare name in the
 * Gironde, a million companies); for a frequent word, the place's establishments read once
 * through the index of migration 021 and hashed. For a département or communes, the siège's own
 * columns are checked first. A join from the place is left to the planner for a search by filters
 * only (`parLeLieu`). Two conditions for this to hold: searches with a place are planned at each
 * execution (preparationDe), and the services' connections run without JIT compilation
 * (db/postgresql.ts), whose threshold a per-match estimate on frequent words crossed (40 to 70 ms
 * more for « sci »).
 */
function filtreGeographieEntreprise(g: Geographie, p: Parametres, parLeLieu = false): string {
  // A function: each form adds its own parameters, only when it is written.
  const existe = () => `EXISTS (SELECT 1 FROM etablissements s
                  WHERE s.entreprise_id = e.id AND ${COMPTE_DANS_LE_LIEU('s')} AND ${filtreGeographieEtablissement(g, p, 's')})`;
  // A street address with rare name words: checked on each match, never planned from the address,
  // whose words the planner cannot count (« rue aristide briand » is in every town: estimated at 1
  // establishment, 8 900 read; 134 ms instead of 2 ms).
  if (!parLeLieu && g.adresse !== undefined && g.parNom === true) {
    return `(SELECT true FROM etablissements s
             WHERE s.entreprise_id = e.id AND ${filtreGeographieEtablissement(g, p, 's', true)}
             LIMIT 1)`;
  }
  if (parLeLieu || !('departement' in g || 'communes' in g) || g.adresse !== undefined) return existe();
  const siege =
    'departement' in g
      ? `e.siege_departement_code = ${p.add(g.departement)}`
      : `e.siege_commune_code = ANY(${p.add(g.communes)}::text[])`;
  return `(${siege} OR ${existe()})`;
}

/**
 * The companies whose name or sigle holds the place words of a phrase (whole words), for the
 * ranking: a set read on the full-text index, rather than each match's document computed again
 * (« sci paris » matches every SCI of Paris).
 */
const nomsDuLieu = (l: LieuPhrase, p: Parametres) =>
  `(SELECT x.id FROM entreprises x
    WHERE recherche_document(x.denomination, x.sigle) @@ to_tsquery('simple', ${p.add(tsquery(l.mots, { prefixe: false }))}))`;

/**
 * The words of a search with a place read in the phrase (README.md « Places in the phrase »), as
 * two ways of matching: the name words, in the place; or the name words and the place's words
 * together in a name (« Café de Paris » in Nice). Null without a place.
 */
function avecLieu(c: CriteresEntreprises, t: TexteSql): { lieu: Geographie; mots: string } | null {
  const l = c.lieuPhrase;
  if (l === null) return null;
  return { lieu: l.geographie, mots: `(${t.tsquery}) & (${tsquery(l.mots, { prefixe: false })})` };
}

/** Relevance with a place in the phrase: the names holding its words first. */
function nomDuLieuDabord(c: CriteresEntreprises, p: Parametres): string[] {
  if (c.lieuPhrase === null || c.tri !== 'pertinence') return [];
  return [`(e.id IN ${nomsDuLieu(c.lieuPhrase, p)}) DESC`];
}

/**
 * The filters of a company search (on `e`) or of an establishment search (on `et`, its
 * company being `e`): an establishment is "active" when open, and has its own activity and address.
 */
function filtres(
  c: CriteresEntreprises,
  p: Parametres,
  cible: 'entreprise' | 'etablissement',
  parLeLieu = false,
): string[] {
  const alias = cible === 'entreprise' ? 'e' : 'et';
  const resultat: string[] = [];
  if (c.etat !== null) {
    const etat = cible === 'entreprise' ? c.etat : c.etat === 'ACTIVE' ? 'ACTIF' : 'FERME';
    resultat.push(`${alias}.etat = ${p.add(etat)}`);
  }
  if (c.statut !== null) resultat.push(`e.statut = ${p.add(c.statut)}`);
  if (c.activite !== null) {
    resultat.push(
      'division' in c.activite
        ? `left(${alias}.code_naf, 2) = ${p.add(c.activite.division)}`
        : `${alias}.code_naf = ${p.add(c.activite.code)}`,
    );
  }
  if (c.geographie !== null) {
    resultat.push(
      cible === 'entreprise'
        ? filtreGeographieEntreprise(c.geographie, p, parLeLieu)
        : filtreGeographieEtablissement(c.geographie, p),
    );
  }
  return resultat;
}

/** `parLeLieu`: a search by filters only (filtreGeographieEntreprise). */
const filtresEntreprise = (c: CriteresEntreprises, p: Parametres, parLeLieu = false) =>
  filtres(c, p, 'entreprise', parLeLieu);
const filtresEtablissement = (c: CriteresEntreprises, p: Parametres) => filtres(c, p, 'etablissement');

const where = (filtres: readonly string[]) => (filtres.length > 0 ? `WHERE ${filtres.join(' AND ')}` : '');
const and = (filtres: readonly string[]) => filtres.map((f) => ` AND ${f}`).join('');

// ---------------------------------------------------------------- result rows

export interface LigneEntreprise {
  id: number;
  siren: string;
  denomination: string;
  sigle: string | null;
  etat: 'ACTIVE' | 'RADIEE';
  statut: string;
  forme_juridique_code: string;
  forme_juridique_libelle: string | null;
  code_naf: string | null;
  naf_libelle: string | null;
  nb_etablissements: number;
  date_immatriculation: string | null;
  siege: EtablissementResumeRow | null;
  dirigeants: Array<{
    qualite: string;
    personne_id: number | null;
    nom: string | null;
    prenoms: string | null;
    denomination: string | null;
  }>;
}

export interface LigneEtablissement extends EtablissementResumeRow {
  entreprise: {
    id: number;
    siren: string;
    denomination: string;
    etat: 'ACTIVE' | 'RADIEE';
    forme_juridique_code: string;
    forme_juridique_libelle: string | null;
  };
}

/** The columns of a company result, `e` being a row of entreprises. */
const COLONNES_ENTREPRISE = `
  e.id, e.siren, e.denomination, e.sigle, e.etat, e.statut, e.forme_juridique_code,
  fj.libelle AS forme_juridique_libelle, e.code_naf, n.libelle AS naf_libelle, e.nb_etablissements,
  e.date_immatriculation,
  (SELECT row_to_json(s) FROM (${SELECT_ETABLISSEMENT_RESUME} ${FROM_ETABLISSEMENT}
     WHERE et.entreprise_id = e.id AND et.siege LIMIT 1) s) AS siege,
  (SELECT coalesce(json_agg(d ORDER BY d.ordre, d.id), '[]'::json) FROM (
     SELECT f.id, f.qualite, f.personne_physique_id AS "personne_id", pp.nom, pp.prenoms,
            f.personne_morale_denomination AS denomination,
            CASE WHEN f.nature = 'DIRIGEANT' THEN 0 ELSE 1 END AS ordre
     FROM fonctions f LEFT JOIN personnes_physiques pp ON pp.id = f.personne_physique_id
     WHERE f.entreprise_id = e.id AND f.nature <> 'BENEFICIAIRE_EFFECTIF'
       AND (f.date_fin IS NULL OR f.date_fin >= current_date)
     ORDER BY ordre, f.id LIMIT 3) d) AS dirigeants`;

const JOINTURES_ENTREPRISE = `
  LEFT JOIN formes_juridiques fj ON fj.code = e.forme_juridique_code
  LEFT JOIN naf n ON n.code = e.code_naf`;

const COLONNES_ETABLISSEMENT = `
  ${SELECT_ETABLISSEMENT_RESUME.replace(/^\s*SELECT/, '')},
  json_build_object('id', e.id, 'siren', e.siren, 'denomination', e.denomination, 'etat', e.etat,
    'forme_juridique_code', e.forme_juridique_code, 'forme_juridique_libelle', fj.libelle) AS entreprise`;

const JOINTURES_ETABLISSEMENT = `
  JOIN entreprises e ON e.id = et.entreprise_id
  LEFT JOIN communes c ON c.code = et.commune_code
  LEFT JOIN naf n ON n.code = et.code_naf
  LEFT JOIN formes_juridiques fj ON fj.code = e.forme_juridique_code`;

// ---------------------------------------------------------------- orders

/** The order of companies outside the exact names: active first, then size (or name without boost). */
function rangEntreprise(c: CriteresEntreprises, indexee = false): string[] {
  if (c.tri === 'denomination') return ['e.denomination COLLATE "C"', 'e.siren'];
  if (c.tri === 'creation') return ['e.date_immatriculation DESC NULLS LAST', 'e.id'];
  if (!c.boost) return [ACTIVE_D_ABORD, 'e.denomination COLLATE "C"', 'e.id'];
  return [ACTIVE_D_ABORD, ...(indexee ? TAILLE_INDEXEE : TAILLE), 'e.id'];
}

function rangEtablissement(c: CriteresEntreprises): string[] {
  if (c.tri === 'denomination') return ['e.denomination COLLATE "C"', 'et.siret'];
  if (c.tri === 'creation') return ['et.date_creation DESC NULLS LAST', 'et.id'];
  const cles = ["(et.etat = 'ACTIF') DESC", ACTIVE_D_ABORD];
  if (c.boost) cles.push(...TAILLE);
  else cles.push('e.denomination COLLATE "C"');
  cles.push('et.siege DESC', 'et.id');
  return cles;
}

/** Typo-corrected stages put the names closest to the query first. */
function similariteDabord(t: TexteSql | null, nom: string, p: Parametres): string[] {
  return t?.approchee ? [`similarity(recherche_normaliser(${nom}), ${p.add(t.approchee)}) DESC`] : [];
}

// ---------------------------------------------------------------- companies

/** Counts up to `plafond` and one more, to tell "more than `plafond`". */
export async function compter(
  db: Queryable,
  select: string,
  valeurs: readonly unknown[],
  plafond: number,
  preparation: Preparation,
): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::integer AS n FROM (${select} LIMIT ${plafond + 1}) t`,
    valeurs,
    { preparer: preparation === 'preparee' },
  );
  return rows[0]?.n ?? 0;
}

/** The statement of one kind of company search: companies `e` matching, filters included. */
export interface Selection {
  /** SELECT … FROM entreprises e … (or etablissements et JOIN entreprises e …) without ORDER BY. */
  from: string;
  valeurs: unknown[];
}

/** One way of matching of a company search: `FROM … WHERE …` on `e`, its parameters added to `p`. */
type Branche = (p: Parametres) => string;

/**
 * Companies whose name or sigle matches, or one of whose establishments' enseigne or usual name
 * matches; with a place in the phrase, each either in the place, or with the place's words too
 * (avecLieu). Each branch reads its own full-text index.
 */
function branchesEntreprises(c: CriteresEntreprises, t: TexteSql): Branche[] {
  const conditions = (lieu: Geographie | null, p: Parametres) =>
    and([...(lieu !== null ? [filtreGeographieEntreprise(lieu, p)] : []), ...filtresEntreprise(c, p)]);
  const noms =
    (mots: string, lieu: Geographie | null): Branche =>
    (p) =>
      `FROM entreprises e WHERE ${DOC_ENTREPRISE} @@ to_tsquery('simple', ${p.add(mots)})${conditions(lieu, p)}`;
  const enseignes =
    (mots: string, lieu: Geographie | null): Branche =>
    (p) =>
      // = ANY(ARRAY(…)): the establishments' matches read first, once, then their companies by key.
      // As IN (…), the planner could misjudge how many enseignes match and scan every company.
      `FROM entreprises e
       WHERE e.id = ANY(ARRAY(SELECT et.entreprise_id FROM etablissements et
                      WHERE ${A_UN_NOM_PROPRE} AND ${DOC_ETABLISSEMENT} @@ to_tsquery('simple', ${p.add(mots)})))${conditions(lieu, p)}`;
  if (t.initiales !== undefined) {
    const initiales = t.initiales;
    return [
      (p) =>
        `FROM entreprises e WHERE ${INITIALES} = ${p.add(initiales)}${conditions(c.lieuPhrase?.geographie ?? null, p)}`,
    ];
  }
  const l = avecLieu(c, t);
  if (l === null) return [noms(t.tsquery, null), enseignes(t.tsquery, null)];
  return [noms(t.tsquery, l.lieu), enseignes(t.tsquery, l.lieu), noms(l.mots, null), enseignes(l.mots, null)];
}

/**
 * The number of companies matching, exact up to `plafond`, `plafond + 1` beyond. Each
 * branch is counted on its own index first; the union is counted only when both are small.
 */
export async function compterEntreprises(
  db: Queryable,
  c: CriteresEntreprises,
  t: TexteSql | null,
  plafond: number,
): Promise<number> {
  const p = new Parametres();
  if (t === null)
    return compter(
      db,
      `SELECT 1 FROM entreprises e ${where(filtresEntreprise(c, p, true))}`,
      p.valeurs,
      plafond,
      'planifiee',
    );
  const branches = branchesEntreprises(c, t);
  const comptes = await Promise.all(
    branches.map((branche) => {
      const q = new Parametres();
      return compter(db, `SELECT 1 ${branche(q)}`, q.valeurs, plafond, preparationDe(c, t));
    }),
  );
  if (comptes.some((n) => n > plafond)) return plafond + 1;
  const nonNuls = comptes.filter((n) => n > 0);
  if (nonNuls.length <= 1) return nonNuls[0] ?? 0;
  const union = branches.map((branche) => `SELECT e.id ${branche(p)}`).join(' UNION ');
  return compter(db, union, p.valeurs, plafond, preparationDe(c, t));
}

/** Ids of a page of companies (exact names excluded: `exclus`). */
export async function pageEntreprises(
  db: Queryable,
  c: CriteresEntreprises,
  t: TexteSql | null,
  exclus: readonly number[],
  limit: number,
  offset: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const p = new Parametres();
  const ordre = [
    ...similariteDabord(t, 'e.denomination', p),
    ...nomDuLieuDabord(c, p),
    ...rangEntreprise(c, t === null),
  ].join(', ');
  const sauf = exclus.length > 0 ? ` AND e.id <> ALL(${p.add(exclus)}::bigint[])` : '';
  let sql: string;
  if (t === null) {
    sql = `SELECT e.id FROM entreprises e WHERE true${and(filtresEntreprise(c, p, true))}${sauf} ORDER BY ${ordre}`;
  } else {
    // Top (offset + limit) of each way of matching, then merged: each branch can use its index.
    const n = p.add(limit + offset);
    const premieres = branchesEntreprises(c, t).map(
      (branche) => `(SELECT e.id ${branche(p)}${sauf} ORDER BY ${ordre} LIMIT ${n})`,
    );
    sql = `SELECT e.id FROM (${premieres.join(' UNION ')}) m JOIN entreprises e ON e.id = m.id
           ORDER BY ${ordre}`;
  }
  return lireIds(db, `${sql} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`, p.valeurs, preparationDe(c, t));
}

/** Companies whose whole name or sigle is the query (at most 100, best first). */
export async function entreprisesExactes(
  db: Queryable,
  c: CriteresEntreprises,
  t: TexteSql,
  /** Names written with « & » only, the query's « et » left out (« denis et michaud » is DENIS & MICHAUD). */
  esperluette = false,
): Promise<number[]> {
  const p = new Parametres();
  const compact = p.add(t.compact);
  // With a place in the phrase, the exact name words count in the place only.
  const l = c.lieuPhrase;
  const filtres = [...filtresEntreprise(c, p), ...(l !== null ? [filtreGeographieEntreprise(l.geographie, p)] : [])];
  const nom = esperluette
    ? `recherche_nom_compact(e.denomination) = ${compact} AND strpos(e.denomination, '&') > 0`
    : `recherche_nom_compact(e.denomination) = ${compact} OR recherche_nom_compact(e.sigle) = ${compact}`;
  return lireIds(
    db,
    `SELECT e.id FROM entreprises e
     WHERE (${nom})${and(filtres)}
     ORDER BY ${rangEntreprise(c).join(', ')} LIMIT 100`,
    p.valeurs,
    preparationDe(c, t),
  );
}

export async function entreprisesParId(db: Queryable, ids: readonly number[]): Promise<LigneEntreprise[]> {
  return lireParIds<LigneEntreprise>(
    db,
    ids,
    `SELECT ${COLONNES_ENTREPRISE} FROM entreprises e ${JOINTURES_ENTREPRISE} WHERE e.id = ANY($1::bigint[])`,
  );
}

export async function entrepriseParIdentifiant(
  db: Queryable,
  c: CriteresEntreprises,
  identifiant: Identifiant,
): Promise<number[]> {
  const p = new Parametres();
  // An RNA number by its own unique index (migration 022): an unknown one matches nothing.
  const cle =
    'rna' in identifiant
      ? `e.rna = ${p.add(identifiant.rna)}`
      : 'siren' in identifiant
        ? `e.siren = ${p.add(identifiant.siren)}`
        : `e.id = (SELECT entreprise_id FROM etablissements WHERE siret = ${p.add(identifiant.siret)})`;
  return lireIds(
    db,
    `SELECT e.id FROM entreprises e WHERE ${cle}${and(filtresEntreprise(c, p))}`,
    p.valeurs,
    c.geographie !== null ? 'planifiee' : 'preparee',
  );
}

/** At most this many establishments in the place are shown under a company result. */
export const ETABLISSEMENTS_LIEU_MAX = 3;

/**
 * The establishments of each company of `ids` through which it is in the place: the siège first,
 * then the open ones in SIRET order, ETABLISSEMENTS_LIEU_MAX at most per company.
 */
export async function etablissementsDansLeLieu(
  db: Queryable,
  ids: readonly number[],
  g: Geographie,
): Promise<Map<number, EtablissementResumeRow[]>> {
  const parEntreprise = new Map<number, EtablissementResumeRow[]>();
  if (ids.length === 0) return parEntreprise;
  const p = new Parametres();
  const entreprises = p.add(ids);
  const lignes = await lireLignesJson<EtablissementResumeRow & { entreprise_id: number; rang: number }>(
    db,
    `SELECT * FROM (
       ${SELECT_ETABLISSEMENT_RESUME}, et.entreprise_id,
              row_number() OVER (PARTITION BY et.entreprise_id ORDER BY et.siege DESC, et.siret) AS rang
       ${FROM_ETABLISSEMENT}
       WHERE et.entreprise_id = ANY(${entreprises}::bigint[]) AND ${COMPTE_DANS_LE_LIEU('et')}
         AND ${filtreGeographieEtablissement(g, p, 'et', true)}) x
     WHERE rang <= ${ETABLISSEMENTS_LIEU_MAX}`,
    p.valeurs,
  );
  lignes.sort((a, b) => a.rang - b.rang);
  for (const ligne of lignes) {
    parEntreprise.set(ligne.entreprise_id, [...(parEntreprise.get(ligne.entreprise_id) ?? []), ligne]);
  }
  return parEntreprise;
}

// ---------------------------------------------------------------- establishments

/** Establishments of the companies whose name matches, and those whose own name matches. */
export function selectionEtablissements(
  c: CriteresEntreprises,
  t: TexteSql | null,
  identifiant: Identifiant | null,
): Selection {
  const p = new Parametres();
  const conditions: string[] = [];
  if (identifiant !== null) {
    conditions.push(
      'siren' in identifiant ? `e.siren = ${p.add(identifiant.siren)}` : `et.siret = ${p.add(identifiant.siret)}`,
    );
  } else if (t?.initiales !== undefined) {
    const l = c.lieuPhrase;
    conditions.push(
      `e.id IN (SELECT e.id FROM entreprises e WHERE ${INITIALES} = ${p.add(t.initiales)})`,
      ...(l !== null ? [filtreGeographieEtablissement(l.geographie, p)] : []),
    );
  } else if (t !== null) {
    // Index scans, never an OR across the join (which reads every row). With a place in the
    // phrase: the establishments in it, or all those of a name holding the place's words too.
    const branches = (mots: string, lieu: Geographie | null) => {
      const q = `to_tsquery('simple', ${p.add(mots)})`;
      const dansLeLieu = lieu !== null ? ` AND ${filtreGeographieEtablissement(lieu, p)}` : '';
      return `
      SELECT et.id FROM entreprises e JOIN etablissements et ON et.entreprise_id = e.id
       WHERE ${DOC_ENTREPRISE} @@ ${q}${dansLeLieu}
      UNION ALL
      SELECT et.id FROM etablissements et WHERE ${A_UN_NOM_PROPRE} AND ${DOC_ETABLISSEMENT} @@ ${q}${dansLeLieu}`;
    };
    const l = avecLieu(c, t);
    const toutes =
      l === null ? branches(t.tsquery, null) : `${branches(t.tsquery, l.lieu)} UNION ALL ${branches(l.mots, null)}`;
    conditions.push(`et.id IN (${toutes})`);
  }
  conditions.push(...filtresEtablissement(c, p));
  return {
    from: `FROM etablissements et JOIN entreprises e ON e.id = et.entreprise_id ${where(conditions)}`,
    valeurs: p.valeurs,
  };
}

export async function pageEtablissements(
  db: Queryable,
  c: CriteresEntreprises,
  t: TexteSql | null,
  identifiant: Identifiant | null,
  limit: number,
  offset: number,
): Promise<number[]> {
  const selection = selectionEtablissements(c, t, identifiant);
  const p = new Parametres();
  selection.valeurs.forEach((v) => p.add(v));
  const ordre = [...similariteDabord(t, 'coalesce(et.enseigne, e.denomination)', p), ...rangEtablissement(c)].join(
    ', ',
  );
  return lireIds(
    db,
    `SELECT et.id ${selection.from} ORDER BY ${ordre} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
    p.valeurs,
    identifiant === null ? preparationDe(c, t) : 'preparee',
  );
}

export async function etablissementsParId(db: Queryable, ids: readonly number[]): Promise<LigneEtablissement[]> {
  return lireParIds<LigneEtablissement>(
    db,
    ids,
    `SELECT ${COLONNES_ETABLISSEMENT} FROM etablissements et ${JOINTURES_ETABLISSEMENT} WHERE et.id = ANY($1::bigint[])`,
  );
}

// ---------------------------------------------------------------- people

export interface LignePersonne {
  id: number;
  nom: string;
  nom_usage: string | null;
  prenoms: string;
  mois_naissance: number | null;
  annee_naissance: number | null;
  nationalite: string | null;
  nombre_fonctions: number;
  fonctions: Array<{
    qualite: string;
    nature: string;
    actif: boolean;
    entreprise: { id: number; siren: string; denomination: string; etat: 'ACTIVE' | 'RADIEE' };
  }>;
}

// Being a beneficial owner is no mandate: people are searched as officers only.
const MANDAT = "f.nature <> 'BENEFICIAIRE_EFFECTIF'";
const NOM_PRENOM = "recherche_nom_compact(p.nom || ' ' || split_part(p.prenoms, ' ', 1))";
const PRENOM_NOM = "recherche_nom_compact(split_part(p.prenoms, ' ', 1) || ' ' || p.nom)";
const ORDRE_PERSONNES = [
  'recherche_normaliser(p.nom) COLLATE "C"',
  'recherche_normaliser(p.prenoms) COLLATE "C"',
  'p.id',
];

const A_UN_MANDAT = `EXISTS (SELECT 1 FROM fonctions f WHERE f.personne_physique_id = p.id AND ${MANDAT})`;

function filtresPersonne(c: CriteresPersonnes, p: Parametres): string[] {
  const filtres = [A_UN_MANDAT];
  if (c.annee !== null) {
    const debut =
      c.mois !== null ? `make_date(${p.add(c.annee)}, ${p.add(c.mois)}, 1)` : `make_date(${p.add(c.annee)}, 1, 1)`;
    filtres.push(
      `p.date_naissance >= ${debut}`,
      `p.date_naissance < ${debut} + interval '${c.mois !== null ? '1 month' : '1 year'}'`,
    );
  } else if (c.mois !== null) {
    filtres.push(`extract(month FROM p.date_naissance) = ${p.add(c.mois)}`);
  }
  return filtres;
}

export function selectionPersonnes(c: CriteresPersonnes, t: TexteSql): Selection {
  const p = new Parametres();
  const filtres = [`${DOC_PERSONNE} @@ to_tsquery('simple', ${p.add(t.tsquery)})`, ...filtresPersonne(c, p)];
  return { from: `FROM personnes_physiques p ${where(filtres)}`, valeurs: p.valeurs };
}

/** People whose surname and first given name, in either order, are the query (at most 100). */
export async function personnesExactes(db: Queryable, c: CriteresPersonnes, compact: string): Promise<number[]> {
  const p = new Parametres();
  const q = p.add(compact);
  const filtres = filtresPersonne(c, p);
  return lireIds(
    db,
    `SELECT p.id FROM personnes_physiques p
     WHERE (${NOM_PRENOM} = ${q} OR ${PRENOM_NOM} = ${q})${and(filtres)}
     ORDER BY ${ORDRE_PERSONNES.join(', ')} LIMIT 100`,
    p.valeurs,
    'preparee',
  );
}

export async function pagePersonnes(
  db: Queryable,
  c: CriteresPersonnes,
  t: TexteSql,
  exclus: readonly number[],
  limit: number,
  offset: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const selection = selectionPersonnes(c, t);
  const p = new Parametres();
  selection.valeurs.forEach((v) => p.add(v));
  const sauf = exclus.length > 0 ? ` AND p.id <> ALL(${p.add(exclus)}::bigint[])` : '';
  const ordre = [...similariteDabord(t, "p.nom || ' ' || p.prenoms", p), ...ORDRE_PERSONNES].join(', ');
  return lireIds(
    db,
    `SELECT p.id ${selection.from}${sauf} ORDER BY ${ordre} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
    p.valeurs,
    'preparee',
  );
}

export async function personnesParId(db: Queryable, ids: readonly number[]): Promise<LignePersonne[]> {
  return lireParIds<LignePersonne>(
    db,
    ids,
    `SELECT p.id, p.nom, p.nom_usage AS "nom_usage", p.prenoms,
            extract(month FROM p.date_naissance)::int AS "mois_naissance",
            extract(year FROM p.date_naissance)::int AS "annee_naissance", p.nationalite,
            (SELECT count(*)::int FROM fonctions f WHERE f.personne_physique_id = p.id AND ${MANDAT}) AS "nombre_fonctions",
            (SELECT coalesce(json_agg(json_build_object('qualite', x.qualite, 'nature', x.nature, 'actif', x.actif,
                                                        'entreprise', x.entreprise)
                                      ORDER BY x.actif DESC, x.debut DESC NULLS LAST, x.id), '[]'::json) FROM (
               SELECT f.id, f.qualite, f.nature, (f.date_fin IS NULL OR f.date_fin >= current_date) AS actif,
                      f.date_debut AS debut,
                      json_build_object('id', e.id, 'siren', e.siren, 'denomination', e.denomination, 'etat', e.etat) AS entreprise
               FROM fonctions f JOIN entreprises e ON e.id = f.entreprise_id
               WHERE f.personne_physique_id = p.id AND ${MANDAT}
               ORDER BY actif DESC, f.date_debut DESC NULLS LAST, f.id LIMIT 5) x) AS fonctions
     FROM personnes_physiques p WHERE p.id = ANY($1::bigint[])`,
  );
}

// ---------------------------------------------------------------- suggestions

export interface SuggestionEntreprise {
  id: number;
  siren: string;
  denomination: string;
  etat: 'ACTIVE' | 'RADIEE';
  code_postal: string | null;
  commune: string | null;
}

export async function suggestionsParId(db: Queryable, ids: readonly number[]): Promise<SuggestionEntreprise[]> {
  return lireParIds<SuggestionEntreprise>(
    db,
    ids,
    `SELECT e.id, e.siren, e.denomination, e.etat, s.code_postal AS "code_postal",
            coalesce(s.libelle_commune, sc.nom) AS commune
     FROM entreprises e
     LEFT JOIN etablissements s ON s.entreprise_id = e.id AND s.siege
     LEFT JOIN communes sc ON sc.code = s.commune_code
     WHERE e.id = ANY($1::bigint[])`,
  );
}

// ---------------------------------------------------------------- frequent words

/** Words held by at least this many names get their list of best-ranked companies. */
export const TETE_SEUIL = 500;
/** Length of those lists: enough for the first pages (offset + limit ≤ TETE_TAILLE). */
export const TETE_TAILLE = 50;
/** Beyond this many names held by the rarer words of a prefix, the lists are not used. */
const RARES_MAX = 5000;

const RANG_TETE = [ACTIVE_D_ABORD, ...TAILLE, 'e.id'].join(', ');
// What RANG_TETE reads. The companies that hold a word are ranked from these columns alone, rather
// than looked up again by id in the whole table (a hash join scanning every company, per word):
// 0.36 s instead of 2.1 s for a word of 166 667 companies out of a million.
const COLONNES_RANG = 'e.id, e.etat, e.nb_etablissements, e.tranche_effectifs, e.capital';

/** Rebuilds the lists of the first companies and officers of the frequent words (after the dictionary). */
export async function rafraichirTetes(db: Queryable, seuil = TETE_SEUIL): Promise<void> {
  const q = "to_tsquery('simple', m.mot)";
  await db.query(
    `INSERT INTO mots_recherche_tete (mot, entreprises, personnes)
     SELECT m.mot,
       CASE WHEN m.entreprises >= $1 THEN ARRAY(
         SELECT e.id FROM (
           SELECT ${COLONNES_RANG} FROM entreprises e WHERE ${DOC_ENTREPRISE} @@ ${q}
           UNION
           SELECT ${COLONNES_RANG} FROM etablissements et JOIN entreprises e ON e.id = et.entreprise_id
            WHERE ${A_UN_NOM_PROPRE} AND ${DOC_ETABLISSEMENT} @@ ${q}) e
         ORDER BY ${RANG_TETE} LIMIT ${TETE_TAILLE}) END,
       CASE WHEN m.personnes >= $1 THEN ARRAY(
         SELECT p.id FROM personnes_physiques p
         WHERE ${DOC_PERSONNE} @@ ${q} AND ${A_UN_MANDAT}
         ORDER BY ${ORDRE_PERSONNES.join(', ')} LIMIT ${TETE_TAILLE}) END
     FROM mots_recherche m WHERE m.entreprises >= $1 OR m.personnes >= $1`,
    [seuil],
  );
}

/**
 * For a one-word query: the ids of the lists of the frequent words it is (or begins, for a
 * prefix), and the rarer words it begins. Null when no frequent word is involved, or when
 * the rarer words hold too many names: the ordinary search is then as fast.
 */
export async function tetes(
  db: Queryable,
  mot: string,
  prefixe: boolean,
  source: 'entreprises' | 'personnes',
): Promise<{ ids: number[]; rares: string[] } | null> {
  const { rows } = await db.query<{ mot: string; nombre: number; ids: Array<number | string> | null }>(
    `SELECT m.mot, m.${source} AS nombre, t.${source} AS ids
     FROM mots_recherche m LEFT JOIN mots_recherche_tete t ON t.mot = m.mot
     WHERE ${prefixe ? "m.mot >= $1 AND m.mot < $1 || '~'" : 'm.mot = $1'} AND m.${source} > 0`,
    [mot],
  );
  const frequents = rows.filter((row) => row.ids !== null);
  if (frequents.length === 0) return null;
  const rares = rows.filter((row) => row.ids === null);
  if (rares.reduce((n, row) => n + row.nombre, 0) > RARES_MAX) return null;
  return {
    ids: [...new Set(frequents.flatMap((row) => (row.ids ?? []).map(Number)))],
    rares: rares.map((row) => row.mot),
  };
}

/** How the lists of the frequent words are read back, for companies and for officers. */
const LECTURE_TETES = {
  entreprises: {
    table: 'entreprises e',
    alias: 'e',
    rares: (q: string) => [
      `SELECT e.id FROM entreprises e WHERE ${DOC_ENTREPRISE} @@ ${q}`,
      `SELECT et.entreprise_id FROM etablissements et WHERE ${A_UN_NOM_PROPRE} AND ${DOC_ETABLISSEMENT} @@ ${q}`,
    ],
    ordre: RANG_TETE,
  },
  personnes: {
    table: 'personnes_physiques p',
    alias: 'p',
    rares: (q: string) => [`SELECT p.id FROM personnes_physiques p WHERE ${DOC_PERSONNE} @@ ${q} AND ${A_UN_MANDAT}`],
    ordre: ORDRE_PERSONNES.join(', '),
  },
} as const;

/**
 * A page of the companies (best-ranked first) or officers (by name) among the `ids` of the
 * lists and those holding one of the `rares` words.
 */
export async function pageTetes(
  db: Queryable,
  source: 'entreprises' | 'personnes',
  candidats: { ids: readonly number[]; rares: readonly string[] },
  exclus: readonly number[],
  limit: number,
  offset: number,
): Promise<number[]> {
  if (limit <= 0) return [];
  const lecture = LECTURE_TETES[source];
  const p = new Parametres();
  const sources = [`SELECT unnest(${p.add(candidats.ids)}::bigint[])`];
  if (candidats.rares.length > 0) {
    sources.push(...lecture.rares(`to_tsquery('simple', ${p.add(candidats.rares.join(' | '))})`));
  }
  const { alias } = lecture;
  return lireIds(
    db,
    `SELECT ${alias}.id FROM ${lecture.table}
     WHERE ${alias}.id IN (${sources.join(' UNION ')}) AND ${alias}.id <> ALL(${p.add(exclus)}::bigint[])
     ORDER BY ${lecture.ordre} LIMIT ${p.add(limit)} OFFSET ${p.add(offset)}`,
    p.valeurs,
    'preparee',
  );
}
