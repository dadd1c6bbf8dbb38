#!/usr/bin/env node
// Installs both dependency trees (root workspaces and the CMS) when their lockfiles changed.
import { ensureInstalled } from './lib/install.mjs';
import { fail } from './lib/log.mjs';
import { cmsDir, repoRoot } from './lib/paths.mjs';

try {
  await ensureInstalled(repoRoot, 'site, services, serveur');
  await ensureInstalled(cmsDir, 'CMS');
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
