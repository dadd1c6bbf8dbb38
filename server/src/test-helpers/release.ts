import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PortalManifest, Route } from '../manifest.js';

const revalidate = [
  { key: 'cache-control', value: 'public, max-age=0, must-revalidate' },
  { key: 'x-content-type-options', value: 'nosniff' },
];
const immutable = [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }];

const DEFAULT_LAMBDA = `exports.default = async (req, res) => {
  res.setHeader('cache-control', 'public, max-age=300');
  const query = Object.keys(req.query).length ? ' ' + JSON.stringify(req.query) : '';
  res.status(200).send('<h1>SSR ' + req.url + query + '</h1>');
};`;

/**
 * A release laid out like the ones scripts/lib/site-release.mjs publishes. Its SSR "engine" is a
 * small handler with the same contract as Gatsby's lambda (Express-like req/res), so the real
 * worker process, its start-up and the forwarding are exercised; Gatsby's own engine is covered
 * by the end-to-end journeys. `lambda`: the source of another engine, for the tests that need one;
 * `routes`: more routes, put before the default ones.
 */
export function makeRelease({
  lambda = DEFAULT_LAMBDA,
  routes = [],
}: { lambda?: string; routes?: Route[] } = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portail-release-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write('public/index.html', '<h1>Accueil</h1>');
  write('public/404.html', '<h1>Page introuvable</h1>');
  write('public/500.html', '<h1>Erreur</h1>');
  write('public/app-0123abcd.js', 'console.log("app");'.repeat(100));
  write('.cache/page-ssr/lambda.js', lambda);
  const manifest: PortalManifest = {
    version: 1,
    builtAt: new Date().toISOString(),
    trailingSlash: 'never',
    routes: [
      ...routes,
      { type: 'function', path: '/fiche-greffe/:nom/:code', functionId: 'ssr-engine' },
      { type: 'static', path: '/app-0123abcd.js', filePath: 'public/app-0123abcd.js', headers: immutable },
      { type: 'redirect', path: '/ancienne', toPath: '/', status: 301, headers: [] },
      { type: 'static', path: '/', filePath: 'public/index.html', headers: revalidate },
    ],
    headerRoutes: [{ path: '/*', headers: [{ key: 'x-frame-options', value: 'DENY' }] }],
    functions: [{ functionId: 'ssr-engine', name: 'SSR & DSG', pathToEntryPoint: '.cache/page-ssr/lambda.js' }],
  };
  write('.portal/routes.json', JSON.stringify(manifest));
  return dir;
}
