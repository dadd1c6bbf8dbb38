import { mkdir } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

import type { Config } from '../../../config.js';
import { acquireDataDirLock } from '../../../db/data-dir-lock.js';
import type { Db, Queryable, Row } from '../../../db/index.js';
import { openPostgresql } from '../../../db/postgresql.js';

/**
 * The database seen by the generator: one session (so one transaction spans
 * the whole run) that can also bulk-load rows with COPY, which the services'
 * Db interface does not offer. `db()` gives the services' Db for migrations
 * and reference loading before the run.
 */
export interface Cible extends Queryable {
  readonly kind: Db['kind'];
  /** Loads rows in COPY text format into `table`. */
  copier(table: string, colonnes: readonly string[], texte: string): Promise<void>;
  close(): Promise<void>;
}

const silencieux = { error: () => undefined };

export async function ouvrirCible(
  config: Pick<Config, 'databaseUrl' | 'pgliteDir'>,
): Promise<{ db: Db; cible: Cible }> {
  return config.databaseUrl === undefined ? ouvrirPglite(config.pgliteDir) : ouvrirPostgresql(config.databaseUrl);
}

async function ouvrirPostgresql(url: string): Promise<{ db: Db; cible: Cible }> {
  const db = openPostgresql(url, silencieux);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const cible: Cible = {
    kind: 'postgresql',
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql) {
      await client.query(sql);
    },
    async copier(table, colonnes, texte) {
      if (texte === '') return;
      const flux = client.query(copyFrom(`COPY ${table} (${colonnes.join(', ')}) FROM STDIN`));
      await pipeline(Readable.from([Buffer.from(texte)]), flux);
    },
    async close() {
      await client.end();
      await db.close();
    },
  };
  return { db, cible };
}

/**
 * PGlite serves one process per folder: the generator opens it itself (same
 * lock and extensions as src/db/pglite.ts) to reach its COPY from '/dev/blob',
 * and hands the same instance to migrations and reference loading.
 */
async function ouvrirPglite(dir: string): Promise<{ db: Db; cible: Cible }> {
  await mkdir(dir, { recursive: true });
  const release = await acquireDataDirLock(`${dir}.lock`);
  let instance: PGlite;
  try {
    instance = await PGlite.create({ dataDir: dir, extensions: { unaccent, pg_trgm } });
  } catch (error) {
    await release();
    throw error;
  }
  const query = async <T extends Row>(sql: string, params: readonly unknown[] = []) => {
    const result = await instance.query<T>(sql, params as unknown[]);
    return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
  };
  const exec = async (sql: string) => {
    await instance.exec(sql);
  };
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= instance.close().finally(release);
    return closing;
  };
  const db: Db = {
    kind: 'pglite',
    query,
    exec,
    transaction: (fn) =>
      instance.transaction((tx) =>
        fn({
          query: async <T extends Row>(sql: string, params: readonly unknown[] = []) => {
            const result = await tx.query<T>(sql, params as unknown[]);
            return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
          },
          exec: async (sql: string) => {
            await tx.exec(sql);
          },
        }),
      ),
    close,
  };
  const cible: Cible = {
    kind: 'pglite',
    query,
    exec,
    async copier(table, colonnes, texte) {
      if (texte === '') return;
      await instance.query(`COPY ${table} (${colonnes.join(', ')}) FROM '/dev/blob'`, [], {
        blob: new Blob([texte]),
      });
    },
    close,
  };
  return { db, cible };
}
