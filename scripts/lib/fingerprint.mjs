import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './paths.mjs';

async function hashTree(hash, target) {
  const info = await stat(target).catch(() => null);
  if (!info) return;
  if (info.isDirectory()) {
    for (const entry of (await readdir(target)).sort()) {
      if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
      await hashTree(hash, path.join(target, entry));
    }
  } else {
    hash.update(path.relative(repoRoot, target));
    hash.update(await readFile(target));
  }
}

/**
 * Fingerprint of files and folders (tests excluded) plus optional extra settings: a build whose
 * inputs have the same fingerprint as last time is skipped.
 */
export async function fingerprint(inputs, extra = '') {
  const hash = createHash('sha256');
  for (const input of inputs) await hashTree(hash, input);
  hash.update(extra);
  return hash.digest('hex');
}
