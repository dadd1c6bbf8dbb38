import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

import pg from 'pg';
import copyStreams from 'pg-copy-streams';

import type { Config } from '../../../config.js';
import type { Db, Queryable, Row } from '../../../db/index.js';
import { openPglite } from '../../../db/pglite.js';
import type { ModeEcriture } from './chargement-initial.js';
import { insertionParTableaux, sqlCopy, texteCopy, type TableStaging } from './staging.js';

/** Work that can run on any connection, in a transaction of its own. */
export type Tache = (db: Db) => Promise<void>;

// Skips every trigger, foreign-key checks included (see controlesSuspendables).
const SANS_CONTROLES = 'SET LOCAL session_replication_role = replica';

/**
 * The importer's connection. The shared Db interface has no COPY, so on
 * PostgreSQL the importer holds one dedicated client, wrapped in the Db shape
 * for everything else (migrations, upserts, bookkeeping); on PGlite it uses
 * the ordinary Db and loads staging tables with one INSERT of arrays.
 */
export interface SessionImport {
  readonly db: Db;
  /** Loads rows (see ligneCopy) into a staging table, inside the caller's transaction. */
  charger(tx: Queryable, table: TableStaging, lignes: readonly string[]): Promise<void>;
  /**
   * Runs `fn` in a batch transaction, with its settings; with
   * `controlesSuspendus`, the per-row foreign-key triggers are skipped.
   */
  transactionLot<T>(mode: Pick<ModeEcriture, 'controlesSuspendus'>, fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** How many tasks `executer` runs at once: 2 on PostgreSQL, 1 on PGlite. */
  readonly connexions: number;
  /**
   * Runs independent tasks in order, each on the first free connection: on
   * PostgreSQL the importer's and one more, opened for the occasion, so that
   * the end of a bulk load (index builds, slices of one UPDATE) uses both
   * cores while the reading of the file is over. Stops taking tasks after a
   * failure and throws the first error once the running ones have ended.
   */
  executer(taches: readonly Tache[]): Promise<void>;
  /**
   * Runs tasks one after the other on a connection of their own, opened for
   * the occasion, while the importer's connection writes batches (PostgreSQL
   * only). Stops at the first failure and throws it.
   */
  executerAPart?: (taches: readonly Tache[]) => Promise<void>;
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
      transactionLot: ({ controlesSuspendus }, fn) =>
        db.transaction(async (tx) => {
          if (controlesSuspendus) await tx.exec(SANS_CONTROLES);
          return fn(tx);
        }),
      connexions: 1,
      executer: (taches) => executerSur([db], taches),
      close: () => db.close(),
    };
  }
  return sessionPostgresql(config.databaseUrl);
}

async function executerSur(dbs: readonly Db[], taches: readonly Tache[]): Promise<void> {
  let suivante = 0;
  let echec: { erreur: unknown } | undefined;
  const travailleur = async (db: Db) => {
    while (echec === undefined && suivante < taches.length) {
      const tache = taches[suivante++] as Tache;
      try {
        await tache(db);
      } catch (erreur) {
        echec ??= { erreur };
      }
    }
  };
  await Promise.all(dbs.map(travailleur));
  if (echec !== undefined) throw echec.erreur;
}

interface Connexion {
  client: pg.Client;
  db: Db;
}

async function connecter(url: string): Promise<Connexion> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // Without a listener a lost connection would crash the process; the query
  // in progress fails on its own and the import stops with that error.
  client.on('error', () => undefined);
  await client.connect();
  // A bulk load writes a full-page image of each page it first touches after a
  // checkpoint (every page of a table whose counters or indexes it rewrites):
  // compressed by lz4 (cheap to compute), the establishments file of the
  // benchmark ran ~2 % faster. Only a superuser may set it.
  await client.query(
    `SELECT set_config('wal_compression', 'lz4', false) FROM pg_settings
      WHERE name = 'wal_compression' AND 'lz4' = ANY (enumvals)
        AND coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = current_user), false)`,
  );
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
  return { client, db };
}

async function sessionPostgresql(url: string): Promise<SessionImport> {
  const { client, db } = await connecter(url);
  return {
    db,
    async charger(_tx, table, lignes) {
      if (lignes.length === 0) return;
      // One connection: the COPY runs inside the transaction `_tx` belongs to.
      const texte = texteCopy(lignes);
      await pipeline(Readable.from([texte]), client.query(copyStreams.from(sqlCopy(table))));
    },
    async transactionLot({ controlesSuspendus }, fn) {
      // Local to the batch transaction, so migrations run with the defaults;
      // sent with BEGIN, in one round trip.
      // - JIT compiles each batch statement for a quarter of a second, for nothing.
      // - A batch touches a few thousand rows of tables of millions: index
      //   lookups from the staging table are always right, while a hash or
      //   merge join (the planner knows nothing of a temporary table's size)
      //   scans a whole table at every batch, and the import slows down as the
      //   tables grow.
      // - Without waiting for the WAL flush at commit, a server crash can lose
      //   the last batches, but their resume position is lost with them (same
      //   transaction): the next run imports them again.
      await client.query(
        'BEGIN; SET LOCAL jit = off; SET LOCAL enable_hashjoin = off; SET LOCAL enable_mergejoin = off; ' +
          `SET LOCAL synchronous_commit = off${controlesSuspendus ? `; ${SANS_CONTROLES}` : ''}`,
      );
      try {
        const resultat = await fn(db);
        await client.query('COMMIT');
        return resultat;
      } catch (erreur) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw erreur;
      }
    },
    connexions: 2,
    async executer(taches) {
      // Without a second connection (server full), the tasks run one by one.
      const annexe = taches.length > 1 ? await connecter(url).catch(() => undefined) : undefined;
      try {
        await executerSur(annexe === undefined ? [db] : [db, annexe.db], taches);
      } finally {
        await annexe?.db.close();
      }
    },
    async executerAPart(taches) {
      const annexe = await connecter(url);
      try {
        await executerSur([annexe.db], taches);
      } finally {
        await annexe.db.close();
      }
    },
    close: () => db.close(),
  };
}
