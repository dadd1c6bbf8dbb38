import Fastify, { type FastifyInstance } from 'fastify';
import { rawRequest, type RawResponse } from './test-helpers/raw-http.js';
import { demarrerPortail } from './test-helpers/portail.js';
import { makeRelease } from './test-helpers/release.js';

const ORIGIN = 'http://portail.test';

/** Where a browser on the portal goes with this Location (it reads `\` as `/`). */
const destination = (location: string) => new URL(location, `${ORIGIN}/page/courante`);

/** The portal may refuse such an address (404) or redirect it, but only to one of its own paths. */
function expectSameOriginOrRefused(response: RawResponse): void {
  if (response.status === 404) return;
  expect(response.status).toBe(301);
  const location = response.headers.location ?? '';
  expect(location).toMatch(/^\/(?![/\\])/);
  expect(destination(location).origin).toBe(ORIGIN);
  expect(response.headers['cache-control']).toBeDefined();
}

describe('redirects of the portal', () => {
  let releaseDir: string;
  let services: FastifyInstance;
  let app: FastifyInstance;
  let port: number;
  let close: () => Promise<void>;

  beforeAll(async () => {
    releaseDir = makeRelease({
      routes: [
        { type: 'redirect', path: '/vers-ailleurs', toPath: '//evil.example/x', status: 301, headers: [] },
        { type: 'redirect', path: '/vers-ailleurs-2', toPath: '/\\evil.example/x', status: 302, headers: [] },
        { type: 'redirect', path: '/vers-partenaire', toPath: 'https://www.infogreffe.fr/', status: 301, headers: [] },
        {
          type: 'redirect',
          path: '/avec-cache',
          toPath: '/',
          status: 301,
          headers: [{ key: 'cache-control', value: 'public, max-age=60' }],
        },
      ],
    });
    services = Fastify();
    ({ app, port, close } = await demarrerPortail(services, releaseDir));
  });

  afterAll(() => close());

  it.each([
    '//evil.example/',
    '/\\evil.example/',
    '/%2F%2Fevil.example/',
    '/%2f%5cevil.example/',
    '///evil.example/',
    '/\\\\/evil.example/',
    '/\\/evil.example/',
    '//evil.example//',
    '//evil.example/?x=1',
  ])('never sends a trailing-slash address to another site: %s', async (target) => {
    expectSameOriginOrRefused(await rawRequest(port, target));
  });

  it('collapses the leading slashes of a trailing-slash redirect', async () => {
    const response = await rawRequest(port, '//evil.example/?x=1');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/evil.example?x=1');
  });

  it('reads an absolute-form request target as its path, never as a host to redirect to', async () => {
    const response = await rawRequest(port, 'http://evil.example/fiche-greffe/paris/7501/');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/fiche-greffe/paris/7501');
  });

  it('gives the trailing-slash redirect a Cache-Control header', async () => {
    const response = await app.inject('/fiche-greffe/paris/7501/?ancre=x');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/fiche-greffe/paris/7501?ancre=x');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('keeps a declared redirect on this origin unless it names an http(s) site', async () => {
    const away = await app.inject('/vers-ailleurs?q=1');
    expect(away.headers.location).toBe('/evil.example/x?q=1');
    expect(destination(String(away.headers.location)).origin).toBe(ORIGIN);
    const backslash = await app.inject('/vers-ailleurs-2');
    expect(backslash.statusCode).toBe(302);
    expect(backslash.headers.location).toBe('/evil.example/x');
    // An external redirect the site declared on purpose stays as it is.
    expect((await app.inject('/vers-partenaire')).headers.location).toBe('https://www.infogreffe.fr/');
  });

  it('gives declared redirects a Cache-Control header, their own when they declare one', async () => {
    expect((await app.inject('/ancienne')).headers['cache-control']).toBe('public, max-age=3600');
    expect((await app.inject('/avec-cache')).headers['cache-control']).toBe('public, max-age=60');
  });
});
