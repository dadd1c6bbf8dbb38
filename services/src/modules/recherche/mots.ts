/**
 * The dictionary of the registry's words (table mots_recherche) and the typo
 * tolerance built on it: a query word that no name holds is replaced by the
 * words of the dictionary within one or two edits of it.
 */
import type { Db, Queryable } from '../../db/index.js';
import { supprimerIndexSecondaires } from '../../db/index-secondaires.js';
import { coupures } from './noms.js';
import { rafraichirTetes } from './repository.js';

export type Source = 'entreprises' | 'personnes';

// The words of every name, counted per kind of document, in one hash aggregate over their lexemes.
// ts_stat() is not used: it keeps the words in an unbalanced binary tree, and names carrying numbers
// (« SCI 123456 ») reach it in increasing order, which made the rebuild quadratic (310 s of a
// 1 M-row import).
const MOTS_DES_NOMS = `
  SELECT word COLLATE "C" AS mot, sum(entreprises)::integer AS entreprises, sum(personnes)::integer AS personnes
  FROM (
    SELECT word, count(*) AS entreprises, 0 AS personnes
      FROM entreprises, unnest(tsvector_to_array(recherche_document(denomination, sigle))) AS word
     GROUP BY word
    UNION ALL
    SELECT word, count(*), 0
      FROM etablissements,
           unnest(tsvector_to_array(recherche_document_etablissement(enseigne, denomination_usuelle))) AS word
     WHERE enseigne IS NOT NULL OR denomination_usuelle IS NOT NULL
     GROUP BY word
    UNION ALL
    SELECT word, 0, count(*)
      FROM personnes_physiques, unnest(tsvector_to_array(recherche_document_personne(nom, nom_usage, prenoms))) AS word
     GROUP BY word
  ) t
  WHERE length(word) >= 2
  GROUP BY word`;

/**
 * Rebuilds the dictionary from the names, and the lists of its frequent words. Returns its size.
 * The words are counted into a temporary table, then only the differences are written: after an
 * import, most words and counts are what they were. An empty dictionary (a first load) is filled
 * with its trigram indexes suspended and rebuilt once, sorted, rather than entry by entry (3.7 s
 * instead of 5.5 s for a million words; its readers wait meanwhile, having nothing to read yet).
 * Otherwise readers see the former dictionary until the commit.
 */
export async function rafraichirMotsRecherche(db: Db, options: { seuilTete?: number } = {}): Promise<number> {
  const mots = await db.transaction(async (tx) => {
    // In memory rather than spilled; no JIT: each statement runs once, compiling it costs more.
    await tx.exec("SET LOCAL work_mem = '256MB'; SET LOCAL maintenance_work_mem = '256MB'; SET LOCAL jit = off");
    // Collation "C" as mots_recherche.mot: the words are compared byte for byte. CREATE TABLE AS
    // rather than INSERT … SELECT: it may read the names with parallel workers (8.4 s instead of
    // 12 s for a million companies on two cores).
    await tx.exec(`CREATE TEMPORARY TABLE mots_comptes ON COMMIT DROP AS ${MOTS_DES_NOMS}`);
    // Statistics for the comparisons below, which join a million words.
    await tx.exec('ANALYZE mots_comptes');
    // The lists are rebuilt below; deleted first, no word removed has one to cascade to.
    await tx.query('DELETE FROM mots_recherche_tete');
    const { rows: etat } = await tx.query<{ vide: boolean }>(
      'SELECT NOT EXISTS (SELECT 1 FROM mots_recherche) AS vide',
    );
    if (etat[0]?.vide === true) {
      await remplirSansIndex(tx);
    } else {
      await tx.query(
        'DELETE FROM mots_recherche m WHERE NOT EXISTS (SELECT 1 FROM mots_comptes c WHERE c.mot = m.mot)',
      );
      await tx.query(
        `UPDATE mots_recherche m SET entreprises = c.entreprises, personnes = c.personnes
           FROM mots_comptes c
          WHERE c.mot = m.mot AND (m.entreprises, m.personnes) IS DISTINCT FROM (c.entreprises, c.personnes)`,
      );
      await tx.query(
        `INSERT INTO mots_recherche (mot, entreprises, personnes)
         SELECT mot, entreprises, personnes FROM mots_comptes c
          WHERE NOT EXISTS (SELECT 1 FROM mots_recherche m WHERE m.mot = c.mot)`,
      );
    }
    await rafraichirTetes(tx, options.seuilTete);
    const { rows } = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM mots_comptes');
    return rows[0]?.n ?? 0;
  });
  // The typo corrections join the dictionary: fresh statistics, whether autovacuum runs or not.
  await db.exec('ANALYZE mots_recherche, mots_recherche_tete');
  return mots;
}

/** Fills the empty dictionary with its trigram index dropped, then built once from its definition. */
async function remplirSansIndex(tx: Queryable): Promise<void> {
  const index = await supprimerIndexSecondaires(tx, ['mots_recherche']);
  await tx.query(
    'INSERT INTO mots_recherche (mot, entreprises, personnes) SELECT mot, entreprises, personnes FROM mots_comptes',
  );
  for (const definition of index) await tx.exec(definition);
}

/** Builds the dictionary when the registry has names but the dictionary none (a database loaded before it existed). */
export async function assurerMotsRecherche(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ vide: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM mots_recherche) AND EXISTS (SELECT 1 FROM entreprises) AS vide`,
  );
  if (!rows[0]?.vide) return false;
  await rafraichirMotsRecherche(db);
  return true;
}

/** Optimal string alignment distance (Levenshtein with transpositions), stopping past `max`. */
export function distance(a: string, b: string, max = 2): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const lignes: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    const ligne = new Array<number>(b.length + 1).fill(0);
    ligne[0] = i;
    lignes.push(ligne);
  }
  for (let j = 0; j <= b.length; j++) lignes[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let minimum = Number.POSITIVE_INFINITY;
    for (let j = 1; j <= b.length; j++) {
      const cout = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(lignes[i - 1]![j]! + 1, lignes[i]![j - 1]! + 1, lignes[i - 1]![j - 1]! + cout);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, lignes[i - 2]![j - 2]! + 1);
      lignes[i]![j] = d;
      minimum = Math.min(minimum, d);
    }
    if (minimum > max) return max + 1;
  }
  return lignes[a.length]![b.length]!;
}

/** Edits tolerated: none under 4 letters, one up to 5, two beyond. */
export function tolerance(mot: string): number {
  if (mot.length < 4 || /^\d+$/.test(mot)) return 0;
  return mot.length <= 5 ? 1 : 2;
}

/** The word with one letter dropped, or two neighbours swapped. */
export function variantes(mot: string): string[] {
  const formes = new Set<string>();
  for (let i = 0; i < mot.length; i++) formes.add(mot.slice(0, i) + mot.slice(i + 1));
  for (let i = 0; i + 1 < mot.length; i++) formes.add(mot.slice(0, i) + mot[i + 1] + mot[i] + mot.slice(i + 2));
  formes.delete(mot);
  return [...formes];
}

/** At most this many replacements per word, the most frequent of the closest. */
const PROPOSITIONS_MAX = 4;

/**
 * Replacements for the words of `mots` that no name of `source` holds (the
 * last one, being typed, counts as known when a word starts with it).
 * Words are returned only when at least one replacement exists.
 */
export async function corriger(
  db: Queryable,
  mots: readonly string[],
  source: Source,
  dernierEnPrefixe: boolean,
): Promise<Map<string, string[]>> {
  const aCorriger = [...new Set(mots.filter((mot) => tolerance(mot) > 0))];
  if (aCorriger.length === 0) return new Map();
  const prefixe = dernierEnPrefixe ? (mots[mots.length - 1] ?? '') : '';
  const colonne = source === 'entreprises' ? 'entreprises' : 'personnes';
  // Trigrams miss a swap or a dropped letter in a short word ("matrin"):
  // those forms are looked up as they are.
  // Two edits for long words: the forms of the forms.
  const paires = aCorriger.flatMap((mot) => {
    const premieres = variantes(mot);
    const formes = tolerance(mot) >= 2 ? new Set([...premieres, ...premieres.flatMap((v) => variantes(v))]) : premieres;
    return [...formes].map((variante) => [mot, variante] as const);
  });
  const { rows } = await db.query<{ saisi: string; mot: string; nombre: number }>(
    `SELECT v.saisi, k.mot, k.${colonne} AS nombre
     FROM unnest($3::text[], $4::text[]) AS v(saisi, variante)
     JOIN mots_recherche k ON k.mot = v.variante AND k.${colonne} > 0
     WHERE NOT EXISTS (SELECT 1 FROM mots_recherche c WHERE c.mot = v.saisi AND c.${colonne} > 0)
     UNION
     SELECT t.saisi, m.mot, m.nombre
     FROM unnest($1::text[]) AS t(saisi)
     CROSS JOIN LATERAL (
       SELECT k.mot, k.${colonne} AS nombre
       FROM mots_recherche k
       WHERE k.mot % t.saisi AND k.${colonne} > 0
       ORDER BY similarity(k.mot, t.saisi) DESC, k.${colonne} DESC
       LIMIT 20
     ) m
     WHERE NOT EXISTS (SELECT 1 FROM mots_recherche c WHERE c.mot = t.saisi AND c.${colonne} > 0)
       AND NOT (t.saisi = $2 AND EXISTS (
         SELECT 1 FROM mots_recherche c
         WHERE c.mot >= t.saisi AND c.mot < t.saisi || '~' AND c.${colonne} > 0))`,
    [aCorriger, prefixe, paires.map(([mot]) => mot), paires.map(([, variante]) => variante)],
    { preparer: false },
  );
  const parMot = new Map<string, Array<{ mot: string; d: number; nombre: number }>>();
  for (const row of rows) {
    const d = distance(row.saisi, row.mot, tolerance(row.saisi));
    if (d > tolerance(row.saisi)) continue;
    const liste = parMot.get(row.saisi) ?? [];
    liste.push({ mot: row.mot, d, nombre: row.nombre });
    parMot.set(row.saisi, liste);
  }
  const resultat = new Map<string, string[]>();
  for (const [saisi, liste] of parMot) {
    // The closest words only: one edit away beats two.
    const plusProche = Math.min(...liste.map((p) => p.d));
    const proches = liste.filter((p) => p.d === plusProche);
    proches.sort((a, b) => b.nombre - a.nombre || (a.mot < b.mot ? -1 : 1));
    resultat.set(
      saisi,
      proches.slice(0, PROPOSITIONS_MAX).map((p) => p.mot),
    );
  }
  return resultat;
}

/**
 * The words of `mots` that may be two known words written joined, with those cuts (noms.ts
 * coupures): both parts in the dictionary of `source`, or an elision (l, d) and a known word.
 */
export async function coupuresConnues(
  db: Queryable,
  mots: readonly string[],
  source: Source,
): Promise<Map<string, Array<[string, string]>>> {
  const candidates = new Map(mots.map((mot) => [mot, coupures(mot)] as const).filter(([, c]) => c.length > 0));
  const resultat = new Map<string, Array<[string, string]>>();
  if (candidates.size === 0) return resultat;
  const parties = [...new Set([...candidates.values()].flat(2))];
  const colonne = source === 'entreprises' ? 'entreprises' : 'personnes';
  const { rows } = await db.query<{ mot: string }>(
    `SELECT mot FROM mots_recherche WHERE mot = ANY($1::text[]) AND ${colonne} > 0`,
    [parties],
  );
  const connus = new Set(rows.map((row) => row.mot));
  const connu = (partie: string) => connus.has(partie) || partie === 'l' || partie === 'd';
  for (const [mot, liste] of candidates) {
    const bonnes = liste.filter(([a, b]) => connu(a) && connus.has(b)).slice(0, COUPURES_MAX);
    if (bonnes.length > 0) resultat.set(mot, bonnes);
  }
  return resultat;
}

/** At most this many cuts of one word are tried. */
const COUPURES_MAX = 3;
