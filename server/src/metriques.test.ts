import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { buildServer } from './app.js';
import { causeDeLErreur } from './metriques.js';
import { PageCache } from './page-cache.js';
import { testConfig } from './test-helpers/config.js';
import { demarrerPortail, type PortailDeTest } from './test-helpers/portail.js';
import { makeRelease } from './test-helpers/release.js';

interface Echantillon {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus' text format (comments left out). */
function lire(text: string): Echantillon[] {
  return text.split('\n').flatMap((line) => {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match) return [];
    const labels: Record<string, string> = {};
    for (const [, name = '', value = ''] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) {
      labels[name] = value;
    }
    return [{ name: match[1]!, labels, value: Number(match[3]) }];
  });
}

/** The sum of the samples named `name` whose labels include `labels`. */
function somme(samples: Echantillon[], name: string, labels: Record<string, string> = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value))
    .reduce((total, s) => total + s.value, 0);
}

function portDesMetriques(app: FastifyInstance): number {
  const adresse = app.metriques?.adresse;
  if (!adresse) throw new Error('aucune écoute des métriques');
  return adresse.port;
}

async function scraper(app: FastifyInstance): Promise<Echantillon[]> {
  const response = await fetch(`http://127.0.0.1:${portDesMetriques(app)}/metrics`);
  expect(response.status).toBe(200);
  return lire(await response.text());
}

/** Scrapes until `condition` holds: Fastify's onResponse hook runs once the answer has left. */
async function attendre(app: FastifyInstance, condition: (samples: Echantillon[]) => boolean): Promise<Echantillon[]> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const samples = await scraper(app);
    if (condition(samples)) return samples;
    if (Date.now() > deadline) throw new Error('métriques jamais arrivées');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const DUREES = 'greffeo_portail_http_request_duration_seconds_count';
const metricsOn = { metrics: { host: '127.0.0.1', port: 0 } };

describe('metrics of the portal server', () => {
  let portail: PortailDeTest;
  let base: string;

  beforeAll(async () => {
    // A storable SSR page that says which process rendered it; a page-data file of Gatsby.
    const releaseDir = makeRelease({
      lambda: `exports.default = async (req, res) => {
         res.setHeader('cache-control', 'public, max-age=300');
         res.status(200).send('<h1>' + process.pid + '</h1>');
       };`,
      routes: [
        {
          type: 'static',
          path: '/page-data/index/page-data.json',
          filePath: 'public/page-data/index/page-data.json',
          headers: [],
        },
      ],
    });
    mkdirSync(path.join(releaseDir, 'public/page-data/index'), { recursive: true });
    writeFileSync(path.join(releaseDir, 'public/page-data/index/page-data.json'), '{"path":"/"}');
    const services = Fastify();
    services.get('/api/health', async () => ({ status: 'ok' }));
    services.get('/api/panne', async (_request, reply) => reply.code(500).send({ message: 'panne' }));
    services.get('/auth/.well-known/openid-configuration', async () => ({ issuer: 'x' }));
    portail = await demarrerPortail(services, releaseDir, { ...metricsOn, pageCacheBytes: 1024 * 1024 });
    base = `http://127.0.0.1:${portail.port}`;
  });

  afterAll(async () => {
    await portail.close();
  });

  it('listens apart from the public port, on the loopback', async () => {
    const adresse = portail.app.metriques?.adresse;
    expect(adresse?.address).toBe('127.0.0.1');
    expect(adresse?.port).not.toBe(portail.port);
    expect((await fetch(`http://127.0.0.1:${adresse?.port}/metrics`)).status).toBe(200);
  });

  it('times requests by kind, counts the page cache and the relay errors', async () => {
    const pageSsr = await (await fetch(`${base}/fiche-greffe/paris/7501`)).text();
    expect(await (await fetch(`${base}/fiche-greffe/paris/7501`)).text()).toBe(pageSsr);
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/page-data/index/page-data.json`)).status).toBe(200);
    expect((await fetch(`${base}/app-0123abcd.js`)).status).toBe(200);
    expect((await fetch(`${base}/ancienne`, { redirect: 'manual' })).status).toBe(301);
    expect((await fetch(`${base}/nulle-part`)).status).toBe(404);
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
    expect((await fetch(`${base}/api/panne`)).status).toBe(500);
    expect((await fetch(`${base}/auth/.well-known/openid-configuration`)).status).toBe(200);

    const samples = await attendre(portail.app, (s) => somme(s, DUREES) >= 10);
    const get = (kind: string, status_code = '200') => somme(samples, DUREES, { method: 'GET', kind, status_code });
    expect(get('page_ssr')).toBe(2);
    expect(get('page_statique')).toBe(1);
    expect(get('page_data')).toBe(1);
    expect(get('fichier')).toBe(1);
    expect(get('redirection', '301')).toBe(1);
    expect(get('autre', '404')).toBe(1);
    expect(get('relais_api')).toBe(1);
    expect(get('relais_api', '500')).toBe(1);
    expect(get('relais_auth')).toBe(1);
    expect(somme(samples, DUREES)).toBe(10);
    // Buckets and sums are there too, never the address.
    expect(
      somme(samples, 'greffeo_portail_http_request_duration_seconds_bucket', { kind: 'page_ssr', le: '+Inf' }),
    ).toBe(2);
    expect(samples.some((s) => Object.values(s.labels).some((value) => value.includes('/')))).toBe(false);

    // One render, then the page from the cache.
    expect(somme(samples, 'greffeo_portail_ssr_render_duration_seconds_count', { status_code: '200' })).toBe(1);
    expect(somme(samples, 'greffeo_portail_page_cache_misses_total')).toBe(1);
    expect(somme(samples, 'greffeo_portail_page_cache_hits_total')).toBe(1);
    expect(somme(samples, 'greffeo_portail_page_cache_size_bytes')).toBe(Buffer.byteLength(pageSsr));
    expect(somme(samples, 'greffeo_portail_page_cache_evictions_total')).toBe(0);

    expect(somme(samples, 'greffeo_portail_ssr_workers')).toBe(1);
    expect(somme(samples, 'greffeo_portail_ssr_workers_alive')).toBe(1);
    expect(somme(samples, 'greffeo_portail_ssr_workers_busy')).toBe(0);

    expect(somme(samples, 'greffeo_portail_relay_upstream_errors_total', { target: 'api', cause: 'reponse_5xx' })).toBe(
      1,
    );
    expect(somme(samples, 'greffeo_portail_relay_upstream_errors_total')).toBe(1);
  });

  it('serves the text format, with the default metrics of Node under the same prefix', async () => {
    const response = await fetch(`http://127.0.0.1:${portDesMetriques(portail.app)}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('# TYPE greffeo_portail_http_request_duration_seconds histogram');
    expect(text).toContain('# TYPE greffeo_portail_page_cache_hits_total counter');
    const names = new Set(lire(text).map((s) => s.name));
    for (const name of [
      'greffeo_portail_process_cpu_user_seconds_total',
      'greffeo_portail_process_resident_memory_bytes',
      'greffeo_portail_nodejs_heap_size_used_bytes',
      'greffeo_portail_nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(names).toContain(name);
    }
    // Every metric carries the prefix.
    expect([...names].filter((name) => !name.startsWith('greffeo_portail_'))).toEqual([]);
  });

  it('answers nothing else on the metrics listener', async () => {
    const port = portDesMetriques(portail.app);
    expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(405);
  });

  it('keeps the metrics off the public port', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(404);
    const text = await response.text();
    expect(text).toContain('Page introuvable');
    expect(text).not.toContain('greffeo_portail');
  });

  it('answers a failed scrape 500 on its own listener, and the site goes on', async () => {
    const registre = portail.app.metriques!.registre;
    new Gauge({
      name: 'greffeo_portail_test_en_panne',
      help: 'jauge qui échoue',
      registers: [registre],
      collect() {
        throw new Error('sonde en panne');
      },
    });
    try {
      const response = await fetch(`http://127.0.0.1:${portDesMetriques(portail.app)}/metrics`);
      expect(response.status).toBe(500);
      expect((await fetch(`${base}/`)).status).toBe(200);
    } finally {
      registre.removeSingleMetric('greffeo_portail_test_en_panne');
    }
    expect((await fetch(`http://127.0.0.1:${portDesMetriques(portail.app)}/metrics`)).status).toBe(200);
  });

  it('counts an SSR worker that dies and is started again', async () => {
    const pid = Number(/<h1>(\d+)</.exec(await (await fetch(`${base}/fiche-greffe/lyon/6901`)).text())![1]);
    process.kill(pid, 'SIGKILL');
    const samples = await attendre(
      portail.app,
      (s) =>
        somme(s, 'greffeo_portail_ssr_worker_restarts_total') === 1 &&
        somme(s, 'greffeo_portail_ssr_workers_alive') === 1,
    );
    expect(somme(samples, 'greffeo_portail_ssr_worker_crashes_total')).toBe(1);
  }, 30_000);
});

describe('metrics of a portal whose services are down', () => {
  it('counts the refused connections, in a registry of its own, and closes its listener with the app', async () => {
    const releaseDir = makeRelease();
    // Another server in the same process: its own registry, nothing registered twice.
    const app = await buildServer(
      testConfig({ servicesUrl: 'http://127.0.0.1:9', releaseDir, ...metricsOn }),
      process.env,
    );
    try {
      expect((await app.inject('/api/health')).statusCode).toBe(503);
      expect((await app.inject('/inscription')).statusCode).toBe(503);
      const samples = await attendre(app, (s) => somme(s, DUREES) >= 2);
      expect(
        somme(samples, 'greffeo_portail_relay_upstream_errors_total', { target: 'api', cause: 'connexion_refusee' }),
      ).toBe(1);
      expect(
        somme(samples, 'greffeo_portail_relay_upstream_errors_total', { target: 'auth', cause: 'connexion_refusee' }),
      ).toBe(1);
      expect(somme(samples, DUREES, { kind: 'relais_api', status_code: '503' })).toBe(1);
      expect(somme(samples, DUREES, { kind: 'relais_auth', status_code: '503' })).toBe(1);
    } finally {
      const port = portDesMetriques(app);
      await app.close();
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
      rmSync(releaseDir, { recursive: true, force: true });
    }
  });

  it('counts the pages pushed out of a full cache', () => {
    let evictions = 0;
    const cache = new PageCache(80, Date.now, () => (evictions += 1));
    const storable = { 'cache-control': 'public, max-age=10' };
    for (const key of ['/a', '/b', '/c', '/d', '/e']) cache.offer(key, 200, storable, Buffer.alloc(10));
    expect(evictions).toBe(0);
    for (const key of ['/f', '/g', '/h', '/i', '/j']) cache.offer(key, 200, storable, Buffer.alloc(10));
    expect(evictions).toBe(2);
  });
});

describe('causeDeLErreur', () => {
  it('reads the cause of a relay failure through the errors reply-from wraps', () => {
    const wrapped = (code: string) => Object.assign(new Error('relais'), { code: 'FST_X', cause: { code } });
    expect(causeDeLErreur(wrapped('ECONNREFUSED'))).toBe('connexion_refusee');
    expect(causeDeLErreur(Object.assign(new Error('délai'), { code: 'FST_REPLY_FROM_GATEWAY_TIMEOUT' }))).toBe(
      'delai_depasse',
    );
    expect(causeDeLErreur(wrapped('UND_ERR_HEADERS_TIMEOUT'))).toBe('delai_depasse');
    expect(causeDeLErreur(wrapped('ECONNRESET'))).toBe('connexion_coupee');
    expect(causeDeLErreur(new Error('autre chose'))).toBe('autre');
  });
});

describe('portal server without METRIQUES_PORT', () => {
  it('has no metrics and serves none on the public port', async () => {
    const services = Fastify();
    const portail = await demarrerPortail(services, makeRelease());
    try {
      expect(portail.app.metriques).toBeNull();
      expect((await fetch(`http://127.0.0.1:${portail.port}/metrics`)).status).toBe(404);
    } finally {
      await portail.close();
    }
  });
});
