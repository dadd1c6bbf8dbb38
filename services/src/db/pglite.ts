import { mkdir } from 'node:fs/promises';

import { espaceRequeteBd } from '@portail/observabilite';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

import { acquireDataDirLock } from './data-dir-lock.js';
import type { Db, Queryable, Row } from './db.js';

type PGliteLike = Pick<PGlite | PGliteTransaction, 'query' | 'exec'>;

function queryable(target: PGliteLike): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await espaceRequeteBd('pglite', sql, () => target.query<T>(sql, params as unknown[]));
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await espaceRequeteBd('pglite', sql, () => target.exec(sql));
    },
  };
}

/**
 * PostgreSQL in process, data persisted in `dir`. The contrib extensions are
 * loaded here so that migrations can `CREATE EXTENSION` them as on a server.
 */
export async function openPglite(dir: string): Promise<Db> {
  await mkdir(dir, { recursive: true });
  const release = await acquireDataDirLock(`${dir}.lock`);
  let pg: PGlite;
  try {
    pg = await PGlite.create({ dataDir: dir, extensions: { unaccent, pg_trgm } });
  } catch (error) {
    await release();
    throw error;
  }

  let closing: Promise<void> | undefined;
  return {
    kind: 'pglite',
    ...queryable(pg),
    transaction: (fn) => pg.transaction((tx) => fn(queryable(tx))),
    close() {
      closing ??= pg.close().finally(release);
      return closing;
    },
  };
}
