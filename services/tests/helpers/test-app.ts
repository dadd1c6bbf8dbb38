import { randomBytes } from 'node:crypto';
import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Region } from '@portail/domaine';
import pg from 'pg';

import { buildApp, type App, type BuildAppOptions } from '../../src/app.js';
import { loadConfig, type Config } from '../../src/config.js';
import { pgliteTemplateDir, pgTemplateName } from '../pglite-template.js';

export type Backend = 'pglite' | 'postgresql';

// Read through loadConfig so a malformed DATABASE_URL fails here the way it
// would fail the services.
const serverUrl = loadConfig(process.env).databaseUrl;

/** PGlite always; a PostgreSQL server too when DATABASE_URL is set. */
export const backends: Backend[] = serverUrl === undefined ? ['pglite'] : ['pglite', 'postgresql'];

export interface TestDatabase {
  config: Config;
  /** Removes the copied folder or drops the database. */
  drop(): Promise<void>;
}

async function withAdminClient<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/**
 * An isolated, migrated database: a copy of the PGlite template in a temporary folder, or a
 * database created from the template database on the PostgreSQL server (both built by
 * build-pglite-template.ts). `fresh`: an empty one, which the app migrates.
 */
export async function createTestDatabase(
  backend: Backend,
  options: { fresh?: boolean; region?: Region } = {},
): Promise<TestDatabase> {
  // PGlite's data and the files the services write (kept e-mails) go to a temporary folder,
  // never to the repository's .data.
  const dataDir = await mkdtemp(join(tmpdir(), 'greffeo-test-'));
  const removeDataDir = () => rm(dataDir, { recursive: true, force: true });
  const env = {
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // A fresh secret per test database: secrets never come from the repository.
    IDENTITE_SECRETS: randomBytes(32).toString('base64url'),
    REGION: options.region ?? 'FR',
  };
  if (backend === 'pglite') {
    // The synchronous copy is about twice as fast as fs.promises.cp for these ~1000 files.
    if (!options.fresh) cpSync(pgliteTemplateDir(), join(dataDir, 'pglite'), { recursive: true });
    return { config: loadConfig(env), drop: removeDataDir };
  }
  const name = `greffeo_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) =>
    client.query(`CREATE DATABASE ${name}${options.fresh ? '' : ` TEMPLATE ${pgTemplateName()}`}`),
  );
  const url = new URL(serverUrl as string);
  url.pathname = `/${name}`;
  return {
    config: loadConfig({ ...env, DATABASE_URL: url.toString() }),
    drop: async () => {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await removeDataDir();
    },
  };
}

export interface TestApp {
  app: App;
  database: TestDatabase;
  close(): Promise<void>;
}

/** The real application on an isolated database, ready for `app.inject`. */
export async function createTestApp(backend: Backend, options: BuildAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase(backend);
  const app = buildApp(database.config, options);
  try {
    await app.ready();
  } catch (error) {
    await app.close().catch(() => undefined);
    await database.drop();
    throw error;
  }
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
