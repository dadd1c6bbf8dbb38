import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// This file sits in src/ (run by tsx or jest) or in dist/ (built): in both cases
// its parent folder is the package root, so paths resolve the same way.
export const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/** The npm workspaces root, parent of services/. Default home of `.data/`. */
export const repositoryRoot = dirname(packageRoot);

/** Numbered SQL files, read at run time rather than bundled into dist/. */
export const migrationsDir = join(packageRoot, 'migrations');

const manifest = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as {
  version: string;
};

export const packageVersion = manifest.version;
