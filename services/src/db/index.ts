import type { Config } from '../config.js';
import type { Db } from './db.js';
import { openPglite } from './pglite.js';
import { openPostgresql } from './postgresql.js';

export type { Db, EtatPool, Queryable, QueryOptions, QueryResult, Row, Transaction } from './db.js';

interface Logger {
  error(object: object, message: string): void;
}

/** PostgreSQL server when DATABASE_URL is set, PGlite in `$DATA_DIR/pglite` otherwise. */
export function openDb(config: Pick<Config, 'databaseUrl' | 'pgliteDir'>, log: Logger): Promise<Db> {
  return config.databaseUrl === undefined
    ? openPglite(config.pgliteDir)
    : Promise.resolve(openPostgresql(config.databaseUrl, log));
}
