import type { Queryable } from './db.js';

/**
 * Drops the indexes of `tables` that back no constraint (primary keys and unique constraints stay)
 * and returns their definitions, to replay with `exec` once the tables are loaded: one sorted build
 * costs far less than an insertion per row. Inside the caller's transaction, which holds the tables
 * locked until its commit.
 */
export async function supprimerIndexSecondaires(tx: Queryable, tables: readonly string[]): Promise<string[]> {
  const { rows } = await tx.query<{ nom: string; definition: string }>(
    `SELECT format('%I.%I', i.schemaname, i.indexname) AS nom, i.indexdef AS definition
     FROM pg_indexes i
     WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[])
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)
     ORDER BY i.tablename, i.indexname`,
    [tables],
  );
  if (rows.length > 0) await tx.exec(`DROP INDEX ${rows.map((index) => index.nom).join(', ')}`);
  return rows.map((index) => index.definition);
}
