import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ok, since, step, warn } from './log.mjs';
import { cmsDir, fromRoot, repoRoot } from './paths.mjs';
import { run, startPart, waitForHttp } from './procs.mjs';
import { fingerprint } from './fingerprint.mjs';
import { currentRelease, publishRelease, siteFingerprint } from './site-release.mjs';

const node = process.execPath;

/** The shared packages (packages/*), in build order, and what each build reads. */
const PAQUETS = [
  { nom: '@portail/domaine', dossier: 'packages/domaine', libelle: 'du domaine' },
  { nom: '@portail/contrat', dossier: 'packages/contrat', libelle: 'du contrat' },
  { nom: '@portail/observabilite', dossier: 'packages/observabilite', libelle: 'de l’observabilité' },
];
const ENTREES_PAQUET = ['src', 'tsconfig.json', 'tsconfig.build.json', 'package.json'];
const PAQUETS_INPUTS = PAQUETS.flatMap(({ dossier }) => ENTREES_PAQUET.map((input) => `${dossier}/${input}`));

/**
 * Compiles the shared packages (packages/domaine, packages/contrat and packages/observabilite → dist/), each unless its
 * sources did not change: every other part imports their compiled files (the site's build, the
 * portal server, the services, the CMS).
 */
export async function buildPaquets(env = process.env) {
  for (const { nom, dossier, libelle } of PAQUETS) {
    const wanted = await fingerprint(ENTREES_PAQUET.map((input) => fromRoot(`${dossier}/${input}`)));
    const stampFile = fromRoot(`${dossier}/dist/.portail-build-stamp`);
    if ((await readFile(stampFile, 'utf8').catch(() => '')) === wanted) continue;
    const t = performance.now();
    await run('npm', ['run', 'build', '-w', nom], {
      cwd: repoRoot,
      env,
      label: `compilation du paquet ${libelle}`,
      quiet: true,
    });
    await writeFile(stampFile, wanted);
    ok(`Paquet ${libelle} compilé (${since(t)})`);
  }
}

/** Compiles the shared packages, then the services and the portal server, unless their sources did not change. */
export async function buildServers(env) {
  await buildPaquets(env);
  const inputs = [
    ...PAQUETS_INPUTS,
    'services/src',
    'services/tsconfig.json',
    'services/tsconfig.build.json',
    'server/src',
    'server/tsconfig.json',
    'server/tsconfig.build.json',
    'package-lock.json',
  ];
  const wanted = await fingerprint(inputs.map((input) => fromRoot(input)));
  const stampFile = fromRoot('server/dist/.portail-build-stamp');
  const built = existsSync(fromRoot('services/dist/server.js')) && existsSync(fromRoot('server/dist/main.js'));
  if (built && (await readFile(stampFile, 'utf8').catch(() => '')) === wanted) return;
  const t = performance.now();
  await run('npm', ['run', 'build', '-w', 'services', '-w', 'server'], {
    cwd: repoRoot,
    env,
    label: 'compilation des services et du serveur',
    quiet: true,
  });
  await writeFile(stampFile, wanted);
  ok(`Services et serveur compilés (${since(t)})`);
}

/** What the CMS build compiles: its sources, configuration and dependencies. */
const cmsFingerprint = () =>
  fingerprint(
    ['src', 'config', 'scripts', 'tsconfig.json', 'package.json', 'package-lock.json'].map((input) =>
      path.join(cmsDir, input),
    ),
  );

/**
 * Builds the CMS when its sources changed: the server code always, the admin panel (about 2 GB of
 * memory, a minute or more) only when it is served. A stamp in dist/ records what was built.
 */
export async function buildCms(env) {
  const withAdmin = env.CMS_SERVE_ADMIN !== 'false';
  const stampFile = path.join(cmsDir, 'dist', '.portail-build-stamp.json');
  const wanted = await cmsFingerprint();
  const stamp = await readFile(stampFile, 'utf8').then(JSON.parse, () => null);
  const adminBuilt = existsSync(path.join(cmsDir, 'dist', 'build', 'index.html'));
  if (stamp?.fingerprint === wanted && (!withAdmin || (stamp.admin && adminBuilt))) return;
  const t = performance.now();
  step(
    withAdmin
      ? 'Construction du CMS et de son interface d’administration (une minute ou plus)…'
      : 'Compilation du CMS…',
  );
  await run('npm', ['run', withAdmin ? 'build' : 'build:server'], { cwd: cmsDir, env, label: 'construction du CMS' });
  await writeFile(stampFile, JSON.stringify({ fingerprint: wanted, admin: withAdmin }));
  ok(`CMS construit (${since(t)})`);
}

/**
 * Fills an empty registry with the generator (REGISTRE_ENTREPRISES companies, seed
 * REGISTRE_GRAINE) before the services open the database: PGlite allows one process at a time.
 * A registry already generated or imported is left as it is.
 */
export async function seedRegistry(env) {
  const t = performance.now();
  await run(
    node,
    [
      fromRoot('services/dist/cli/generer-registre.js'),
      '--companies',
      env.REGISTRE_ENTREPRISES,
      '--seed',
      env.REGISTRE_GRAINE,
      '--if-empty',
    ],
    { cwd: fromRoot('services'), env, label: 'génération du registre' },
  );
  ok(`Registre prêt (${since(t)})`);
}

export function startServices(env) {
  return startPart('services', node, [fromRoot('services/dist/server.js')], { cwd: fromRoot('services'), env });
}

export function startCms(env) {
  return startPart('cms', node, [path.join(cmsDir, 'node_modules/@strapi/strapi/bin/strapi.js'), 'start'], {
    cwd: cmsDir,
    env,
  });
}

export function startPortal(env) {
  return startPart('portail', node, [fromRoot('server/dist/main.js')], { cwd: fromRoot('server'), env });
}

/**
 * Builds the site from the running CMS when its sources changed or no release exists (or always
 * when `force`), then publishes it as the current release. A failed build leaves the release as is.
 */
export async function buildSiteIfNeeded(env, { force = false } = {}) {
  const wanted = await siteFingerprint(env);
  const release = await currentRelease(env.SITE_RELEASE_DIR);
  if (!force && release?.fingerprint === wanted) {
    ok(`Site déjà construit (version ${release.id}) : réutilisé`);
    return false;
  }
  // Gatsby bundles the domain package's compiled files (also when the portal server rebuilds the site).
  await buildPaquets(env);
  const t = performance.now();
  step('Construction du site Gatsby à partir du CMS…');
  const gatsby = fromRoot('node_modules/gatsby/cli.js');
  // gatsby-source-strapi keeps in .cache what it fetched and then asks the CMS only for newer
  // entries: a cache filled from another CMS (the e2e stack's, say) would hide this one's content.
  const cmsSource = `${env.CMS_URL}|${env.CMS_DATABASE_URL || env.CMS_SQLITE_FILE}`;
  const sourceStamp = fromRoot('.cache', 'portail-cms-source.txt');
  if ((await readFile(sourceStamp, 'utf8').catch(() => null)) !== cmsSource) {
    await run(node, [gatsby, 'clean'], { cwd: repoRoot, env, label: 'gatsby clean', quiet: true });
  }
  await run(node, [gatsby, 'build'], { cwd: repoRoot, env, label: 'construction du site (gatsby build)' });
  await writeFile(sourceStamp, cmsSource);
  const dir = await publishRelease(env.SITE_RELEASE_DIR, wanted);
  ok(`Site construit et publié (${path.basename(dir)}, ${since(t)})`);
  return true;
}

/** Starts services and CMS together, builds what is missing, then the portal server. */
export async function startStack(env, { forceSiteBuild = false } = {}) {
  await buildServers(env);
  await buildCms(env);
  step('Registre des entreprises…');
  await seedRegistry(env);
  step('Démarrage des services et du CMS…');
  const t = performance.now();
  const services = startServices(env);
  const cms = startCms(env);
  await Promise.all([
    waitForHttp(`${env.SERVICES_URL}/api/health`, { part: services }),
    waitForHttp(`${env.CMS_URL}/_health`, { part: cms, timeoutMs: 300_000 }),
  ]);
  ok(`Services et CMS prêts (${since(t)})`);
  try {
    await buildSiteIfNeeded(env, { force: forceSiteBuild });
  } catch (error) {
    if (!(await currentRelease(env.SITE_RELEASE_DIR))) throw error;
    warn(`${error.message} La version précédente du site reste en ligne.`);
  }
  const portal = startPortal(env);
  await waitForHttp(`http://127.0.0.1:${env.PORT}/`, { part: portal, timeoutMs: 120_000 });
  return { services, cms, portal };
}
