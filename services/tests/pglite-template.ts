import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { migrationsDir } from '../src/package-info.js';

/**
 * Where the migrated PGlite folder that test files clone lives. The name
 * depends on the migrations and on the PGlite version, so a change to either
 * builds a new template and an unchanged tree reuses the previous one.
 */
export function pgliteTemplateDir(): string {
  const hash = createHash('sha256');
  // Bumped when what build-pglite-template.ts puts in the template changes.
  hash.update('template: migrations + reference data');
  // The package exports no ./package.json; its entry is <package>/dist/index.*.
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(readFileSync(join(dirname(dirname(entry)), 'package.json')));
  for (const file of readdirSync(migrationsDir).sort()) {
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  }
  return join(tmpdir(), 'greffeo-services-tests', `pglite-${hash.digest('hex').slice(0, 16)}`);
}
