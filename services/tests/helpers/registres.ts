/**
 * What the activity's tests share (not shipped code): generated registries on a backend, dropped after
 * the suite, and the digest of the registry tables a day may touch.
 */
import { createTestDatabase, type Backend, type TestDatabase } from './test-app.js';
import { rafraichirDerives } from '../../src/cli/derives.js';
import { openDb, type Db } from '../../src/db/index.js';
import { genererRegistre } from '../../src/modules/registre/generateur/generateur.js';
import { tablesAvecId } from '../../src/modules/registre/generateur/tables.js';

const silencieux = { error: () => undefined };

/**
 * One md5 of every row of `tables` (by id) and of the registry events (without their ids and times):
 * equal digests mean identical registries. Events come last.
 */
export function empreinte(tables: readonly string[]): string {
  const parties = tables.map((table) => `(SELECT string_agg(t::text, '|' ORDER BY t.id) FROM ${table} t)`);
  return `
  SELECT md5(concat_ws('#',
    ${parties.join(',\n    ')},
    (SELECT string_agg((t.entreprise_id, t.date_evenement, t.type, t.nature, t.libelle, t.avant, t.apres)::text, '|' ORDER BY t.id)
       FROM evenements_registre t))) AS empreinte`;
}

/** One md5 of every row of `tables` (by id), the registry events left out. */
export function empreinteDesTables(tables: readonly string[]): string {
  const parties = tables.map((table) => `(SELECT string_agg(t::text, '|' ORDER BY t.id) FROM ${table} t)`);
  return `SELECT md5(concat_ws('#', ${parties.join(', ')})) AS empreinte`;
}

/**
 * The identity sequences of the registry's tables: a simulation must leave them as they were (a
 * rollback does not undo a sequence's moves).
 */
export const SEQUENCES = tablesAvecId
  .map((table) => `SELECT '${table}' AS sequence, last_value::text AS valeur, is_called FROM ${table}_id_seq`)
  .join(' UNION ALL ');

/** The RCS tables a day changes (monitoring's events aside). */
export const TABLES_RCS = ['entreprises', 'etablissements', 'fonctions', 'documents', 'inscriptions', 'jugements'];

/**
 * Runs `fn` on `database` opened for it alone, then closed: the generator opens the database itself,
 * and tests look at it in between.
 */
export async function avecBase<T>(database: TestDatabase, fn: (db: Db) => Promise<T>): Promise<T> {
  const db = await openDb(database.config, silencieux);
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * Registries of 1,500 generated companies (seed 11) on `backend`, each opened; `fermer` closes and
 * drops them all (call it in afterAll).
 */
export function registresDeTest(backend: Backend) {
  const registres: TestDatabase[] = [];
  const ouvertes: Db[] = [];
  return {
    async registre(): Promise<Db> {
      const database = await createTestDatabase(backend);
      registres.push(database);
      await genererRegistre(database.config, { entreprises: 1500, graine: 11, lot: 500, rafraichirDerives });
      const db = await openDb(database.config, silencieux);
      ouvertes.push(db);
      return db;
    },
    async fermer(): Promise<void> {
      for (const db of ouvertes) await db.close();
      for (const database of registres) await database.drop();
    },
  };
}

export const lignes = async <T extends Record<string, unknown>>(db: Db, sql: string, params: unknown[] = []) =>
  (await db.query<T>(sql, params)).rows;
