import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { testConfig } from './test-helpers/config.js';
import { URLS_PER_FILE } from './sitemap.js';
import { makeRelease } from './test-helpers/release.js';

/**
 * The services' plan endpoints are played by a small Fastify app holding ids on both sides of a
 * file boundary; the real endpoints are covered by the services' tests and the journeys.
 */
const companies = [1, 2, URLS_PER_FILE, URLS_PER_FILE + 1, 2 * URLS_PER_FILE + 7].map((id) => ({
  id,
  siren: String(100000000 + id).slice(0, 9),
  denomination: id === 2 ? 'L’Atelier d’Élise & Fils' : `Société ${id}`,
  lastmod: '2026-11-01',
}));

describe('registry sitemaps', () => {
  let releaseDir: string;
  let services: FastifyInstance;
  let app: FastifyInstance;
  const requested: string[] = [];
  // A Caledonian portal's services list none.
  let greffes = [{ code: '7501', nom: 'Paris' }];

  beforeAll(async () => {
    releaseDir = makeRelease();
    services = Fastify();
    services.addHook('onRequest', async (request) => {
      requested.push(request.url);
    });
    services.get('/api/seo/plan', async () => ({
      entreprises: { max_id: 2 * URLS_PER_FILE + 7 },
      etablissements: { max_id: URLS_PER_FILE },
    }));
    services.get<{ Querystring: { apres_id: string; limit: string } }>('/api/seo/plan/:type', async (request) => {
      const after = Number(request.query.apres_id);
      const limit = Number(request.query.limit);
      return { elements: companies.filter((c) => c.id > after).slice(0, limit) };
    });
    services.get('/api/greffes', async () => ({ total: greffes.length, greffes }));
    services.get('/api/seo/departements', async () => ({ departements: [{ code: '2A', nom: 'Corse-du-Sud' }] }));
    const servicesUrl = await services.listen({ port: 0, host: '127.0.0.1' });
    app = await buildServer(testConfig({ servicesUrl, siteUrl: 'https://www.greffeo.fr', releaseDir }), process.env);
  });

  afterAll(async () => {
    await app.close();
    await services.close();
    rmSync(releaseDir, { recursive: true, force: true });
  });

  it('serves the content pages’ file of the release and lists it in the index', async () => {
    mkdirSync(path.join(releaseDir, 'public', 'sitemaps'), { recursive: true });
    const contenus = '<urlset><url><loc>https://www.greffeo.fr/faq</loc></url></urlset>';
    writeFileSync(path.join(releaseDir, 'public', 'sitemaps', 'contenus.xml'), contenus);
    try {
      const fichier = await app.inject('/sitemaps/contenus.xml');
      expect(fichier.statusCode).toBe(200);
      expect(fichier.headers['content-type']).toMatch(/^application\/xml/);
      expect(fichier.body).toBe(contenus);
      const index = await app.inject('/sitemap.xml');
      expect(index.body).toContain('<loc>https://www.greffeo.fr/sitemaps/contenus.xml</loc>');
    } finally {
      rmSync(path.join(releaseDir, 'public', 'sitemaps'), { recursive: true, force: true });
    }
    expect((await app.inject('/sitemaps/contenus.xml')).statusCode).toBe(404);
  });

  it('indexes one file per range of 50,000 ids, plus the directory of registries', async () => {
    const response = await app.inject('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.greffeo.fr/sitemaps/annuaire.xml',
      'https://www.greffeo.fr/sitemaps/entreprises-1.xml',
      'https://www.greffeo.fr/sitemaps/entreprises-2.xml',
      'https://www.greffeo.fr/sitemaps/entreprises-3.xml',
      'https://www.greffeo.fr/sitemaps/etablissements-1.xml',
    ]);
  });

  it('lists in a file only the companies of its range, at their canonical paths, escaped', async () => {
    const first = await app.inject('/sitemaps/entreprises-1.xml');
    expect(first.statusCode).toBe(200);
    const locs = [...first.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.greffeo.fr/entreprise/societe-1/100000001/1',
      'https://www.greffeo.fr/entreprise/l-atelier-d-elise-fils/100000002/2',
      `https://www.greffeo.fr/entreprise/societe-${URLS_PER_FILE}/100050000/${URLS_PER_FILE}`,
    ]);
    expect(first.body).toContain('<lastmod>2026-11-01</lastmod>');
    expect(requested).toContain(`/api/seo/plan/entreprises?apres_id=0&limit=${URLS_PER_FILE}`);

    const second = await app.inject('/sitemaps/entreprises-2.xml');
    expect([...second.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `https://www.greffeo.fr/entreprise/societe-${URLS_PER_FILE + 1}/100050001/${URLS_PER_FILE + 1}`,
    ]);
  });

  it('points the establishment files at the lists of establishments', async () => {
    const response = await app.inject('/sitemaps/etablissements-1.xml');
    expect(response.body).toContain('https://www.greffeo.fr/liste_etablissements/societe-1/100000001/1');
  });

  it('lists the registries and the browse pages in the directory file', async () => {
    const response = await app.inject('/sitemaps/annuaire.xml');
    expect(response.body).toContain('<loc>https://www.greffeo.fr/fiche-greffe/paris/7501</loc>');
    expect(response.body).toContain('<loc>https://www.greffeo.fr/recherche-par-departement/2A</loc>');
    expect(response.body).toContain('<loc>https://www.greffeo.fr/rechercher-un-greffe</loc>');
  });

  it('lists no greffe search page for a portal whose services hold no greffe (New Caledonia)', async () => {
    greffes = [];
    try {
      const response = await app.inject('/sitemaps/annuaire.xml');
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toMatch(/fiche-greffe|rechercher-un-greffe/);
      expect(response.body).toContain('<loc>https://www.greffeo.fr/recherche-par-departement/2A</loc>');
    } finally {
      greffes = [{ code: '7501', nom: 'Paris' }];
    }
  });

  it.each(['/sitemaps/entreprises-0.xml', '/sitemaps/autre-1.xml', '/sitemaps/entreprises-x.xml'])(
    'answers 404 for %s',
    async (url) => {
      expect((await app.inject(url)).statusCode).toBe(404);
    },
  );

  it('answers 503 without caching when the services are down', async () => {
    const down = await buildServer(
      testConfig({ servicesUrl: 'http://127.0.0.1:9', siteUrl: 'https://www.greffeo.fr', releaseDir }),
      process.env,
    );
    try {
      const response = await down.inject('/sitemap.xml');
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await down.close();
    }
  });
});
