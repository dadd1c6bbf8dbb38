import type { Queryable } from '../../../db/index.js';

/**
 * Registry events of a re-import (migration 016, see the README): the batches of an ordinary
 * import write, in their own statements and transaction, one `evenements_registre` row per
 * change of a company or an establishment that existed before the import. SQL fragments shared
 * by ecriture-unites-legales.ts and ecriture-etablissements.ts.
 */

/**
 * One row for the import in progress, on the importer's connection: its day (the date of the
 * events the file gives no date for) and the largest ids of `entreprises` and `etablissements`
 * when it started, so that a row created by this import (and written again by a later line, or
 * the establishments of a company created by it) is never taken for a change.
 */
export const CONTEXTE = 'import_sirene_contexte';

/**
 * The sièges an upsert took the flag from while the new siège of their company was not in the
 * batch (it comes in a later one: the file is sorted by SIRET): the batch that writes the new
 * siège writes the transfer, with this former siège as `avant`.
 */
export const SIEGES_QUITTES = 'import_sirene_sieges_quittes';

const sqlTables = `CREATE TEMP TABLE IF NOT EXISTS ${CONTEXTE} (
    jour date NOT NULL, seuil_entreprises bigint NOT NULL, seuil_etablissements bigint NOT NULL);
  CREATE TEMP TABLE IF NOT EXISTS ${SIEGES_QUITTES} (
    entreprise_id bigint PRIMARY KEY, siren char(9) NOT NULL, id bigint NOT NULL, siret char(14) NOT NULL,
    commune_code text, libelle_commune text);
  DELETE FROM ${CONTEXTE};
  DELETE FROM ${SIEGES_QUITTES}`;

/** Before the first batch of an import; events are written outside bulk mode only. */
export async function preparerEvenements(
  db: Queryable,
  { importId, evenements }: { importId: number; evenements: boolean },
): Promise<void> {
  if (!evenements) return;
  await db.exec(sqlTables);
  await db.query(
    `INSERT INTO ${CONTEXTE} (jour, seuil_entreprises, seuil_etablissements)
     SELECT (commence_le AT TIME ZONE 'Europe/Paris')::date,
            coalesce((SELECT max(id) FROM entreprises), 0), coalesce((SELECT max(id) FROM etablissements), 0)
       FROM imports_sirene WHERE id = $1`,
    [importId],
  );
}

/**
 * The staging rows (alias `s`) that the upsert of the statement (CTE `ecritures`) wrote, `cle`
 * being their key: they hold the values written, and their SIRENE period. Hash joins are off in
 * the batches and the staging table has no index (one cost 50 ms a batch of 20 000 lines, an
 * eighth of an unchanged batch of units): a join with `ecritures` would compare every pair of
 * rows, and a hashed subplan is planned only when the planner's guess of the batch's size fits
 * in `work_mem` (else it compares every pair too). The keys written are gathered once in a JSON
 * object, whose keys are found by binary search; the staging table is not read at all when the
 * upsert wrote nothing (`EXISTS`, evaluated once).
 */
export function sqlLignesEcrites(cle: 'siren' | 'siret', filtre = 'true'): string {
  return `EXISTS (SELECT 1 FROM ecritures n WHERE ${filtre})
    AND (SELECT jsonb_object_agg(n.${cle}, true) FROM ecritures n WHERE ${filtre}) ? s.${cle}::text`;
}

/** The columns of `evenements_registre` an event statement fills (`enregistre_le` by default). */
export const COLONNES_EVENEMENT = 'entreprise_id, date_evenement, type, nature, libelle, origine, avant, apres';

/**
 * One kind of change of a row of relation `m`: the condition of the change, and the columns of
 * its event.
 */
export interface Changement {
  si: string;
  /** Joins this kind needs (`LEFT JOIN naf…`). */
  jointures?: string;
  nature: string;
  date: string;
  libelle: string;
  avant: string;
  apres: string;
}

/**
 * The events of the rows of `depuis`, one per change: a `SELECT` per kind of change, joined by
 * UNION ALL, so that a sentence or an object is built for the changes only (built for every
 * kind of every changed row and then filtered, they cost 0.2 ms a row).
 */
export function sqlSelectEvenements(entreprise: string, depuis: string, changements: readonly Changement[]): string {
  return changements
    .map(
      (c) => `SELECT ${entreprise}, ${c.date}, 'RCS', ${c.nature}, ${c.libelle}, 'SIRENE', ${c.avant}, ${c.apres}
    FROM ${depuis} ${c.jointures ?? ''} WHERE ${c.si}`,
    )
    .join('\n  UNION ALL ');
}

/** True when one of the columns differs (NULL-safe). */
export function sqlDiffere(
  colonnes: readonly string[],
  avant: (colonne: string) => string,
  apres: (colonne: string) => string,
) {
  return `(${colonnes.map(avant).join(', ')}) IS DISTINCT FROM (${colonnes.map(apres).join(', ')})`;
}

/**
 * The `avant` (or `apres`) object of a change: `valeur(colonne)` for each of the columns that
 * differ, keyed by column name (a value that became or was NULL is there as null).
 */
export function sqlObjetModifie(
  colonnes: readonly string[],
  avant: (colonne: string) => string,
  apres: (colonne: string) => string,
  valeur: (colonne: string) => string,
): string {
  return colonnes
    .map(
      (colonne) =>
        `CASE WHEN ${avant(colonne)} IS DISTINCT FROM ${apres(colonne)} ` +
        `THEN jsonb_build_object('${colonne}', ${valeur(colonne)}) ELSE '{}'::jsonb END`,
    )
    .join(' || ');
}

/** A JSON object of the columns and their values (`prefixe` + column). */
export function sqlObjet(colonnes: readonly string[], prefixe: string): string {
  return `jsonb_build_object(${colonnes.map((colonne) => `'${colonne}', ${prefixe}${colonne}`).join(', ')})`;
}

/** « 123 456 789 00012 » */
export function sqlSiretLisible(siret: string): string {
  return `concat_ws(' ', substr(${siret}, 1, 3), substr(${siret}, 4, 3), substr(${siret}, 7, 3), substr(${siret}, 10, 5))`;
}

/**
 * The name of a commune for a sentence: that of the `communes` table (`c`, joined on the code:
 * « Saint-Étienne »), else SIRENE's label in title case (arrondissements, foreign towns:
 * « Lyon 1er », « Bruxelles »); NULL without either.
 */
export function sqlVille(communes: string, libelle: string): string {
  return `coalesce(${communes}.nom, initcap(${libelle}))`;
}

const VOYELLE = `'^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜŒaeiouyàâäéèêëîïôöùûüœ]'`;

/** « de Lyon », « d’Ajaccio », « du Havre », « des Sables-d’Olonne »; NULL for a NULL town. */
export function sqlDeVille(ville: string): string {
  return `CASE WHEN ${ville} LIKE 'Le %' THEN 'du ' || substr(${ville}, 4)
    WHEN ${ville} LIKE 'Les %' THEN 'des ' || substr(${ville}, 5)
    WHEN ${ville} ~ ${VOYELLE} THEN 'd’' || ${ville}
    ELSE 'de ' || ${ville} END`;
}

/** « à Lyon », « au Havre », « aux Sables-d’Olonne »; NULL for a NULL town. */
export function sqlAVille(ville: string): string {
  return `CASE WHEN ${ville} LIKE 'Le %' THEN 'au ' || substr(${ville}, 4)
    WHEN ${ville} LIKE 'Les %' THEN 'aux ' || substr(${ville}, 5)
    ELSE 'à ' || ${ville} END`;
}

/** `texte`, or « aucune » when it is NULL (an enseigne, a name). */
export function sqlOuAucune(texte: string): string {
  return `coalesce(${texte}, 'aucune')`;
}
