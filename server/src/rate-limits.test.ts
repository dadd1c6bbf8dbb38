import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import type { RateLimitsConfig, ServerConfig } from './config.js';
import { unreachedRateLimits } from './test-helpers/config.js';
import { demarrerPortail, type PortailDeTest } from './test-helpers/portail.js';
import { makeRelease } from './test-helpers/release.js';

/** Fake services answering every path, counting what reaches them. */
function fakeServices(): { services: FastifyInstance; received: string[] } {
  const received: string[] = [];
  const services = Fastify();
  services.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  services.all('/*', async (request) => {
    received.push(`${request.method} ${request.url}`);
    return { ok: true };
  });
  return { services, received };
}

function limits(overrides: Partial<RateLimitsConfig>): RateLimitsConfig {
  return { ...unreachedRateLimits, ...overrides };
}

const perMinute = (max: number) => ({ max, windowMs: 60_000 });

describe('rate limits', () => {
  const running: PortailDeTest[] = [];
  afterEach(async () => {
    for (const portail of running.splice(0)) await portail.close();
  });

  async function portal(
    rateLimits: RateLimitsConfig,
    overrides: Partial<ServerConfig> = {},
  ): Promise<{ send: (path: string, init?: RequestInit) => Promise<Response>; received: string[] }> {
    const { services, received } = fakeServices();
    const portail = await demarrerPortail(services, makeRelease(), { rateLimits, ...overrides });
    running.push(portail);
    return {
      send: (path, init) => fetch(`http://127.0.0.1:${portail.port}${path}`, init),
      received,
    };
  }

  it('answers 429 past the limit, with Retry-After and a French JSON message, without asking the services', async () => {
    const { send, received } = await portal(limits({ search: perMinute(3) }));
    const path = '/api/recherche/entreprises_etablissements?phrase=dupont';
    for (let i = 0; i < 3; i++) expect((await send(path)).status).toBe(200);
    expect(received).toHaveLength(3);

    const refused = await send(path);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Trop de recherches depuis votre adresse\. Veuillez réessayer dans (?:\d+\u00a0secondes?|1\u00a0minute)\.$/,
      ) as unknown,
    });
    expect(received).toHaveLength(3);
  });

  it('answers a form sent too often with the site’s error page, in HTML, saying why and for how long', async () => {
    const { send, received } = await portal(limits({ signUp: { max: 2, windowMs: 3_600_000 } }));
    const post = () =>
      send('/inscription', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=a%40b.fr',
      });
    expect((await post()).status).toBe(200);
    expect((await post()).status).toBe(200);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3_500);
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await refused.text();
    expect(html).toContain('<h1>Erreur</h1>');
    expect(html).toContain(
      '<p role="alert">Trop de demandes d’inscription depuis votre adresse. Veuillez réessayer dans 1\u00a0heure.</p>',
    );
    expect(received).toHaveLength(2);
    // Reading the form is a page view: never counted, never refused.
    for (let i = 0; i < 5; i++) expect((await send('/inscription')).status).toBe(200);
  });

  // One row per limited route; `init` is an element of its own (jest would take a missing last
  // argument for a `done` callback).
  it.each<[string, Partial<RateLimitsConfig>, string, string, RequestInit | undefined]>([
    [
      'suggestions',
      { suggestions: perMinute(1) },
      '/api/recherche/suggestions?q=du',
      'demandes de suggestions',
      undefined,
    ],
    [
      'suggestions, percent-encoded',
      { suggestions: perMinute(1) },
      '/api/recherche/%73uggestions?q=du',
      'demandes de suggestions',
      undefined,
    ],
    ['people search', { search: perMinute(1) }, '/api/recherche/personnes?nom=dupont', 'recherches', undefined],
    ['pledges register search', { search: perMinute(1) }, '/api/gages?nom=martin', 'recherches', undefined],
    ['court cases search', { search: perMinute(1) }, '/api/affaires?nom=martin', 'recherches', undefined],
    [
      'formalities follow-up',
      { search: perMinute(1) },
      '/api/formalites/suivi?siren=552100554',
      'recherches',
      undefined,
    ],
    [
      'a single-window link check',
      { search: perMinute(1) },
      '/api/formalites/provenances',
      'recherches',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"identifiant":"J00012345678","jeton":"x"}',
      },
    ],
    ['a document verification', { search: perMinute(1) }, '/api/verifications/7KQ2M9XD4HTR', 'recherches', undefined],
    [
      'a file checked against an issued document',
      { search: perMinute(1) },
      '/api/verifications/7KQ2M9XD4HTR/document',
      'recherches',
      { method: 'POST', headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.7' },
    ],
    ['search, percent-encoded', { search: perMinute(1) }, '/api/%72echerche/personnes?nom=x', 'recherches', undefined],
    [
      'search with a trailing slash',
      { search: perMinute(1) },
      '/api/recherche/personnes/?nom=x',
      'recherches',
      undefined,
    ],
    [
      'an order document (Kbis)',
      { downloads: perMinute(1) },
      '/api/commandes/C-1/visualisations?date_commande=2026-01-01&id_article=1',
      'téléchargements',
      undefined,
    ],
    [
      'an order’s zip',
      { downloads: perMinute(1) },
      '/api/commandes/C-1/visualisations/zip',
      'téléchargements',
      undefined,
    ],
    ['a receipt', { downloads: perMinute(1) }, '/api/commandes/C-1/justificatifs', 'téléchargements', undefined],
    ['an invoice', { downloads: perMinute(1) }, '/api/factures/F-2026-000001', 'téléchargements', undefined],
    [
      'an invoice sent by e-mail',
      { downloads: perMinute(1) },
      '/api/commandes/C-1/factures/demandes',
      'téléchargements',
      { method: 'POST' },
    ],
    [
      'a password reset request',
      { passwordReset: perMinute(1) },
      '/mot-de-passe-oublie',
      'demandes de réinitialisation du mot de passe',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.fr' },
    ],
    [
      'a new password',
      { passwordReset: perMinute(1) },
      '/mot-de-passe-oublie/nouveau',
      'demandes de réinitialisation du mot de passe',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'jeton=x' },
    ],
    [
      'a new validation link',
      { signUp: perMinute(1) },
      '/inscription-validation',
      'demandes d’inscription',
      { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.fr' },
    ],
    [
      'a payment notification',
      { paymentNotifications: perMinute(1) },
      '/api/paiements/notifications',
      'notifications de paiement',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' },
    ],
  ])('limits %s', async (_name, configured, path, what, init) => {
    const { send } = await portal(limits(configured));
    expect((await send(path, init)).status).toBe(200);
    const refused = await send(path, init);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toContain(`Trop de ${what} depuis votre adresse.`);
  });

  it('leaves pages, files and the other API calls alone, and gives each kind of request its own budget', async () => {
    const { send } = await portal(
      limits({ search: perMinute(1), downloads: perMinute(1), signUp: perMinute(1), passwordReset: perMinute(1) }),
    );
    await send('/api/recherche/entreprises_etablissements?phrase=a');
    await send('/api/factures/F-1');
    expect((await send('/api/recherche/entreprises_etablissements?phrase=a')).status).toBe(429);
    expect((await send('/api/factures/F-1')).status).toBe(429);
    for (let i = 0; i < 5; i++) {
      for (const path of [
        '/',
        '/app-0123abcd.js',
        '/fiche-greffe/paris/7501',
        '/inscription',
        '/mot-de-passe-oublie',
        '/api/entreprises/1',
        '/api/factures',
        '/api/factures/encaissements',
        '/api/commandes/C-1',
        '/api/recherche/suggestions?q=du',
      ]) {
        expect([path, (await send(path)).status]).toEqual([path, 200]);
      }
    }
  });

  it('does not give a fresh budget to a visitor who writes another X-Forwarded-For (no trusted proxy)', async () => {
    const { send } = await portal(limits({ search: perMinute(2) }));
    const path = '/api/recherche/personnes?nom=x';
    expect((await send(path, { headers: { 'x-forwarded-for': '1.1.1.1' } })).status).toBe(200);
    expect((await send(path, { headers: { 'x-forwarded-for': '2.2.2.2' } })).status).toBe(200);
    for (const forged of ['3.3.3.3', '4.4.4.4, 5.5.5.5', '::1']) {
      expect((await send(path, { headers: { 'x-forwarded-for': forged } })).status).toBe(429);
    }
    expect((await send(path)).status).toBe(429);
  });

  it('counts each visitor behind a trusted proxy apart, by the address the proxy saw', async () => {
    const { send } = await portal(limits({ search: perMinute(2) }), { trustedProxies: ['127.0.0.1'] });
    const path = '/api/recherche/personnes?nom=x';
    const from = (header: string) => send(path, { headers: { 'x-forwarded-for': header } });
    expect((await from('1.2.3.4')).status).toBe(200);
    expect((await from('1.2.3.4')).status).toBe(200);
    expect((await from('1.2.3.4')).status).toBe(429);
    // The visitor wrote 9.9.9.9 itself; the trusted proxy appended the address it saw.
    expect((await from('9.9.9.9, 1.2.3.4')).status).toBe(429);
    expect((await from('5.6.7.8')).status).toBe(200);
    expect((await from('5.6.7.8')).status).toBe(200);
    expect((await from('5.6.7.8')).status).toBe(429);
  });

  it('lets requests through when Redis cannot be reached, rather than failing them', async () => {
    const { send, received } = await portal(
      limits({ search: perMinute(1), redisUrl: 'redis://127.0.0.1:1', redisPrefix: `test:${randomUUID()}:` }),
    );
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      expect((await send('/api/recherche/personnes?nom=x')).status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1_000);
    }
    expect(received).toHaveLength(4);
  });

  const withRedis = process.env.REDIS_URL ? it : it.skip;
  withRedis('shares one counter between two portal instances through Redis (REDIS_URL)', async () => {
    const shared = limits({
      search: perMinute(4),
      redisUrl: process.env.REDIS_URL ?? null,
      redisPrefix: `portail-test:${randomUUID()}:`,
    });
    const first = await portal(shared);
    const second = await portal(shared);
    const path = '/api/recherche/personnes?nom=x';
    expect((await first.send(path)).status).toBe(200);
    expect((await second.send(path)).status).toBe(200);
    expect((await first.send(path)).status).toBe(200);
    expect((await second.send(path)).status).toBe(200);
    const refused = await first.send(path);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await second.send(path)).status).toBe(429);
    expect(first.received.length + second.received.length).toBe(4);
  });
});
