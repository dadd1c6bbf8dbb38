import type { Queryable } from './index.js';

/**
 * Every read of this module returns JSON built by PostgreSQL (row_to_json,
 * json_agg): dates come out as 'YYYY-MM-DD', bigint and numeric as numbers,
 * the same on PGlite and on node-postgres, whose own parsers disagree (Date
 * objects in local time, bigint and numeric as strings).
 */
export async function lireJson<T>(db: Queryable, sql: string, params: readonly unknown[]): Promise<T | undefined> {
  const { rows } = await db.query<{ j: T | null }>(sql, params);
  return rows[0]?.j ?? undefined;
}

/** `SELECT row_to_json(t) AS j FROM (select) t`: one JSON object per row, in the select's order. */
export async function lireLignesJson<T>(db: Queryable, select: string, params: readonly unknown[]): Promise<T[]> {
  const { rows } = await db.query<{ j: T }>(`SELECT row_to_json(t) AS j FROM (${select}) t`, params);
  return rows.map((row) => row.j);
}

/** A JSON array of the rows of `select`, `[]` when none, for nesting in a larger query. */
export function tableauJson(select: string, ordre: string): string {
  return `(SELECT coalesce(json_agg(t ORDER BY ${ordre}), '[]'::json) FROM (${select}) t)`;
}
