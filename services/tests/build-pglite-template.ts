import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { runMigrations } from '../src/db/migrations.js';
import { openPglite } from '../src/db/pglite.js';
import { loadReferentielGreffes } from '../src/modules/greffes/service.js';
import { chargerReferentielRegistre } from '../src/modules/registre/reference/service.js';
import { migrationsDir } from '../src/package-info.js';
import { pgliteTemplateDir } from './pglite-template.js';

/**
 * Run by global-setup.mjs under tsx. A fresh PGlite spends seconds in initdb:
 * it is done once here, migrations included, and every test file copies the
 * resulting folder. The reference data (35,000 communes…) is loaded too, so that the app's
 * start in each test finds its fingerprints unchanged and loads nothing.
 */
const template = pgliteTemplateDir();
if (!existsSync(join(template, 'PG_VERSION'))) {
  await mkdir(dirname(template), { recursive: true });
  // Built aside then renamed, so a concurrent run never copies a half-built folder.
  const building = `${template}.building-${process.pid}`;
  await rm(building, { recursive: true, force: true });
  const db = await openPglite(building);
  try {
    await runMigrations(db, migrationsDir);
    await loadReferentielGreffes(db);
    await chargerReferentielRegistre(db);
  } finally {
    await db.close();
  }
  await rename(building, template).catch(async (error: NodeJS.ErrnoException) => {
    // Another run finished first: its template is as good as ours.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    await rm(building, { recursive: true, force: true });
  });
}
