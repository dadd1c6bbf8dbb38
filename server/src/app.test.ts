import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import type { PortalManifest } from './manifest.js';

const revalidate = [
  { key: 'cache-control', value: 'public, max-age=0, must-revalidate' },
  { key: 'x-content-type-options', value: 'nosniff' },
];
const immutable = [{ key: 'cache-control', value: 'public, max-age=31536000, immutable' }];

/**
 * A release laid out like the ones scripts/lib/site-release.mjs publishes. Its SSR "engine" is a
 * small handler with the same contract as Gatsby's lambda (Express-like req/res), so the real
 * worker process, its start-up and the forwarding are exercised; Gatsby's own engine is covered
 * by the end-to-end journeys.
 */
function makeRelease(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'portail-release-'));
  const write = (file: string, body: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), body);
  };
  write('public/index.html', '<h1>Accueil</h1>');
  write('public/404.html', '<h1>Page introuvable</h1>');
  write('public/500.html', '<h1>Erreur</h1>');
  write('public/app-0123abcd.js', 'console.log("app");'.repeat(100));
  write(
    '.cache/page-ssr/lambda.js',
    `exports.default = async (req, res) => {
       res.setHeader('cache-control', 'public, max-age=300');
       res.status(200).send('<h1>SSR ' + req.url + '</h1>');
     };`,
  );
  const manifest: PortalManifest = {
    version: 1,
    builtAt: new Date().toISOString(),
    trailingSlash: 'never',
    routes: [
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

describe('portal server', () => {
  let releaseDir: string;
  let services: FastifyInstance;
  let app: FastifyInstance;

  beforeAll(async () => {
    releaseDir = makeRelease();
    services = Fastify();
    services.get('/api/health', async () => ({ status: 'ok' }));
    services.post('/api/echo', async (request) => ({ received: request.body }));
    services.get('/api/request-id', async (request) => ({ id: request.headers['x-request-id'] }));
    const servicesUrl = await services.listen({ port: 0, host: '127.0.0.1' });
    app = await buildServer({ host: '127.0.0.1', port: 0, servicesUrl, releaseDir, logLevel: 'silent' }, process.env);
  });

  afterAll(async () => {
    await app.close();
    await services.close();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('serves pages with the revalidation headers of the manifest', async () => {
    const response = await app.inject('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Accueil');
    expect(response.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves hashed assets as immutable, compressed when asked', async () => {
    const response = await app.inject({ url: '/app-0123abcd.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    const response = await app.inject('/nulle-part');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page introuvable');
  });

  it('applies declared redirects and removes trailing slashes', async () => {
    expect((await app.inject('/ancienne')).headers.location).toBe('/');
    const slash = await app.inject('/fiche-greffe/paris/7501/?ancre=x');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/fiche-greffe/paris/7501?ancre=x');
  });

  it('hands SSR routes to the engine process of the release', async () => {
    const response = await app.inject('/fiche-greffe/paris/7501');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>SSR /fiche-greffe/paris/7501</h1>');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('forwards /api calls, bodies included, to the services', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const echo = await app.inject({ method: 'POST', url: '/api/echo', payload: { siren: '552100554' } });
    expect(echo.json()).toEqual({ received: { siren: '552100554' } });
  });

  it('passes its request id to the services for log correlation', async () => {
    const response = await app.inject('/api/request-id');
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with a French message when the services are down', async () => {
    const down = await buildServer(
      { host: '127.0.0.1', port: 0, servicesUrl: 'http://127.0.0.1:9', releaseDir, logLevel: 'silent' },
      process.env,
    );
    try {
      const response = await down.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/momentanément indisponible/);
    } finally {
      await down.close();
    }
  });
});
