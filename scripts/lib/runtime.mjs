import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { fail, ok, step } from './log.mjs';
import { fromRoot } from './paths.mjs';

/**
 * The project runs on Node 22 LTS (`engines` `>=22.12`, Node 24 allowed). On a machine whose system
 * Node is older, the entry scripts (start, test, setup, build) install Node 22 from the npm
 * registry's `node-<platform>-<arch>` package — the official binaries, republished there with their
 * headers — into `.runtime/`, then run themselves again under it with its `bin` folder first on
 * PATH: every child (npm, npx, jest, gatsby, strapi, the services and the portal server) runs on
 * it, and native addons are built against its headers (`npm_config_nodedir`).
 *
 * Written by hand rather than with a version manager (nvm, volta, fnm download from nodejs.org,
 * which this kind of machine cannot reach; the npm registry is the one source every machine has).
 */
export const MINIMUM = [22, 12];

/** The pinned build per platform: the newest 22.x the registry holds for each. */
export const BUILDS = {
  'linux-x64': '22.23.5',
  'linux-arm64': '22.23.3',
  'darwin-x64': '22.23.3',
};

/** True when `version` (`v22.23.5`, `22.12.0`) is at least the project's minimum. */
export function satisfies(version) {
  const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
  return major > MINIMUM[0] || (major === MINIMUM[0] && minor >= MINIMUM[1]);
}

export function runtimePackage(platform = process.platform, arch = process.arch) {
  const key = `${platform}-${arch}`;
  const version = BUILDS[key];
  if (!version) return null;
  const name = `node-${key}`;
  const dir = fromRoot('.runtime', 'node_modules', name);
  return { name, version, dir, bin: path.join(dir, 'bin', 'node') };
}

function installedVersion(bin) {
  if (!existsSync(bin)) return null;
  const result = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim().replace(/^v/, '') : null;
}

/** The environment of a process run on the project's Node: its bin first on PATH, its headers. */
export function runtimeEnv(pkg, env = process.env) {
  return {
    ...env,
    PATH: `${path.dirname(pkg.bin)}${path.delimiter}${env.PATH ?? ''}`,
    npm_config_nodedir: pkg.dir,
  };
}

/**
 * Returns when this process already runs on a supported Node; otherwise provides Node 22 and runs
 * the same script again under it, then exits with its code (this function never returns then).
 */
export async function ensureRuntime() {
  if (satisfies(process.version)) return;
  const pkg = runtimePackage();
  if (!pkg) {
    fail(
      `Node ${process.versions.node} est trop ancien (22.12 au moins) et aucun Node 22 n’est publié sur le registre npm pour ${process.platform}-${process.arch} : installez Node 22 LTS.`,
    );
    process.exit(1);
  }
  if (installedVersion(pkg.bin) !== pkg.version) {
    step(
      `Installation de Node ${pkg.version} depuis le registre npm (le Node du système est ${process.versions.node})…`,
    );
    const result = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        fromRoot('.runtime'),
        '--no-save',
        '--no-package-lock',
        '--no-audit',
        '--no-fund',
        `${pkg.name}@${pkg.version}`,
      ],
      { stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (result.status !== 0 || installedVersion(pkg.bin) !== pkg.version) {
      fail(`Installation de ${pkg.name}@${pkg.version} impossible : installez Node 22 LTS.`);
      process.exit(1);
    }
    ok(`Node ${pkg.version} installé dans .runtime/`);
  }
  const child = spawn(pkg.bin, [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: runtimeEnv(pkg),
  });
  // A Ctrl-C reaches both processes (same process group); a signal sent to this one alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (child.exitCode === null) child.kill(signal);
    });
  }
  const code = await new Promise((resolve) =>
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0))),
  );
  process.exit(code);
}
