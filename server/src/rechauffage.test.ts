import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { RouteTable, type Route } from './manifest.js';
import { pagesLiees, rechauffer } from './rechauffage.js';
import { loadRelease } from './release.js';
import { SsrPool } from './ssr-engine.js';
import { testConfig } from './test-helpers/config.js';
import { makeRelease } from './test-helpers/release.js';

const ssr = (path: string): Route => ({ type: 'function', path, functionId: 'ssr-engine' });
const ROUTES: Route[] = [
  ssr('/entreprise/:slug/:siren/:id'),
  ssr('/etablissement/:slug/:siret/:id'),
  ssr('/dirigeant/:nom/:id'),
  ssr('/page-data/entreprise/:slug/:siren/:id/page-data.json'),
  ssr('/page-data/etablissement/:slug/:siret/:id/page-data.json'),
  { type: 'static', path: '/tarifs', filePath: 'public/tarifs/index.html', headers: [] },
];

const ENTREPRISE = '/entreprise/boulangerie-martin/552100554/7';

// A company page like the real one: links to two establishments, an officer, static pages, elsewhere.
const PAGE_ENTREPRISE = [
  '<a href="/tarifs">Tarifs</a>',
  '<a href="https://www.insee.fr/">INSEE</a>',
  '<a href="/etablissement/boulangerie-martin/55210055400013/70">Siège</a>',
  '<a href="/etablissement/boulangerie-martin/55210055400021/71">Autre</a>',
  '<a href="/dirigeant/martin-claire/%E0%A4%A">Nom illisible</a>',
  '<a href="/dirigeant/martin-claire/12?onglet=mandats#haut">Claire Martin</a>',
  `<a href="${ENTREPRISE}">La même</a>`,
].join('');

/**
 * An engine that answers the company page above, any other page with its path, and counts the
 * renders of each path (`/compte` gives them, without counting itself); `?lent` pages take 200 ms.
 */
const LAMBDA = `const rendus = {};
exports.default = async (req, res) => {
  if (req.url === '/compte') return res.status(200).json(rendus);
  rendus[req.url] = (rendus[req.url] || 0) + 1;
  if (process.env.RECHAUFFAGE_LENT) await new Promise((resolve) => setTimeout(resolve, 200));
  res.status(200).send(req.url === ${JSON.stringify(ENTREPRISE)} ? ${JSON.stringify(PAGE_ENTREPRISE)} : req.url);
};`;

describe('pagesLiees', () => {
  it('keeps the page and the first page of each server-rendered kind it links to, in their order', () => {
    expect(pagesLiees(ENTREPRISE, PAGE_ENTREPRISE, new RouteTable(ROUTES))).toEqual([
      ENTREPRISE,
      '/etablissement/boulangerie-martin/55210055400013/70',
      '/dirigeant/martin-claire/12',
    ]);
  });

  it('stops at the most pages it is given', () => {
    expect(pagesLiees(ENTREPRISE, PAGE_ENTREPRISE, new RouteTable(ROUTES), 2)).toEqual([
      ENTREPRISE,
      '/etablissement/boulangerie-martin/55210055400013/70',
    ]);
  });
});

describe('warming the SSR workers of a release', () => {
  const log = Fastify({ logger: false }).log;
  let services: FastifyInstance;
  let servicesUrl: string;
  /** What the services' plan gives: one company with several establishments, or none. */
  let plan: Array<{ id: number; siren: string; denomination: string }>;
  let releaseDir: string;
  /** Services away: an address where nothing listens any more. */
  let absentes: string;

  beforeAll(async () => {
    const ferme = Fastify();
    await ferme.listen({ port: 0, host: '127.0.0.1' });
    absentes = `http://127.0.0.1:${(ferme.server.address() as AddressInfo).port}`;
    await ferme.close();
    services = Fastify();
    services.get('/api/seo/plan/:type', async () => ({ elements: plan }));
    await services.listen({ port: 0, host: '127.0.0.1' });
    servicesUrl = `http://127.0.0.1:${(services.server.address() as AddressInfo).port}`;
    releaseDir = makeRelease({ lambda: LAMBDA, routes: ROUTES });
  });
  afterAll(async () => {
    await services.close();
    rmSync(releaseDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    plan = [{ id: 7, siren: '552100554', denomination: 'Boulangerie Martin' }];
  });

  async function renduParPage(origin: string): Promise<Record<string, number>> {
    return (await fetch(`${origin}/compte`)).json() as Promise<Record<string, number>>;
  }

  it('renders a company of the registry and one page of each kind it links to, with their page data, on every worker', async () => {
    const pool = await SsrPool.start(releaseDir, log, process.env, 2);
    try {
      const [premier, second] = pool.origins;
      const bilan = await rechauffer(
        pool.origins,
        new RouteTable(ROUTES),
        { servicesUrl, tours: 3, budgetMs: 20_000 },
        log,
      );
      const pages = [
        ENTREPRISE,
        `/page-data${ENTREPRISE}/page-data.json`,
        '/etablissement/boulangerie-martin/55210055400013/70',
        '/page-data/etablissement/boulangerie-martin/55210055400013/70/page-data.json',
        '/dirigeant/martin-claire/12',
      ];
      expect(bilan).toMatchObject({ pages, rendus: 2 * 3 * pages.length, interruption: null });
      expect(bilan.premierTourMs).toBeGreaterThan(0);
      expect(bilan.dernierTourMs).toBeGreaterThan(0);
      // Three renders of each page by each worker, and the first worker's look for links first.
      const attendus = Object.fromEntries(pages.map((page) => [page, 3]));
      expect(await renduParPage(premier!)).toEqual({ ...attendus, [ENTREPRISE]: 4 });
      expect(await renduParPage(second!)).toEqual(attendus);
    } finally {
      await pool.stop();
    }
  });

  it('puts a release online warmed, or as it is when the services cannot tell a company', async () => {
    const chaude = await loadRelease(releaseDir, log, process.env, 1, null, {
      servicesUrl,
      tours: 2,
      budgetMs: 20_000,
    });
    try {
      expect((await renduParPage(chaude.engines!.origins[0]!))[ENTREPRISE]).toBe(3);
    } finally {
      await chaude.engines?.stop();
    }

    plan = [];
    const vide = await loadRelease(releaseDir, log, process.env, 1, null, { servicesUrl, tours: 2, budgetMs: 20_000 });
    try {
      expect(await renduParPage(vide.engines!.origins[0]!)).toEqual({});
    } finally {
      await vide.engines?.stop();
    }

    const sansServices = await loadRelease(releaseDir, log, process.env, 1, null, {
      servicesUrl: absentes,
      tours: 2,
      budgetMs: 20_000,
    });
    try {
      const reponse = await fetch(`${sansServices.engines!.origins[0]!}/dirigeant/martin-claire/12`);
      expect(await reponse.text()).toBe('/dirigeant/martin-claire/12');
    } finally {
      await sansServices.engines?.stop();
    }
  });

  it('is what the portal server does with SSR_RECHAUFFAGE_TOURS before serving a release, and not with 0', async () => {
    for (const [rechauffageTours, attendu] of [
      [2, { [ENTREPRISE]: 3, '/dirigeant/martin-claire/12': 2 }],
      [0, {}],
    ] as const) {
      const app = await buildServer(testConfig({ servicesUrl, releaseDir, rechauffageTours }), process.env);
      try {
        const rendus = await renduParPage(app.releases.current.engines!.origins[0]!);
        expect(rendus).toMatchObject(attendu);
        if (rechauffageTours === 0) expect(rendus).toEqual({});
      } finally {
        await app.close();
      }
    }
  });

  it('says why it stopped: an empty registry, services away, its time spent', async () => {
    const pool = await SsrPool.start(releaseDir, log, { ...process.env, RECHAUFFAGE_LENT: '1' }, 1);
    try {
      const routes = new RouteTable(ROUTES);
      const options = { servicesUrl, tours: 5, budgetMs: 20_000 };
      plan = [];
      expect(await rechauffer(pool.origins, routes, options, log)).toMatchObject({
        interruption: 'registre vide',
        rendus: 0,
      });

      const absents = await rechauffer(pool.origins, routes, { ...options, servicesUrl: absentes }, log);
      expect(absents.interruption).toBe('services ou processus de rendu injoignables (ECONNREFUSED)');
      expect(absents.rendus).toBe(0);

      plan = [{ id: 7, siren: '552100554', denomination: 'Boulangerie Martin' }];
      // 200 ms a render: 5 rounds of 5 pages would take 5 s.
      const presse = await rechauffer(pool.origins, routes, { ...options, budgetMs: 1_000 }, log);
      expect(presse.interruption).toBe('temps imparti (1 s) écoulé');
      expect(presse.rendus).toBeLessThan(25);
      expect(presse.dureeMs).toBeLessThan(5_000);
    } finally {
      await pool.stop();
    }
  });

  it('waits for every worker to finish its rounds, even when another one cannot be reached', async () => {
    const pool = await SsrPool.start(releaseDir, log, process.env, 1);
    try {
      const [vivant] = pool.origins;
      const bilan = await rechauffer(
        [vivant!, absentes],
        new RouteTable(ROUTES),
        { servicesUrl, tours: 4, budgetMs: 20_000 },
        log,
      );
      expect(bilan.interruption).toBe('services ou processus de rendu injoignables (ECONNREFUSED)');
      // The live worker made all its rounds before warming returned (and the release went live).
      const rendus = await renduParPage(vivant!);
      expect(rendus['/dirigeant/martin-claire/12']).toBe(4);
      expect(bilan.rendus).toBe(4 * bilan.pages.length);
    } finally {
      await pool.stop();
    }
  });

  it('does nothing with no round to make', async () => {
    const bilan = await rechauffer(
      ['http://127.0.0.1:9'],
      new RouteTable(ROUTES),
      { servicesUrl, tours: 0, budgetMs: 1_000 },
      log,
    );
    expect(bilan).toMatchObject({ pages: [], rendus: 0, interruption: null });
  });
});
