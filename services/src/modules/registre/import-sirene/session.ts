import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import pg from 'pg';
import copyStreams from 'pg-copy-streams';

import type { Config } from '../../../config.js';
import type { Db, Queryable, Row } from '../../../db/index.js';
import { openPglite } from '../../../db/pglite.js';
import { insertionParTableaux, sqlCopy, texteCopy, type TableStaging } from './staging.js';

type Valeurs = ReadonlyArray<ReadonlyArray<string | null>>;

/**
 * The importer's connection. The shared Db interface has no COPY, so on
 * PostgreSQL the importer holds one dedicated client, wrapped in the Db shape
 * for everything else (migrations, upserts, bookkeeping); on PGlite it uses
 * the ordinary Db and loads staging tables with one INSERT of arrays.
 */
export interface SessionImport {
  readonly db: Db;
  /**
   * Loads rows into a staging table, inside the caller's transaction.
   * `propres`: rows known to need no COPY escaping (see sansEchappement).
   */
  charger(tx: Queryable, table: TableStaging, lignes: Valeurs, propres?: readonly boolean[]): Promise<void>;
  /** Settings of a batch transaction, first statement of each. */
  reglerTransaction(tx: Queryable): Promise<void>;
  close(): Promise<void>;
}

export async function ouvrirSession(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>): Promise<SessionImport> {
  if (config.databaseUrl === undefined) {
    const db = await openPglite(config.pgliteDir);
    return {
      db,
      async charger(tx, table, lignes) {
        if (lignes.length === 0) return;
        const { sql, parametres } = insertionParTableaux(table, lignes);
        await tx.query(sql, parametres);
      },
      reglerTransaction: () => Promise.resolve(),
      close: () => db.close(),
    };
  }
  return sessionPostgresql(config.databaseUrl);
}

async function sessionPostgresql(url: string): Promise<SessionImport> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // Without a listener a lost connection would crash the process; the query
  // in progress fails on its own and the import stops with that error.
  client.on('error', () => undefined);
  await client.connect();
  const queryable: Queryable = {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
  let closing: Promise<void> | undefined;
  const db: Db = {
    kind: 'postgresql',
    ...queryable,
    async transaction(fn) {
      await client.query('BEGIN');
      try {
        const result = await fn(queryable);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      }
    },
    close() {
      closing ??= client.end();
      return closing;
    },
  };
  return {
    db,
    async charger(_tx, table, lignes, propres) {
      if (lignes.length === 0) return;
      // One connection: the COPY runs inside the transaction `_tx` belongs to.
      const texte = texteCopy(lignes, propres);
      await pipeline(Readable.from([texte]), client.query(copyStreams.from(sqlCopy(table))));
    },
    async reglerTransaction(tx) {
      // Local to the batch transaction, so migrations run with the defaults.
      // - JIT compiles each batch statement for a quarter of a second, for nothing.
      // - A batch touches a few thousand rows of tables of millions: index
      //   lookups from the staging table are always right, while a hash or
      //   merge join (the planner knows nothing of a temporary table's size)
      //   scans a whole table at every batch, and the import slows down as the
      //   tables grow.
      // - Without waiting for the WAL flush at commit, a server crash can lose
      //   the last batches, but their resume position is lost with them (same
      //   transaction): the next run imports them again.
      await tx.exec(
        'SET LOCAL jit = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; ' +
          'SET LOCAL synchronous_commit = off',
      );
    },
    close: () => db.close(),
  };
}
