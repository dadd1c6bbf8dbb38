// A services + portal stack on a PostgreSQL database of its own, for the fault and backup scripts:
// no CMS (the portal serves an already built site release), its own ports and data folder, each
// part's output in a log file of that folder (the portal logs every request it cannot forward while
// the services are down).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, rmSync } from 'node:fs';
import path from 'node:path';

// pg and openid-client are the services' dependencies, hoisted to the root node_modules.
import pg from 'pg';
import { stackEnv } from '../../scripts/lib/env.mjs';
import { fromRoot } from '../../scripts/lib/paths.mjs';
import { waitForHttp } from '../../scripts/lib/procs.mjs';
import { buildServers, seedRegistry } from '../../scripts/lib/stack.mjs';

export { pg };

/** Only databases made by these scripts may be dropped by them. */
export const PREFIXE_BASES = 'greffeo_bench_';

export function urlBase(serveur, base) {
  const url = new URL(serveur);
  url.pathname = `/${base}`;
  return url.href;
}

export async function sql(serveur, base, texte, params = []) {
  const client = new pg.Client({ connectionString: urlBase(serveur, base) });
  await client.connect();
  try {
    return await client.query(texte, params);
  } finally {
    await client.end();
  }
}

/** Drops (when it exists) and creates a database whose name starts with greffeo_bench_. */
export async function baseNeuve(serveur, base) {
  if (!base.startsWith(PREFIXE_BASES) || !/^[a-z0-9_]+$/.test(base)) {
    throw new Error(
      `Base « ${base} » refusée : son nom doit commencer par ${PREFIXE_BASES} (minuscules, chiffres, _).`,
    );
  }
  await sql(serveur, 'postgres', `DROP DATABASE IF EXISTS ${base} WITH (FORCE)`);
  await sql(serveur, 'postgres', `CREATE DATABASE ${base}`);
}

/** The release the portal serves: the one `npm start` built, unless told otherwise. */
export function versionDuSite(dossier) {
  const lien = path.resolve(dossier ?? fromRoot('.data/builds/current'));
  if (!existsSync(path.join(lien, '.portal', 'release.json'))) {
    throw new Error(
      `Aucune version du site dans ${lien} : lancez une fois \`npm start\` (qui construit le site) ou donnez --site-release DOSSIER.`,
    );
  }
  return lien;
}

/**
 * The environment of a stack: `npm start`'s, on `databaseUrl`, with its own ports and data folder.
 * The portal trusts the loopback as its reverse proxy, so the benches' simulated visitors
 * (X-Forwarded-For) each get the per-visitor rate limits; e-mails are listed on /api/dev/courriels
 * for the sign-up of the test customers.
 */
export function environnement({ dossier, port, portServices, databaseUrl, siteRelease, entreprises, neuf }) {
  if (neuf) rmSync(dossier, { recursive: true, force: true });
  mkdirSync(path.join(dossier, 'journaux'), { recursive: true });
  return stackEnv({
    DATA_DIR: dossier,
    PORT: String(port),
    SERVICES_PORT: String(portServices),
    SITE_URL: `http://127.0.0.1:${port}`,
    SITE_RELEASE_DIR: siteRelease,
    DATABASE_URL: databaseUrl,
    REGISTRE_ENTREPRISES: String(entreprises ?? 2000),
    COURRIELS_DEV: 'true',
    SMTP_URL: '',
    TRUSTED_PROXIES: 'loopback',
    LOG_LEVEL: 'warn',
    // Nothing rebuilds the site here: no CMS runs.
    PORTAIL_WEBHOOK_SECRET: '',
  });
}

const enMarche = new Set();
// A script that stops on an error leaves no services or portal running behind it.
process.on('exit', () => {
  for (const part of enMarche) part.child.kill('SIGKILL');
});

/** Starts one part, its output appended to journaux/<name>.log; resolves once `sante` answers. */
export async function demarrer(env, nom, script, sante, cwd) {
  const journal = path.join(env.DATA_DIR, 'journaux', `${nom}.log`);
  const sortie = openSync(journal, 'a');
  const child = spawn(process.execPath, [script], { cwd, env, stdio: ['ignore', sortie, sortie] });
  const part = { name: nom, child, exited: false, exitCode: null, journal };
  enMarche.add(part);
  child.on('exit', (code, signal) => {
    part.exited = true;
    part.exitCode = code ?? signal;
    enMarche.delete(part);
  });
  await waitForHttp(sante, { part, timeoutMs: 180_000 });
  return part;
}

export const demarrerServices = (env) =>
  demarrer(
    env,
    'services',
    fromRoot('services/dist/server.js'),
    `${env.SERVICES_URL}/api/health`,
    fromRoot('services'),
  );

export const demarrerPortail = (env) =>
  demarrer(env, 'portail', fromRoot('server/dist/main.js'), `http://127.0.0.1:${env.PORT}/`, fromRoot('server'));

/** Compiles what changed and fills an empty registry, as `npm start` does, before starting. */
export async function preparer(env) {
  try {
    await buildServers(env);
  } catch (error) {
    // Sources being edited in the same checkout: the last compiled services and server still run.
    if (!existsSync(fromRoot('services/dist/server.js')) || !existsSync(fromRoot('server/dist/main.js'))) throw error;
    console.warn(`⚠ ${error.message} Les services et le serveur déjà compilés (dist/) sont utilisés.`);
  }
  await seedRegistry(env);
}

export async function arreter(part, signal = 'SIGTERM') {
  if (!part || part.exited) return;
  const fin = new Promise((resolve) => part.child.once('exit', resolve));
  part.child.kill(signal);
  const minuterie = setTimeout(() => part.child.kill('SIGKILL'), 15_000);
  await fin;
  clearTimeout(minuterie);
}
