#!/usr/bin/env node
// Builds every part: services and portal server (TypeScript), the CMS, and the site from the CMS
// content (the CMS is started for the time of the build if it is not already answering).
import { ensureInstalled } from './lib/install.mjs';
import { stackEnv } from './lib/env.mjs';
import { fail, ok, since } from './lib/log.mjs';
import { cmsDir, repoRoot } from './lib/paths.mjs';
import { stopAll, waitForHttp } from './lib/procs.mjs';
import { buildCms, buildServers, buildSiteIfNeeded, startCms } from './lib/stack.mjs';
import { ensureRuntime } from './lib/runtime.mjs';

await ensureRuntime();

const started = performance.now();
try {
  await ensureInstalled(repoRoot, 'site, services, serveur');
  await ensureInstalled(cmsDir, 'CMS');
  const env = stackEnv();
  await buildServers(env);
  await buildCms(env);
  const running = await fetch(`${env.CMS_URL}/_health`).then(
    (r) => r.ok,
    () => false,
  );
  if (!running) {
    const cms = startCms(env);
    await waitForHttp(`${env.CMS_URL}/_health`, { part: cms, timeoutMs: 300_000 });
  }
  await buildSiteIfNeeded(env, { force: true });
  ok(`Construction terminée (${since(started)})`);
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
await stopAll();
