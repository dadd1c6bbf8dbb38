import { buildApp, type App } from '../../app.js';
import type { Config } from '../../config.js';
import { ajouterTravail } from '../../modules/travaux/index.js';
import { backends, createTestDatabase, type Backend, type TestDatabase } from '../../../tests/helpers/test-app.js';

/** An app on its own database, its worker stopped (the queue is driven by the test), its warnings kept. */
async function appMesuree(backend: Backend, reglages: Partial<Config> = {}) {
  const database: TestDatabase = await createTestDatabase(backend);
  const journal: string[] = [];
  const app = buildApp(
    { ...database.config, travauxActifs: false, logLevel: 'warn', ...reglages },
    { logStream: { write: (ligne) => journal.push(ligne) } },
  );
  await app.ready();
  return {
    app,
    journal,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

const lire = (app: App) => app.inject({ method: 'GET', url: '/metrics' });

/** The samples of one metric: `nom{labels} valeur` lines, by their labels part. */
function echantillons(texte: string, nom: string): Map<string, number> {
  const resultat = new Map<string, number>();
  for (const ligne of texte.split('\n')) {
    const match = /^([a-z_]+)(\{[^}]*\})? (\S+)$/.exec(ligne);
    if (match?.[1] === nom) resultat.set(match[2] ?? '', Number(match[3]));
  }
  return resultat;
}

describe.each(backends)('GET /metrics on %s', (backend) => {
  let test: Awaited<ReturnType<typeof appMesuree>>;

  beforeAll(async () => {
    test = await appMesuree(backend);
    test.app.travaux.enregistrer('METRIQUES_EN_ECHEC', {
      transactionnel: false,
      async executer() {
        throw new Error('toujours en échec');
      },
    });
  });
  afterAll(() => test.close());

  it('answers Prometheus text, with the latency of each route pattern, never the raw URL', async () => {
    expect((await test.app.inject({ method: 'GET', url: '/api/greffes/7501' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/greffes/6752' })).statusCode).toBe(200);
    expect((await test.app.inject({ method: 'GET', url: '/api/inexistante/123' })).statusCode).toBe(404);

    const response = await lire(test.app);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4; charset=utf-8$/);
    const comptes = echantillons(response.body, 'greffeo_services_http_request_duration_seconds_count');
    expect(comptes.get('{method="GET",route="/api/greffes/:code",status_code="200"}')).toBe(2);
    expect(comptes.get('{method="GET",route="inconnue",status_code="404"}')).toBe(1);
    expect(response.body).toContain('greffeo_services_http_request_duration_seconds_bucket{le="0.005",');
    const routes = new Set([...response.body.matchAll(/route="([^"]*)"/g)].map((match) => match[1]));
    expect([...routes].sort()).toEqual(['/api/greffes/:code', 'inconnue']);
    // The scrapes are not measured.
    expect(response.body).not.toContain('route="/metrics"');
  });

  it('counts the queue’s jobs by state at each scrape, and the failed executions', async () => {
    const demain = new Date(Date.now() + 86_400_000);
    await ajouterTravail(test.app.db, { type: 'METRIQUES_PLUS_TARD', executerApres: demain });
    await ajouterTravail(test.app.db, { type: 'METRIQUES_EN_ECHEC', maxTentatives: 2 });
    await test.app.travaux.vider();
    // Its second and last attempt, without waiting for the back-off.
    await test.app.db.query("UPDATE travaux SET executer_apres = now() WHERE type = 'METRIQUES_EN_ECHEC'");
    await test.app.travaux.vider();

    const texte = (await lire(test.app)).body;
    const { rows } = await test.app.db.query<{ statut: string; nombre: number }>(
      'SELECT statut, count(*)::int AS nombre FROM travaux GROUP BY statut',
    );
    const enBase = (statut: string) => Number(rows.find((row) => row.statut === statut)?.nombre ?? 0);
    const file = echantillons(texte, 'greffeo_services_job_queue_jobs');
    expect([...file.keys()].sort()).toEqual(['{state="ECHEC"}', '{state="EN_ATTENTE"}', '{state="EN_COURS"}']);
    expect(file.get('{state="EN_ATTENTE"}')).toBe(enBase('EN_ATTENTE'));
    expect(file.get('{state="ECHEC"}')).toBe(enBase('ECHEC'));
    expect(enBase('EN_ATTENTE')).toBeGreaterThanOrEqual(1);
    expect(enBase('ECHEC')).toBeGreaterThanOrEqual(1);
    expect(echantillons(texte, 'greffeo_services_job_failures_total')).toEqual(
      new Map([
        ['{type="METRIQUES_EN_ECHEC",outcome="retry"}', 1],
        ['{type="METRIQUES_EN_ECHEC",outcome="abandoned"}', 1],
      ]),
    );
  });

  it('names the database engine, and shows pool figures only for a PostgreSQL server', async () => {
    const texte = (await lire(test.app)).body;
    expect(echantillons(texte, 'greffeo_services_db_info')).toEqual(new Map([[`{engine="${backend}"}`, 1]]));
    const pool = [
      'greffeo_services_db_pool_connections',
      'greffeo_services_db_pool_idle_connections',
      'greffeo_services_db_pool_waiting_queries',
      'greffeo_services_db_pool_max_connections',
    ].map((nom) => echantillons(texte, nom).get(''));
    if (backend === 'pglite') {
      expect(texte).not.toContain('greffeo_services_db_pool_');
    } else {
      const [total, inactifs, enAttente, max] = pool as number[];
      // Two pools of 10: named statements planned once, the others with their values (db/postgresql.ts).
      expect(max).toBe(20);
      expect(total).toBeGreaterThanOrEqual(1);
      expect(inactifs).toBeLessThanOrEqual(total as number);
      expect(enAttente).toBe(0);
    }
  });

  it('includes the process’s figures, with the same prefix', async () => {
    const texte = (await lire(test.app)).body;
    for (const nom of [
      'greffeo_services_process_cpu_user_seconds_total',
      'greffeo_services_process_resident_memory_bytes',
      'greffeo_services_nodejs_eventloop_lag_seconds',
      'greffeo_services_nodejs_heap_size_used_bytes',
    ]) {
      expect(echantillons(texte, nom).size).toBeGreaterThan(0);
    }
  });

  it('still answers when a figure cannot be computed: that one is left out, logged and counted', async () => {
    const compter = jest
      .spyOn(test.app.travaux, 'compterParStatut')
      .mockRejectedValueOnce(new Error('base de données injoignable'));
    try {
      const response = await lire(test.app);
      expect(response.statusCode).toBe(200);
      expect(echantillons(response.body, 'greffeo_services_job_queue_jobs').size).toBe(0);
      expect(
        echantillons(response.body, 'greffeo_services_metrics_collect_failures_total').get(
          '{metric="greffeo_services_job_queue_jobs"}',
        ),
      ).toBe(1);
      expect(echantillons(response.body, 'greffeo_services_db_info').size).toBe(1);
      expect(echantillons(response.body, 'greffeo_services_http_request_duration_seconds_count').size).toBeGreaterThan(
        0,
      );
      expect(test.journal.join('')).toMatch(
        /Métrique non calculée.*base de données injoignable|base de données injoignable.*Métrique non calculée/,
      );
      // The next scrape has them again.
      expect(echantillons((await lire(test.app)).body, 'greffeo_services_job_queue_jobs').size).toBe(3);
    } finally {
      compter.mockRestore();
    }
  });

  it('stays out of the OpenAPI document', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).not.toContain('/metrics');
    expect(Object.keys(document.paths)).toContain('/api/greffes/{code}');
  });
});

// Neither depends on the database engine: PGlite only.
describe('GET /metrics, one registry per app', () => {
  it('keeps each app’s figures to itself (tests build many apps in one process)', async () => {
    const premiere = await appMesuree('pglite');
    const seconde = await appMesuree('pglite');
    try {
      await premiere.app.inject({ method: 'GET', url: '/api/greffes/7501' });
      const route = 'route="/api/greffes/:code"';
      expect((await lire(premiere.app)).body).toContain(route);
      expect((await lire(seconde.app)).body).not.toContain(route);
    } finally {
      await Promise.all([premiere.close(), seconde.close()]);
    }
  });
});

describe('GET /metrics with METRIQUES_ACTIVES=false', () => {
  it('is not served', async () => {
    const test = await appMesuree('pglite', { metriquesActives: false });
    try {
      expect((await lire(test.app)).statusCode).toBe(404);
    } finally {
      await test.close();
    }
  });
});
