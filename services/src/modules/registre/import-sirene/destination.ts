import type { Queryable, QueryResult } from '../../../db/index.js';
import type { ModeEcriture } from './chargement-initial.js';
import type { EnTete, NatureFichier } from './colonnes.js';
import type { LigneLue, TableStaging } from './staging.js';

/** A line the database side refused (unknown unit, registry-owned company…). */
export interface RejetBase {
  ligne: number;
  motif: string;
}

export interface ResultatEcriture {
  rejets: RejetBase[];
  /** Lines written without one of their values, which the database side set aside (an RNA number held elsewhere). */
  ecarts?: RejetBase[];
  creees: number;
  modifiees: number;
}

/** Where one kind of stock file goes: its mapper, staging table and SQL. */
export interface Destination {
  nature: NatureFichier;
  staging: TableStaging;
  /** Tables the batches read and write, analysed as they grow (see analyserTables). */
  tables: ReadonlyArray<'entreprises' | 'etablissements'>;
  lecteur(enTete: EnTete): (champs: readonly string[]) => LigneLue;
  /**
   * Once per run of an import, outside the batch transactions, once its mode is known (events
   * are written outside bulk mode only, see evenements.ts).
   */
  preparer(db: Queryable, mode: ModeEcriture, importId: number): Promise<void>;
  /** Inside the batch transaction, once the staging table holds its `lignes` lines. */
  appliquer(tx: Queryable, mode: ModeEcriture, lignes: number): Promise<ResultatEcriture>;
}

/**
 * An identity column filled with explicit ids (the generator supplies its own)
 * leaves its sequence behind: moved past the largest id so that the rows this
 * import creates never collide with existing ones.
 */
export async function alignerSequence(db: Queryable, table: 'entreprises' | 'etablissements'): Promise<void> {
  await db.query(
    `SELECT setval(sequence, plus_grand)
       FROM (SELECT pg_get_serial_sequence($1, 'id')::regclass AS sequence,
                    (SELECT max(id) FROM ${table}) AS plus_grand) AS s
      WHERE plus_grand > coalesce(pg_sequence_last_value(sequence), 0)`,
    [table],
  );
}

/**
 * Planner statistics of the target tables. Right after the units are loaded,
 * `entreprises` has none yet (autovacuum comes later) and the establishments
 * import ran at 13 000 rows/s instead of 21 000 after an ANALYZE of 0.2 s; the
 * importer analyses before the first batch and each time the rows written
 * since have doubled. `perimees`: only the tables modified by more than a
 * tenth since their last ANALYZE (a bulk load ends with one: analysing a
 * million companies again costs a second).
 */
export async function analyserTables(
  db: Queryable,
  tables: Destination['tables'],
  { perimees = false } = {},
): Promise<void> {
  let aAnalyser: readonly string[] = tables;
  if (perimees) {
    const { rows } = await db.query<{ table: string }>(
      `SELECT relname AS table FROM pg_stat_user_tables
        WHERE schemaname = current_schema() AND relname = ANY($1::text[])
          AND coalesce(last_analyze, last_autoanalyze) IS NOT NULL AND n_mod_since_analyze <= n_live_tup / 10`,
      [tables],
    );
    const fraiches = new Set(rows.map((row) => row.table));
    aAnalyser = tables.filter((table) => !fraiches.has(table));
  }
  if (aAnalyser.length > 0) await db.exec(aAnalyser.map((table) => `ANALYZE ${table}`).join('; '));
}

/** Counts of an upsert's RETURNING (xmax = 0 AS creee): created vs updated rows. */
export const sqlCompterEcritures = `SELECT (count(*) FILTER (WHERE creee))::int AS creees,
  (count(*) FILTER (WHERE NOT creee))::int AS modifiees FROM ecritures`;

// A type alias, not an interface: query rows must be assignable to Record<string, unknown>.
export type Comptes = { creees: number; modifiees: number };

export function lireComptes(resultat: QueryResult<Comptes>): Comptes {
  return { creees: resultat.rows[0]?.creees ?? 0, modifiees: resultat.rows[0]?.modifiees ?? 0 };
}

/**
 * The batch's counts: by a plain INSERT while the mode allows it (see
 * ModeEcriture.insertionDirecte; a key that exists fails the batch, which
 * ecrireLot writes again), else by `avantUpsert` then the upsert.
 */
export async function insererOuMettreAJour(
  tx: Queryable,
  mode: ModeEcriture,
  sql: { insertion: string; avantUpsert?: string; upsert: string },
): Promise<Comptes> {
  if (mode.insertionDirecte) return { creees: (await tx.query(sql.insertion)).rowCount, modifiees: 0 };
  if (sql.avantUpsert !== undefined) await tx.query(sql.avantUpsert);
  return lireComptes(await tx.query<Comptes>(sql.upsert));
}
