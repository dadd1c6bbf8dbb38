import Fastify, { type FastifyInstance } from 'fastify';
import { rawRequest } from './test-helpers/raw-http.js';
import { demarrerPortail } from './test-helpers/portail.js';
import { makeRelease } from './test-helpers/release.js';

const INVALID_ADDRESS = {
  statusCode: 400,
  error: 'Bad Request',
  message: "L'adresse demandée est invalide.",
};

describe('addresses a client can break', () => {
  let releaseDir: string;
  let services: FastifyInstance;
  let app: FastifyInstance;
  let port: number;
  let close: () => Promise<void>;
  const received: string[] = [];

  beforeAll(async () => {
    releaseDir = makeRelease({
      routes: [
        { type: 'function', path: '/rechercher-un-greffe', functionId: 'ssr-engine' },
        { type: 'function', path: '/recherche-par-departement/:departement', functionId: 'ssr-engine' },
      ],
    });
    services = Fastify();
    services.all('/*', async (request) => {
      received.push(request.url);
      return { url: request.url };
    });
    ({ app, port, close } = await demarrerPortail(services, releaseDir));
  });

  afterAll(() => close());

  beforeEach(() => {
    received.length = 0;
  });

  it('answers a malformed query of /api with 400 and the services’ error shape, in French', async () => {
    const response = await app.inject('/api/greffes?departement=%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual(INVALID_ADDRESS);
    expect(received).toEqual([]);
  });

  it('answers a malformed query of a page with 400 and the site’s 404 page', async () => {
    for (const url of ['/rechercher-un-greffe?q=%E0%A4%A', '/fiche-greffe/paris/7501?q=%E0%A4%A', '/?q=%']) {
      const response = await app.inject(url);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Page introuvable');
    }
  });

  it('answers 404 for a page address with an encoded slash, a control character or a dot step', async () => {
    for (const url of [
      '/recherche-par-departement/a%2Fb',
      '/recherche-par-departement/a%5Cb',
      '/recherche-par-departement/%00',
      '/recherche-par-departement/a%0Ab',
      '/recherche-par-departement/%2e%2e',
      '/fiche-greffe/%2E/7501',
    ]) {
      // Sent as they are: inject would resolve the dot steps first, as a URL parser does.
      const response = await rawRequest(port, url);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      // The site's 404 page, not the engine's rendering.
      expect(response.body).toBe('<h1>Page introuvable</h1>');
    }
  });

  it('answers a malformed path in French: 404 page for a page, 400 JSON for /api', async () => {
    const page = await app.inject('/fiche-greffe/paris%E0%A4%A/7501');
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Page introuvable');
    for (const url of ['/api/greffes/%E0%A4%A', '/api/greffes/a%ZZ', '/api/%2e%2e/seo/plan', '/api/a%2F..%2F..%2Fb']) {
      const api = await rawRequest(port, url);
      expect({ url, status: api.status }).toEqual({ url, status: 400 });
      expect(JSON.parse(api.body)).toEqual(INVALID_ADDRESS);
    }
    expect(received).toEqual([]);
  });

  it('still forwards queries that only look odd, as they came', async () => {
    const response = await app.inject('/api/recherche/suggestions?q=..%2Fa&x=%00&y=a+b');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ url: '/api/recherche/suggestions?q=..%2Fa&x=%00&y=a+b' });
  });

  it('answers requests the HTTP parser refuses (invalid characters) in French', async () => {
    const response = await rawRequest(port, Buffer.from('/fiche-greffe/é/7501'));
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Requête invalide.' });
  });

  it('answers a method no page accepts with the 404 page, in French', async () => {
    const response = await app.inject({ method: 'POST', url: '/fiche-greffe/paris/7501', payload: { a: 1 } });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('Page introuvable');
  });

  it('never answers 5xx, nor English, to any of these addresses', async () => {
    const targets = [
      '/api/greffes?departement=%E0%A4%A',
      '/rechercher-un-greffe?q=%E0%A4%A',
      '/recherche-par-departement/a%2Fb',
      '/recherche-par-departement/a%E0%A4%A',
      '/fiche-greffe/%ZZ/7501',
      '/api/x%E0%A4%A',
      '/api/%2e%2e/x',
      '/auth/interaction/%E0%A4%A',
      '/inscription?jeton=%E0%A4%A',
      '/sitemaps/%E0%A4%A.xml',
      '/a\u0001b',
      '/a"b<c>',
      'http://evil.example/api/greffes?departement=%E0%A4%A',
      '*',
    ];
    for (const target of targets) {
      const response = await rawRequest(port, target);
      // The target is in the compared value, to name the one that fails.
      expect({ target, serverError: response.status >= 500 }).toEqual({ target, serverError: false });
      expect({ target, body: response.body }).not.toEqual({
        target,
        body: expect.stringMatching(/not a valid url|URI malformed|Client Error|invalid characters|not found/i),
      });
    }
  });
});
