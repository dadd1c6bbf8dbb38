import type { Db, Queryable } from '../../../db/index.js';
import { COLONNES_DES_COMPTEURS } from './ecriture-etablissements.js';
import type { SessionImport, Tache } from './session.js';

/**
 * What a bulk load suspends on the tables it fills, and how it is restored
 * (table imports_sirene_suspensions, migration 006). Each suspension is
 * recorded in the transaction that makes it, with the statement that undoes
 * it, and each restoration deletes its record in its own transaction: an
 * interruption at any point loses nothing.
 */

// Free space left in each page of `entreprises` by the units file: enough for
// a second version of every row, which the establishments file writes when it
// sets the counters (a HOT update: no index entry, no new page, about twice
// as fast on a million companies). The table is as large as it would be
// after a non-HOT update of every row, without the bloat of its indexes.
const REMPLISSAGE_CHARGEMENT = 45;

/**
 * Drops the non-unique secondary indexes of `tables` (primary keys and unique
 * indexes stay: ON CONFLICT and the one-siège rule need them) and, with
 * `reserverPlace`, lowers the fillfactor of `entreprises`. Of the tables of
 * `compteursSeulement`, only the indexes that read the counters' columns are
 * dropped: the others are not written by the load. Inside the caller's transaction.
 */
export async function suspendre(
  tx: Queryable,
  importId: number,
  tables: readonly string[],
  {
    reserverPlace = false,
    compteursSeulement = [],
  }: { reserverPlace?: boolean; compteursSeulement?: readonly string[] } = {},
): Promise<void> {
  // pg_depend holds a row for every column an index reads: key, expression or predicate.
  const { rows: index } = await tx.query<{ nom: string; table: string; definition: string; compteurs: boolean }>(
    `SELECT * FROM (
       SELECT format('%I.%I', i.schemaname, i.indexname) AS nom, i.tablename AS table, i.indexdef AS definition,
              EXISTS (SELECT 1 FROM pg_depend d
                        JOIN pg_attribute a ON a.attrelid = d.refobjid AND a.attnum = d.refobjsubid
                       WHERE d.classid = 'pg_class'::regclass AND d.objid = x.indexrelid
                         AND d.refclassid = 'pg_class'::regclass AND d.refobjid = x.indrelid
                         AND a.attname = ANY($2::text[])) AS compteurs
         FROM pg_indexes i JOIN pg_index x ON x.indexrelid = format('%I.%I', i.schemaname, i.indexname)::regclass
        WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[]) AND NOT x.indisunique
          AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
     ) i
     WHERE compteurs OR NOT (i.table = ANY($3::text[]))
     ORDER BY nom`,
    [tables, COLONNES_DES_COMPTEURS, compteursSeulement],
  );
  if (index.length > 0) {
    await tx.query(
      `INSERT INTO imports_sirene_suspensions (nature, nom, nom_table, retablissement, lit_les_compteurs, import_id)
       SELECT 'INDEX', *, $5 FROM unnest($1::text[], $2::text[], $3::text[], $4::boolean[])
       ON CONFLICT (nature, nom) DO UPDATE
         SET retablissement = EXCLUDED.retablissement, lit_les_compteurs = EXCLUDED.lit_les_compteurs, import_id = $5`,
      [
        index.map((r) => r.nom),
        index.map((r) => r.table),
        index.map((r) => r.definition),
        index.map((r) => r.compteurs),
        importId,
      ],
    );
    await tx.exec(`DROP INDEX ${index.map((r) => r.nom).join(', ')}`);
  }
  if (reserverPlace) {
    // The fillfactor of the table as it was before any load (a record left by
    // an interrupted one already holds it).
    await tx.query(
      `INSERT INTO imports_sirene_suspensions (nature, nom, nom_table, retablissement, import_id)
       SELECT 'REMPLISSAGE', format('%I.%I', n.nspname, c.relname), c.relname,
              format('ALTER TABLE %I.%I ', n.nspname, c.relname) || coalesce(
                (SELECT format('SET (fillfactor = %s)', option_value)
                   FROM pg_options_to_table(c.reloptions) WHERE option_name = 'fillfactor'),
                'RESET (fillfactor)'),
              $1
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.oid = 'entreprises'::regclass
       ON CONFLICT (nature, nom) DO NOTHING`,
      [importId],
    );
    await tx.exec(`ALTER TABLE entreprises SET (fillfactor = ${REMPLISSAGE_CHARGEMENT})`);
  }
  // Suspensions kept by an earlier run now belong to this import.
  await tx.query('UPDATE imports_sirene_suspensions SET import_id = $1 WHERE nom_table = ANY($2::text[])', [
    importId,
    tables,
  ]);
}

/** Restores the fillfactors suspended on every table but those of `garder` (instant). */
export async function retablirRemplissages(db: Db, garder: readonly string[]): Promise<void> {
  const { rows } = await db.query<{ nom: string; retablissement: string }>(
    `SELECT nom, retablissement FROM imports_sirene_suspensions
      WHERE nature = 'REMPLISSAGE' AND NOT (nom_table = ANY($1::text[]))`,
    [garder],
  );
  for (const { nom, retablissement } of rows) {
    await db.transaction(async (tx) => {
      await tx.query(`DELETE FROM imports_sirene_suspensions WHERE nature = 'REMPLISSAGE' AND nom = $1`, [nom]);
      await tx.exec(retablissement);
    });
  }
}

/**
 * The builds of the indexes suspended on every table but those of `garder`
 * (with `sansCompteurs`, only those that read none of the counters' columns),
 * each in the transaction that deletes its record: `etablissements` first,
 * then the longest definitions (the costliest builds start first).
 */
export async function tachesIndex(
  session: SessionImport,
  garder: readonly string[],
  { sansCompteurs = false } = {},
): Promise<Array<{ table: string; tache: Tache }>> {
  const { rows } = await session.db.query<{ nom: string; table: string; retablissement: string }>(
    `SELECT nom, nom_table AS table, retablissement FROM imports_sirene_suspensions
      WHERE nature = 'INDEX' AND NOT (nom_table = ANY($1::text[])) AND NOT ($2 AND lit_les_compteurs)
      ORDER BY nom_table DESC, length(retablissement) DESC, nom`,
    [garder, sansCompteurs],
  );
  return rows.map(({ nom, table, retablissement }) => ({
    table,
    tache: async (db: Db) => {
      await db.transaction(async (tx) => {
        // Sorts in memory rather than on disk for tables of millions of rows;
        // one build per connection rather than parallel workers: the builds
        // already share the cores.
        const travailleurs = session.connexions > 1 ? '; SET LOCAL max_parallel_maintenance_workers = 0' : '';
        await tx.exec(`SET LOCAL maintenance_work_mem = '256MB'${travailleurs}`);
        const { rows: suivi } = await tx.query<{ absent: boolean }>(
          `DELETE FROM imports_sirene_suspensions WHERE nature = 'INDEX' AND nom = $1
         RETURNING to_regclass(nom) IS NULL AS absent`,
          [nom],
        );
        // An index recreated by hand in the meantime is left as it is.
        if (suivi[0]?.absent === true) await tx.exec(retablissement);
      });
    },
  }));
}
