#!/usr/bin/env node
// Installs both dependency trees (root workspaces and the CMS) when their lockfiles changed, then
// compiles the domain package, whose compiled files the other parts import (typecheck, Gatsby, CMS).
import { ensureInstalled } from './lib/install.mjs';
import { fail } from './lib/log.mjs';
import { cmsDir, repoRoot } from './lib/paths.mjs';
import { buildPaquets } from './lib/stack.mjs';
import { ensureRuntime } from './lib/runtime.mjs';

await ensureRuntime();

try {
  await ensureInstalled(repoRoot, 'site, services, serveur');
  await ensureInstalled(cmsDir, 'CMS');
  await buildPaquets();
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
