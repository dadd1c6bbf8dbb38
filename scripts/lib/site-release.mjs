import { cp, mkdir, readdir, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fingerprint } from './fingerprint.mjs';
import { fromRoot, repoRoot } from './paths.mjs';

/** Files and folders whose content decides what the site build produces. */
const SITE_INPUTS = [
  'src',
  'static',
  'plugins',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'site-config.ts',
  'packages/domaine/src',
  'packages/domaine/package.json',
  'package-lock.json',
];

/** Fingerprint of the site's sources and build-time settings (not of CMS content). */
export async function siteFingerprint(env) {
  const hash = await fingerprint(
    SITE_INPUTS.map((input) => fromRoot(input)),
    `${env.GATSBY_REGION}|${env.SITE_URL}|${env.PORTAIL_EDITEUR ?? ''}`,
  );
  return hash.slice(0, 16);
}

export async function currentRelease(releaseLink) {
  try {
    return JSON.parse(await readFile(path.join(releaseLink, '.portal', 'release.json'), 'utf8'));
  } catch {
    return null;
  }
}

/** What the portal server needs from a Gatsby build: the public files, the SSR engines, the manifest. */
const RELEASE_PARTS = ['public', '.portal', '.cache/page-ssr', '.cache/query-engine', '.cache/data/datastore'];

/**
 * Copies the fresh build into `<builds>/<id>` and points the `current` symlink at it in one rename,
 * so the server switches from one complete release to another. Keeps the three newest releases.
 */
export async function publishRelease(releaseLink, fingerprint, sourceRoot = repoRoot) {
  const buildsDir = path.dirname(releaseLink);
  const id = `${new Date()
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${fingerprint.slice(0, 8)}`;
  const target = path.join(buildsDir, id);
  await mkdir(buildsDir, { recursive: true });
  await rm(target, { recursive: true, force: true });
  for (const part of RELEASE_PARTS) {
    const source = path.join(sourceRoot, part);
    if (!existsSync(source)) {
      if (part === 'public' || part === '.portal') throw new Error(`Build incomplet : ${part} absent.`);
      continue;
    }
    await mkdir(path.dirname(path.join(target, part)), { recursive: true });
    await cp(source, path.join(target, part), { recursive: true });
  }
  await writeFile(
    path.join(target, '.portal', 'release.json'),
    JSON.stringify({ id, fingerprint, publishedAt: new Date().toISOString() }),
  );
  const tmpLink = `${releaseLink}.${process.pid}.tmp`;
  await rm(tmpLink, { force: true });
  await symlink(id, tmpLink);
  await rename(tmpLink, releaseLink);
  const old = (await readdir(buildsDir))
    .filter((d) => /^\d{14}-/.test(d) && d !== id)
    .sort()
    .reverse()
    .slice(2);
  for (const dir of old) await rm(path.join(buildsDir, dir), { recursive: true, force: true });
  return target;
}
