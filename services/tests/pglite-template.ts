import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { migrationsDir } from '../src/package-info.js';

/**
 * A fingerprint of what a template holds: the migrations, the reference data loaded after them
 * and the PGlite version. A change to any of them builds new templates; an unchanged tree reuses
 * the previous ones.
 */
function templateFingerprint(): string {
  const hash = createHash('sha256');
  // Bumped when what build-pglite-template.ts puts in the template changes.
  hash.update('template: migrations + reference data');
  // The package exports no ./package.json; its entry is <package>/dist/index.*.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(dirname(entry)), 'package.json')));
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Where the migrated PGlite folder that test files clone lives. */
export function pgliteTemplateDir(): string {
  return join(tmpdir(), 'greffeo-services-tests', `pglite-${templateFingerprint()}`);
}

/** Prefix of the template databases on the PostgreSQL server (older fingerprints are dropped). */
export const PG_TEMPLATE_PREFIX = 'greffeo_modele_';

/**
 * The migrated database on the PostgreSQL server that test databases are created from
 * (CREATE DATABASE … TEMPLATE): a copy of its files instead of twenty migrations and
 * 35,000 communes loaded again for every test file.
 */
export function pgTemplateName(): string {
  return `${PG_TEMPLATE_PREFIX}${templateFingerprint()}`;
}
