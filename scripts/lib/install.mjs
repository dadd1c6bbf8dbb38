import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { step, ok } from './log.mjs';
import { run } from './procs.mjs';

const hashFile = (file) => createHash('sha256').update(readFileSync(file)).digest('hex');

/**
 * Installs a package tree with `npm ci` when node_modules is missing or older than the lockfile.
 * A stamp holding the lockfile's hash makes the second start instant.
 */
export async function ensureInstalled(dir, label) {
  const lock = path.join(dir, 'package-lock.json');
  const stamp = path.join(dir, 'node_modules', '.portail-install-stamp');
  // Native addons are built for one Node ABI: a change of Node reinstalls as a new lockfile does.
  const wanted = `${existsSync(lock) ? hashFile(lock) : 'no-lockfile'} node-abi-${process.versions.modules}`;
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return false;
  step(`Installation des dépendances (${label})…`);
  const args = existsSync(lock) ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'];
  await run('npm', args, { cwd: dir, label: `npm ${args[0]} (${label})` });
  writeFileSync(stamp, wanted);
  ok(`Dépendances installées (${label})`);
  return true;
}

/** Debian's Chromium drives the end-to-end tests; install it when it is missing (root only). */
export async function ensureChromium() {
  const binary = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (existsSync(binary)) return binary;
  step('Installation de Chromium (paquet Debian)…');
  await run('apt-get', ['update', '-qq'], { label: 'apt-get update', quiet: true });
  await run('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-dejavu-core'], {
    label: 'apt-get install chromium',
    quiet: true,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(binary)) throw new Error(`Chromium introuvable à ${binary} après installation.`);
  ok('Chromium installé');
  return binary;
}
