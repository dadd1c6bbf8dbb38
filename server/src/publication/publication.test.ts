import { createHmac } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../app.js';
import { testConfig } from '../test-helpers/config.js';
import { makeRelease } from '../test-helpers/release.js';

const SECRET = 'secret-partage-avec-le-cms-0123456789abcdef';
const FAKE_BUILD = path.join(__dirname, '..', 'test-helpers', 'fake-build.mjs');

/** Signs exactly as the CMS does: HMAC-SHA256 of `${timestamp}.${body}`, hex, prefixed. */
function signed(body: string, { secret = SECRET, at = Date.now() } = {}) {
  const timestamp = String(Math.floor(at / 1000));
  const signature = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
  return {
    method: 'POST' as const,
    url: '/_portail/reconstruction',
    headers: { 'content-type': 'application/json', 'x-greffeo-timestamp': timestamp, 'x-greffeo-signature': signature },
    payload: body,
  };
}

let sequence = 0;
const event = () =>
  JSON.stringify({
    evenement: 'publication',
    modele: 'api::actualite.actualite',
    id: `doc${++sequence}`,
    date: new Date().toISOString(),
  });

describe('publication of CMS content', () => {
  let work: string;
  let firstRelease: string;
  let journal: string;
  let env: NodeJS.ProcessEnv;
  let app: FastifyInstance;
  const builds = () => readFileSync(journal, 'utf8').split('\n').filter(Boolean).length;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), 'portail-publication-'));
    firstRelease = makeRelease();
    const link = path.join(work, 'current');
    symlinkSync(firstRelease, link);
    journal = path.join(work, 'builds.log');
    writeFileSync(journal, '');
    env = { ...process.env, SITE_RELEASE_DIR: link, FAUX_BUILD_JOURNAL: journal, FAUX_BUILD_DUREE_MS: '400' };
    app = await buildServer(
      testConfig({
        servicesUrl: 'http://127.0.0.1:9',
        releaseDir: link,
        publication: { webhookSecret: SECRET, buildScript: FAKE_BUILD, buildTimeoutMs: 20_000 },
      }),
      env,
    );
  });

  afterAll(async () => {
    await app.close();
    rmSync(work, { recursive: true, force: true });
    rmSync(firstRelease, { recursive: true, force: true });
  });

  afterEach(async () => app.publication.whenIdle());

  describe('the signed webhook', () => {
    it('accepts a correctly signed request and answers 202 at once', async () => {
      env.FAUX_BUILD_TITRE = 'Signature acceptée';
      const response = await app.inject(signed(event()));
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ statut: 'demarree' });
    });

    it('refuses a signature made with another secret', async () => {
      const response = await app.inject(signed(event(), { secret: 'un-autre-secret-qui-ne-convient-pas-du-tout' }));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Signature invalide.');
    });

    it('refuses a body changed after signing', async () => {
      const request = signed(event());
      const response = await app.inject({ ...request, payload: request.payload.replace('publication', 'suppression') });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a request without signature', async () => {
      const response = await app.inject({ method: 'POST', url: '/_portail/reconstruction', payload: event() });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/^Signature absente/);
    });

    it('refuses the same signed request sent twice', async () => {
      env.FAUX_BUILD_TITRE = 'Rejeu';
      const request = signed(event());
      expect((await app.inject(request)).statusCode).toBe(202);
      const replay = await app.inject(request);
      expect(replay.statusCode).toBe(401);
      expect(replay.json().message).toBe('Requête déjà reçue : rejeu refusé.');
    });

    it('refuses a signature older than five minutes, even a correct one', async () => {
      const response = await app.inject(signed(event(), { at: Date.now() - 6 * 60_000 }));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/^Signature expirée/);
    });
  });

  describe('the rebuild queue', () => {
    it('merges the requests received during a build into exactly one more build', async () => {
      const before = builds();
      env.FAUX_BUILD_TITRE = 'Après regroupement';
      expect((await app.inject(signed(event()))).json()).toEqual({ statut: 'demarree' });
      for (let i = 0; i < 3; i++) expect((await app.inject(signed(event()))).json()).toEqual({ statut: 'en-attente' });
      const during = (
        await app.inject({ url: '/_portail/publication', headers: { accept: 'application/json' } })
      ).json();
      expect(during.en_cours).toMatchObject({ demandes: 1 });
      expect(during.enAttente).toMatchObject({ demandes: 3 });
      await app.publication.whenIdle();
      expect(builds() - before).toBe(2);
      const [last, first] = app.publication.snapshot().dernieres;
      expect(first).toMatchObject({ demandes: 1, resultat: 'reussie' });
      expect(last).toMatchObject({ demandes: 3, resultat: 'reussie' });
      expect((await app.inject('/')).body).toBe('<h1>Après regroupement</h1>');
    });

    it('keeps the live release when a build fails, and says why', async () => {
      const live = app.releases.current.version.id;
      env.FAUX_BUILD_TITRE = 'Jamais en ligne';
      env.FAUX_BUILD_CODE = '1';
      try {
        expect((await app.inject(signed(event()))).statusCode).toBe(202);
        await app.publication.whenIdle();
      } finally {
        delete env.FAUX_BUILD_CODE;
      }
      expect(app.publication.snapshot().dernieres[0]).toMatchObject({
        resultat: 'echouee',
        motif: 'CMS injoignable (http://127.0.0.1:1).',
      });
      expect(app.releases.current.version.id).toBe(live);
      const home = await app.inject('/');
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe('<h1>Après regroupement</h1>');
    });
  });

  describe('the status page', () => {
    it('answers JSON with the live release, the queue and the last builds', async () => {
      const response = await app.inject({ url: '/_portail/publication', headers: { accept: 'application/json' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const status = response.json();
      expect(status.enLigne).toEqual({ version: app.releases.current.version.id, publieeLe: expect.any(String) });
      expect(status.en_cours).toBeNull();
      expect(status.enAttente).toBeNull();
      expect(status.dernieres[0]).toMatchObject({ resultat: 'echouee', dureeMs: expect.any(Number) });
      expect(status.dernieres[1]).toMatchObject({ resultat: 'reussie', version: status.enLigne.version });
    });

    it('renders an accessible French page for browsers, without internals', async () => {
      const response = await app.inject({ url: '/_portail/publication', headers: { accept: 'text/html,*/*' } });
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.body;
      expect(html).toContain('<html lang="fr">');
      expect(html).toContain('<h1>Publication du site</h1>');
      expect(html).toContain(`Version ${app.releases.current.version.id}, publiée le <time datetime=`);
      expect(html).toContain('Aucune construction en cours.');
      expect(html).toContain('<caption>Dernières constructions, la plus récente d’abord</caption>');
      expect(html).toContain('Échouée — CMS injoignable (http://127.0.0.1:1).');
      expect(html).toMatch(/Réussie — version 20260101000000-\d+/);
      expect(html).not.toMatch(/secret|\bat .*\.(m?js|ts):\d+/i);
    });
  });
});
