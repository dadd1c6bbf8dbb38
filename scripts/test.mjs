#!/usr/bin/env node
// Runs every test of the repository: jest (site, services on PGlite and on PostgreSQL when
// DATABASE_URL is set, portal server), the CMS tests, then the Playwright journeys in Chromium
// against a real stack started on its own ports and data folder. Ends with one summary line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureChromium, ensureInstalled } from './lib/install.mjs';
import { stackEnv } from './lib/env.mjs';
import { bold, fail, ok, since, step } from './lib/log.mjs';
import { cmsDir, fromRoot, repoRoot } from './lib/paths.mjs';
import { run, startPart, stopAll, waitForHttp } from './lib/procs.mjs';
import { buildPaquets, startStack } from './lib/stack.mjs';
import { startCmsRelay } from './lib/cms-relay.mjs';
import { ensureRuntime } from './lib/runtime.mjs';

await ensureRuntime();

const e2eOnly = process.argv.includes('--e2e-only');
const skipE2e = process.argv.includes('--no-e2e');
// Anything else is given to Playwright: a file or folder of journeys, --repeat-each=3, --grep…
const playwrightArgs = process.argv.slice(2).filter((arg) => arg !== '--e2e-only' && arg !== '--no-e2e');
const started = performance.now();
const results = [];
/** Debian's Chromium, found (or installed) before the journeys. */
let chromiumPath = '';

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The environment of a stack the journeys drive: `overrides` (its own ports and data folder), the
 * CMS without its admin panel, PGlite, e-mails kept as files, no Redis (rate-limit counters in
 * memory: an earlier run's never leak into this one), quiet logs.
 */
function envDesParcours(overrides) {
  const env = stackEnv({ CMS_SERVE_ADMIN: 'false', DATABASE_URL: '', LOG_LEVEL: 'warn', SMTP_URL: '', ...overrides });
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  delete env.REDIS_URL;
  return env;
}

/** Runs Playwright with `args` against the stack of `env` (its region: the walk of e2e/region checks its words). */
function playwright(label, args, env, extra = {}) {
  return run(process.execPath, [fromRoot('node_modules/@playwright/test/cli.js'), 'test', ...args], {
    cwd: repoRoot,
    label,
    env: {
      ...process.env,
      CHROMIUM_PATH: chromiumPath,
      E2E_BASE_URL: `http://127.0.0.1:${env.PORT}`,
      E2E_REGION: env.REGION,
      ...extra,
    },
  });
}

/** Runs one suite; a failing suite is recorded, never aborts the others. */
async function suite(name, fn, countsFrom) {
  const t = performance.now();
  step(`Tests : ${name}`);
  let error = null;
  try {
    await fn();
  } catch (e) {
    error = e;
  }
  const counts = countsFrom();
  if (!counts) {
    results.push({ name, passed: 0, failed: 1, note: error?.message ?? 'aucun résultat' });
    fail(`${name} : ${error?.message ?? 'aucun résultat lu'}`);
    return;
  }
  if (error && counts.failed === 0) counts.failed = 1;
  results.push({ name, ...counts });
  (counts.failed ? fail : ok)(`${name} : ${counts.passed} réussi(s), ${counts.failed} échoué(s) (${since(t)})`);
}

const jestCounts = (file) => () => {
  const report = readJson(file);
  return report
    ? { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) }
    : null;
};

const playwrightCounts = (file) => () => {
  const report = readJson(file);
  if (!report?.stats) return null;
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky };
};

try {
  await ensureInstalled(repoRoot, 'site, services, serveur');
  await ensureInstalled(cmsDir, 'CMS');
  // The CMS processes its tests start import the domain package's compiled files.
  await buildPaquets();
  rmSync(fromRoot('test-results'), { recursive: true, force: true });
  mkdirSync(fromRoot('test-results'), { recursive: true });

  if (!e2eOnly) {
    const jestJson = fromRoot('test-results/jest.json');
    await suite(
      process.env.DATABASE_URL ? 'jest (PGlite et PostgreSQL)' : 'jest (PGlite)',
      () =>
        run(
          process.execPath,
          [
            fromRoot('node_modules/jest/bin/jest.js'),
            '--ci',
            '--json',
            `--outputFile=${jestJson}`,
            // Jest's default (one worker less than the cores) runs everything in one process on two
            // cores, where the services' suites spend much of their time waiting on PGlite's files
            // and the PostgreSQL server: two workers there took the services' suites from 951 s to
            // 522 s on this kind of machine.
            `--maxWorkers=${Math.max(2, availableParallelism() - 1)}`,
          ],
          { cwd: repoRoot, label: 'jest' },
        ),
      jestCounts(jestJson),
    );
    const cmsJson = fromRoot('test-results/cms.json');
    await suite(
      'CMS',
      () =>
        run('npm', ['test', '--', '--ci', '--json', `--outputFile=${cmsJson}`], { cwd: cmsDir, label: 'tests du CMS' }),
      jestCounts(cmsJson),
    );
  }

  if (!skipE2e) {
    chromiumPath = await ensureChromium();
    const env = envDesParcours({
      DATA_DIR: process.env.E2E_DATA_DIR || '.data/e2e',
      PORT: '8100',
      SERVICES_PORT: '8110',
      CMS_PORT: '1437',
      // The stack reads the CMS through a relay the publication journey can break (cms-relay.mjs).
      CMS_URL: 'http://127.0.0.1:1438',
      SITE_URL: 'http://127.0.0.1:8100',
      REGISTRE_ENTREPRISES: process.env.E2E_REGISTRE_ENTREPRISES || '5000',
      // The journeys read companies of the generated registry as it is: no activity day behind their back.
      REGISTRE_ACTIVITE: 'false',
      // The journeys read the e-mails the services keep as files (GET /api/dev/courriels), which a
      // production build serves only when told to.
      COURRIELS_DEV: 'true',
      // The journeys sign up, reset passwords and search many times from 127.0.0.1: limits on
      // (server/src/rate-limits.ts), far above what they do, counted in memory (envDesParcours).
      RATE_LIMIT_SEARCH_PER_MIN: '100000',
      RATE_LIMIT_SUGGESTIONS_PER_MIN: '100000',
      RATE_LIMIT_DOWNLOADS_PER_MIN: '100000',
      RATE_LIMIT_SIGNUPS_PER_HOUR: '100000',
      RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: '100000',
      RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MIN: '100000',
    });
    const e2eJson = fromRoot('test-results/e2e.json');
    await suite(
      'parcours Playwright (Chromium)',
      async () => {
        const relay = await startCmsRelay({
          port: new URL(env.CMS_URL).port,
          target: `http://127.0.0.1:${env.CMS_PORT}`,
        });
        try {
          await startStack(env);
          // A second portal whose services never answer, for the "services down" journeys.
          const downPort = '8101';
          const down = startPart('portail-sans-services', process.execPath, [fromRoot('server/dist/main.js')], {
            cwd: fromRoot('server'),
            env: { ...env, PORT: downPort, SERVICES_URL: 'http://127.0.0.1:9' },
          });
          await waitForHttp(`http://127.0.0.1:${downPort}/`, { part: down });
          await playwright('playwright', playwrightArgs, env, {
            E2E_SERVICES_DOWN_URL: `http://127.0.0.1:${downPort}`,
            // The publication journey edits an actualité in the CMS itself, then breaks the relay.
            E2E_CMS_URL: `http://127.0.0.1:${env.CMS_PORT}`,
            E2E_CMS_EDITION_TOKEN: env.CMS_EDITION_TOKEN,
            E2E_CMS_RELAY_URL: env.CMS_URL,
            // The preview journey signs its own links to /apercu, as the CMS's button does.
            E2E_APERCU_SECRET: env.APERCU_SECRET,
            // The registry activity journey runs the operator's command against the stack's data.
            E2E_DATA_DIR: env.DATA_DIR,
            E2E_SERVICES_PORT: env.SERVICES_PORT,
            // Journeys that skip when run by hand by lack of these fail here instead.
            E2E_FULL_STACK: '1',
          });
        } finally {
          await relay.close();
        }
      },
      playwrightCounts(e2eJson),
    );
    await stopAll();
    // The Caledonian portal (issue 20): its own stack, built for REGION=NC, and its journeys
    // (e2e/nouvelle-caledonie, and the walk of its sitemap); only when every journey is asked for.
    if (playwrightArgs.length === 0) {
      const envNc = envDesParcours({
        REGION: 'NC',
        DATA_DIR: process.env.E2E_NC_DATA_DIR || '.data/e2e-nc',
        PORT: '8200',
        SERVICES_PORT: '8210',
        CMS_PORT: '1537',
        SITE_URL: 'http://127.0.0.1:8200',
        REGISTRE_ENTREPRISES: '3000',
      });
      await suite(
        'parcours calédoniens (Chromium)',
        async () => {
          await startStack(envNc);
          await playwright('playwright NC', ['--project=desktop', 'e2e/nouvelle-caledonie', 'e2e/region'], envNc);
        },
        playwrightCounts(e2eJson),
      );
      await stopAll();
    }
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  results.push({ name: 'préparation', passed: 0, failed: 1 });
  await stopAll();
}

const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${bold('Résumé')} (${since(started)})`);
for (const r of results)
  console.log(`  ${r.failed ? '✖' : '✔'} ${r.name} : ${r.passed} réussi(s), ${r.failed} échoué(s)`);
console.log(`\nTests: ${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
