#!/usr/bin/env node
// Rebuilds the site from the running CMS and publishes it as the current release (one rename of
// the `current` symlink). Run by the portal server in a child process when the CMS asks for a
// rebuild (server/src/publication); the server then loads the new release itself. On failure the
// release is left as it is, the reason goes to the server over IPC and the exit code is 1.
import { stackEnv } from './lib/env.mjs';
import { fail } from './lib/log.mjs';
import { buildSiteIfNeeded } from './lib/stack.mjs';

/** Sends the reason to the parent (if any) before exiting: the status page shows it. */
function report(motif) {
  return new Promise((resolve) => (process.send ? process.send({ type: 'portail:echec', motif }, resolve) : resolve()));
}

try {
  const env = stackEnv();
  // A clear reason for the most common failure, before Gatsby spends time starting up.
  const cmsUp = await fetch(`${env.CMS_URL}/_health`, { signal: AbortSignal.timeout(5_000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (!cmsUp) throw new Error(`CMS injoignable (${env.CMS_URL}).`);
  await buildSiteIfNeeded(env, { force: true });
} catch (error) {
  const motif = error instanceof Error ? error.message : String(error);
  fail(motif);
  await report(motif.charAt(0).toUpperCase() + motif.slice(1));
  process.exitCode = 1;
}
