import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/**
 * Jest runs globalSetup outside its module system (no moduleNameMapper), so the
 * TypeScript sources, written for Node ESM, are run by tsx in a child process.
 */
export default function globalSetup() {
  execFileSync(process.execPath, ['--import', 'tsx', 'tests/build-pglite-template.ts'], {
    cwd: packageRoot,
    stdio: 'inherit',
  });
}
