#!/usr/bin/env node
// Starts the whole portal on its embedded defaults: installs what is missing, builds what is not
// built, starts services, CMS and portal server, and prints the URL once everything answers.
import { ensureInstalled } from './lib/install.mjs';
import { stackEnv } from './lib/env.mjs';
import { bold, fail, ok, since, step } from './lib/log.mjs';
import { cmsDir, repoRoot } from './lib/paths.mjs';
import { stopAll } from './lib/procs.mjs';
import { startStack } from './lib/stack.mjs';
import { ensureRuntime } from './lib/runtime.mjs';

await ensureRuntime();

/** `--region NC` (or `--region=NC`): the portal of that region (scripts/lib/env.mjs, `regionDe`). */
function regionDemandee(args) {
  const i = args.findIndex((arg) => arg === '--region' || arg.startsWith('--region='));
  if (i === -1) return {};
  const region = args[i].includes('=') ? args[i].slice('--region='.length) : (args[i + 1] ?? '');
  if (region.trim() === '') throw new Error('--region attend FR ou NC.');
  return { REGION: region, GATSBY_REGION: region };
}

const started = performance.now();
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  step('Arrêt du portail…');
  await stopAll();
  ok('Portail arrêté');
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await ensureInstalled(repoRoot, 'site, services, serveur');
  await ensureInstalled(cmsDir, 'CMS');
  const env = stackEnv(regionDemandee(process.argv.slice(2)));
  const parts = await startStack(env, { forceSiteBuild: process.argv.includes('--rebuild') });
  for (const part of Object.values(parts)) {
    part.child.on('exit', (code) => {
      if (!stopping) {
        fail(`${part.name} s'est arrêté (code ${code}) : arrêt du portail.`);
        shutdown(1);
      }
    });
  }
  ok(`Tout est prêt en ${since(started)}`);
  console.log(
    `\n  Portail : ${bold(`http://localhost:${env.PORT}`)}${env.REGION === 'NC' ? ' (Nouvelle-Calédonie)' : ''}`,
  );
  console.log(`  CMS     : ${env.CMS_URL}/admin (identifiants dans ${env.DATA_DIR}/secrets.env)`);
  console.log(`  API     : http://localhost:${env.PORT}/api/docs`);
  if (env.COURRIELS_DEV === 'true') console.log(`  Courriels : http://localhost:${env.PORT}/dev/courriels`);
  else if (!env.SMTP_URL) {
    console.log(
      `  Courriels : gardés dans ${env.DATA_DIR}/courriels (COURRIELS_DEV=true pour les lire sur /dev/courriels)`,
    );
  }
  console.log('');
  console.log('  Ctrl-C pour tout arrêter.\n');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  await shutdown(1);
}
