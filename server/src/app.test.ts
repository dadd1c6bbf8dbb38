import { rmSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { testConfig } from './test-helpers/config.js';
import { makeRelease } from './test-helpers/release.js';

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
    services.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    // The identity provider and its pages answer from the services too.
    services.all('/auth/*', async (request) => ({
      provider: request.url,
      forwardedFor: request.headers['x-forwarded-for'],
    }));
    services.post('/auth/interaction/:uid/login', async (request, reply) =>
      request.body === 'email=a%40b.fr&motDePasse=x'
        ? reply.redirect(`/auth/auth/${(request.params as { uid: string }).uid}`, 303)
        : reply.code(400).send({ body: request.body }),
    );
    services.get('/inscription', async (_request, reply) => reply.type('text/html').send('<h1>Créer un compte</h1>'));
    services.get('/inscription-validation', async (request) => ({ query: request.query }));
    const servicesUrl = await services.listen({ port: 0, host: '127.0.0.1' });
    app = await buildServer(testConfig({ servicesUrl, releaseDir }), process.env);
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
  it('keeps the connection headers of the engine and the services to themselves', async () => {
    for (const url of ['/fiche-greffe/paris/7501', '/api/health']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(200);
      // The engine's and the services' `keep-alive: timeout=5`, about their connection to the portal.
      expect(response.headers['keep-alive']).toBeUndefined();
    }
  });

  it('gives the engine the path alone and the query parsed, as Gatsby expects', async () => {
    const response = await app.inject('/fiche-greffe/paris/7501?page=2&q=a&q=b%C3%A9');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('<h1>SSR /fiche-greffe/paris/7501 {"page":"2","q":["a","bé"]}</h1>');
  });

  it('forwards /api calls, bodies included, to the services', async () => {
    expect((await app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const echo = await app.inject({ method: 'POST', url: '/api/echo', payload: { siren: '552100554' } });
    expect(echo.json()).toEqual({ received: { siren: '552100554' } });
  });

  it('forwards the identity provider and its pages, form bodies and redirects included', async () => {
    const discovery = await app.inject('/auth/.well-known/openid-configuration');
    expect(discovery.json()).toEqual({ provider: '/auth/.well-known/openid-configuration', forwardedFor: '127.0.0.1' });
    const login = await app.inject({
      method: 'POST',
      url: '/auth/interaction/abc/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=a%40b.fr&motDePasse=x',
    });
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/auth/auth/abc');
    const page = await app.inject('/inscription');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe('<h1>Créer un compte</h1>');
    expect((await app.inject('/inscription-validation?jeton=x.y')).json()).toEqual({ query: { jeton: 'x.y' } });
  });

  it('passes its request id to the services for log correlation', async () => {
    const response = await app.inject('/api/request-id');
    expect(response.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers 503 with a French message when the services are down', async () => {
    const down = await buildServer(testConfig({ servicesUrl: 'http://127.0.0.1:9', releaseDir }), process.env);
    try {
      const response = await down.inject('/api/health');
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/momentanément indisponible/);
      // A page of the identity provider gets the site's error page, in HTML.
      const page = await down.inject('/inscription');
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await down.close();
    }
  });
});
