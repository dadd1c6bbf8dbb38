import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Db, Queryable } from './db.js';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationReport {
  /** Files applied by this run, in order; empty when the schema was up to date. */
  applied: string[];
  /** Migrations recorded in the database after this run. */
  total: number;
}

export class MigrationChecksumMismatch extends Error {
  constructor(readonly migration: string) {
    super(
      `La migration ${migration} a été modifiée après avoir été appliquée à cette base ` +
        '(sa somme de contrôle ne correspond plus). Rétablissez le fichier tel quel ' +
        'et ajoutez les changements dans une nouvelle migration numérotée.',
    );
    this.name = 'MigrationChecksumMismatch';
  }
}

const FILE_NAME = /^(\d{3})_[a-z0-9_]+\.sql$/;
// Any constant works as long as every instance uses the same one.
const MIGRATION_LOCK_KEY = 7_301_001;

export async function readMigrations(dir: string): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => file.endsWith('.sql')).sort();
  const seen = new Set<string>();
  return Promise.all(
    files.map(async (name) => {
      const number = FILE_NAME.exec(name)?.[1];
      if (number === undefined) {
        throw new Error(`Nom de migration invalide : ${name} (attendu : 001_description.sql, minuscules).`);
      }
      if (seen.has(number)) throw new Error(`Deux migrations portent le numéro ${number} (${dir}).`);
      seen.add(number);
      // Line endings are normalised so a Windows checkout does not look "modified".
      const sql = (await readFile(join(dir, name), 'utf8')).replace(/\r\n/g, '\n');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

async function lock(tx: Queryable): Promise<void> {
  // Held until the transaction ends: a second instance starting at the same
  // time waits here, then sees what the first one applied.
  await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
}

async function appliedChecksums(tx: Queryable): Promise<Map<string, string>> {
  const { rows } = await tx.query<{ name: string; checksum: string }>('SELECT name, checksum FROM schema_migrations');
  return new Map(rows.map((row) => [row.name, row.checksum]));
}

/** Applies pending migrations in order, each in its own transaction. */
export async function runMigrations(db: Db, dir: string): Promise<MigrationReport> {
  const migrations = await readMigrations(dir);
  const known = await db.transaction(async (tx) => {
    await lock(tx);
    await tx.exec(`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        name text PRIMARY KEY,
        checksum char(64) NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`);
    return appliedChecksums(tx);
  });
  for (const migration of migrations) {
    const checksum = known.get(migration.name);
    if (checksum !== undefined && checksum !== migration.checksum) {
      throw new MigrationChecksumMismatch(migration.name);
    }
  }

  const applied: string[] = [];
  for (const migration of migrations.filter(({ name }) => !known.has(name))) {
    const done = await db
      .transaction(async (tx) => {
        await lock(tx);
        if ((await appliedChecksums(tx)).has(migration.name)) return false;
        await tx.exec(migration.sql);
        await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
          migration.name,
          migration.checksum,
        ]);
        return true;
      })
      .catch((error: Error) => {
        throw new Error(`La migration ${migration.name} a échoué : ${error.message}`, { cause: error });
      });
    if (done) applied.push(migration.name);
  }
  return { applied, total: await countAppliedMigrations(db) };
}

export async function countAppliedMigrations(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM schema_migrations');
  return rows[0]?.count ?? 0;
}
