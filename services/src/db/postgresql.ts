import pg from 'pg';

import type { Db, Queryable, Row } from './db.js';

interface Logger {
  error(object: object, message: string): void;
}

type Client = Pick<pg.PoolClient, 'query'>;

function queryable(client: Client): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<T>(sql, params as unknown[]);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which
      // accepts several statements in one string.
      await client.query(sql);
    },
  };
}

export function openPostgresql(connectionString: string, log: Logger): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // A server that does not answer must fail requests (and /api/health), not hang them.
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection emits 'error' on the pool; without a
  // listener Node would crash the whole process.
  pool.on('error', (err) => log.error({ err }, 'Connexion PostgreSQL inactive perdue'));

  let closing: Promise<void> | undefined;
  return {
    kind: 'postgresql',
    ...queryable(pool),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        // A connection whose ROLLBACK failed is in an unknown state: passing
        // the error destroys it instead of returning it to the pool.
        client.release(broken);
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}
