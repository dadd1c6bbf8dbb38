import { createHash } from 'node:crypto';

import { espaceRequeteBd } from '@portail/observabilite';
import pg from 'pg';

import type { Db, Queryable, QueryOptions, Row } from './db.js';

interface Logger {
  error(object: object, message: string): void;
}

type Client = Pick<pg.PoolClient, 'query'>;

/**
 * Outside transactions, parameterised statements are prepared once per connection under a name
 * derived from their text: the read routes run the same few statements thousands of times, and
 * planning them each time cost more than executing them (1.7 ms against 0.8 ms for the company
 * page). Transactions (migrations, imports with temporary tables) keep unnamed statements.
 */
const statementNames = new Map<string, string>();
// Statements built from variable parts must not grow the server's per-connection cache forever.
const MAX_PREPARED = 500;
function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `s_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/**
 * `prepared`: where named statements go. Those connections run with `plan_cache_mode =
 * force_generic_plan`: a statement is prepared to be planned once, but PostgreSQL's own rule plans
 * it again at every execution (custom plans) whenever its generic plan is estimated dearer, which
 * is the case for most reads of a search, whose custom plans see one id where the generic one
 * assumes ten: 0.5 ms of planning for 0.1 ms of execution, 12 % of the server's time under the
 * search bench. Statements that need their values planned (`preparer: false`) stay unnamed, on the
 * other connections, which keep PostgreSQL's default, since the setting applies to unnamed
 * statements too.
 */
function queryable(client: Client, { prepare, prepared }: { prepare: boolean; prepared?: Client }): Queryable {
  return {
    async query<T extends Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
      const name = prepare && options.preparer !== false && params.length > 0 ? statementName(sql) : undefined;
      const cible = name !== undefined && prepared !== undefined ? prepared : client;
      const result = await espaceRequeteBd('postgresql', sql, () =>
        cible.query<T>({ name, text: sql, values: params as unknown[] }),
      );
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      // Without parameters node-postgres uses the simple protocol, which
      // accepts several statements in one string.
      await espaceRequeteBd('postgresql', sql, () => client.query(sql));
    },
  };
}

const MAX_CONNEXIONS = 10;

export function openPostgresql(connectionString: string, log: Logger): Db {
  const ouvrir = (reglages: string) => {
    const nouveau = new pg.Pool({
      connectionString,
      max: MAX_CONNEXIONS,
      // Requests are short: starting parallel workers costs more (5 to 10 ms measured on a
      // search) than they ever save on them; so does JIT compilation, which a large estimated cost
      // sets off (40 to 70 ms more on a search by a frequent word in a place).
      options: `-c max_parallel_workers_per_gather=0 -c jit=off${reglages}`,
      // A server that does not answer must fail requests (and /api/health), not hang them.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client losing its connection emits 'error' on the pool; without a
    // listener Node would crash the whole process.
    nouveau.on('error', (err) => log.error({ err }, 'Connexion PostgreSQL inactive perdue'));
    return nouveau;
  };
  const pool = ouvrir('');
  // The named statements' connections (queryable above).
  const preparees = ouvrir(' -c plan_cache_mode=force_generic_plan');
  const pools = [pool, preparees];

  let closing: Promise<void> | undefined;
  return {
    kind: 'postgresql',
    ...queryable(pool, { prepare: true, prepared: preparees }),
    etatPool: () => ({
      total: pool.totalCount + preparees.totalCount,
      inactifs: pool.idleCount + preparees.idleCount,
      enAttente: pool.waitingCount + preparees.waitingCount,
      max: MAX_CONNEXIONS * pools.length,
    }),
    async transaction(fn) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('BEGIN');
        const result = await fn(queryable(client, { prepare: false }));
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
      closing ??= Promise.all(pools.map((p) => p.end())).then(() => undefined);
      return closing;
    },
  };
}
