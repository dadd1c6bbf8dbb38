import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import pg from 'pg';

import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/index.js';
import { runMigrations } from '../src/db/migrations.js';
import { openPglite } from '../src/db/pglite.js';
import { openPostgresql } from '../src/db/postgresql.js';
import { loadReferentielGreffes } from '../src/modules/greffes/service.js';
import { chargerReferentielRegistre } from '../src/modules/registre/reference/service.js';
import { migrationsDir } from '../src/package-info.js';
import { PG_TEMPLATE_PREFIX, pgliteTemplateDir, pgTemplateName } from './pglite-template.js';

/**
 * Run by global-setup.mjs under tsx. A fresh database spends seconds in initdb (PGlite) and in
 * the migrations and reference data (both): it is done once here, and every test file copies
 * the result — a folder for PGlite, a template database on the PostgreSQL server when
 * DATABASE_URL is set. The reference data (35,000 communes…) is loaded too, so that the app's
 * start in each test finds its fingerprints unchanged and loads nothing.
 */
async function prepare(db: Db): Promise<void> {
  try {
    await runMigrations(db, migrationsDir);
    await loadReferentielGreffes(db);
    await chargerReferentielRegistre(db);
  } finally {
    await db.close();
  }
}

const template = pgliteTemplateDir();
if (!existsSync(join(template, 'PG_VERSION'))) {
  await mkdir(dirname(template), { recursive: true });
  // Built aside then renamed, so a concurrent run never copies a half-built folder.
  const building = `${template}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  await prepare(await openPglite(building));
  await rename(building, template).catch(async (error: NodeJS.ErrnoException) => {
    // Another run finished first: its template is as good as ours.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await rm(building, { recursive: true, force: true });
  });
}

const serverUrl = loadConfig(process.env).databaseUrl;
if (serverUrl !== undefined) {
  const name = pgTemplateName();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const existing = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE $1 || '%'`,
      [PG_TEMPLATE_PREFIX],
    );
    if (!existing.rows.some((row) => row.datname === name)) {
      // Built under another name then renamed, so a concurrent run never copies a half-built one.
      const building = `${name}_${process.pid}`;
      await admin.query(`DROP DATABASE IF EXISTS ${building}`);
      await admin.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      await prepare(openPostgresql(url.toString(), { error: (objet, message) => console.error(message, objet) }));
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`).catch(async (error: { code?: string }) => {
        // duplicate_database: another run finished first, its template is as good as ours.
        if (error.code !== '42P04') throw error;
        await admin.query(`DROP DATABASE ${building}`);
      });
    }
    // Templates of older migrations, and half-built ones of an interrupted run, go; one in use by
    // another checkout's run stays (DROP without FORCE refuses it).
    for (const { datname } of existing.rows) {
      if (datname !== name) await admin.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
    }
  } finally {
    await admin.end();
  }
}
