// Stands in for scripts/build-site.mjs in the server's tests: same contract (a child process that
// publishes a release by switching the SITE_RELEASE_DIR symlink, exits 0 on success, and on
// failure sends its reason over IPC and exits non-zero), without Gatsby. Driven by FAUX_BUILD_*.
import { appendFileSync, mkdirSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

const { SITE_RELEASE_DIR, FAUX_BUILD_JOURNAL, FAUX_BUILD_DUREE_MS, FAUX_BUILD_CODE, FAUX_BUILD_TITRE } = process.env;
appendFileSync(FAUX_BUILD_JOURNAL, `${FAUX_BUILD_TITRE}\n`);
await delay(Number(FAUX_BUILD_DUREE_MS || 100));

const code = Number(FAUX_BUILD_CODE || 0);
if (code !== 0) {
  process.send({ type: 'portail:echec', motif: 'CMS injoignable (http://127.0.0.1:1).' }, () => process.exit(code));
} else {
  const id = `20260101000000-${process.pid}`;
  const dir = path.join(path.dirname(SITE_RELEASE_DIR), id);
  const write = (file, body) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write('public/index.html', `<h1>${FAUX_BUILD_TITRE}</h1>`);
  write('public/404.html', '<h1>Page introuvable</h1>');
  const headers = [{ key: 'cache-control', value: 'public, max-age=0, must-revalidate' }];
  const routes = [{ type: 'static', path: '/', filePath: 'public/index.html', headers }];
  write('.portal/routes.json', JSON.stringify({ version: 1, routes, headerRoutes: [], functions: [] }));
  write('.portal/release.json', JSON.stringify({ id, publishedAt: new Date().toISOString() }));
  const tmp = `${SITE_RELEASE_DIR}.tmp`;
  rmSync(tmp, { force: true });
  symlinkSync(id, tmp);
  renameSync(tmp, SITE_RELEASE_DIR);
}
