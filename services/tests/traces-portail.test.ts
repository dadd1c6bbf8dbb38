/**
 * One visitor's request followed from the portal server through the services to the database, the
 * two real apps wired together in this process over HTTP (the portal relays to the services'
 * address), their spans kept by one in-memory exporter. The only test that builds the portal server
 * next to the services: the trace is what they share, through the `traceparent` header alone.
 */
import type { AddressInfo } from 'node:net';
import type { ReadableSpan } from '@opentelemetry/sdk-trace';
import { arreterTraces, demarrerTraces, type ConfigTraces } from '@portail/observabilite';
import type { FastifyInstance } from 'fastify';

import { buildServer } from '../../server/src/app.js';
import { testConfig } from '../../server/src/test-helpers/config.js';
import { makeRelease } from '../../server/src/test-helpers/release.js';
import { ExportateurObserve } from '../../server/src/test-helpers/spans.js';
import { buildApp, type App } from '../src/app.js';
import { backends, createTestDatabase, type Backend, type TestDatabase } from './helpers/test-app.js';

const TRACES: ConfigTraces = { exportateur: 'console', nomService: 'greffeo', pointOtlp: null };

/** The SSR "engine" of the release: like a page's getServerData, it reads a registry from the services. */
const MOTEUR_QUI_APPELLE_LES_SERVICES = `exports.default = async (req, res) => {
  const code = req.url.split('/').pop();
  const reponse = await fetch(process.env.SERVICES_URL + '/api/greffes/' + code);
  res.status(200).send('<h1>greffe ' + code + ' : ' + reponse.status + '</h1>');
};`;

const idDe = (span: ReadableSpan) => span.spanContext().spanId;

/** The span's ancestors among `spans`, nearest first (a parent from another process ends the walk). */
function ancetres(span: ReadableSpan, spans: ReadableSpan[]): ReadableSpan[] {
  const parSonId = new Map(spans.map((s) => [idDe(s), s]));
  const chaine: ReadableSpan[] = [];
  let parent = span.parentSpanContext && parSonId.get(span.parentSpanContext.spanId);
  while (parent && chaine.length < 50) {
    chaine.push(parent);
    parent = parent.parentSpanContext && parSonId.get(parent.parentSpanContext.spanId);
  }
  return chaine;
}

describe.each(backends)('a trace from the portal server to the database (%s)', (backend: Backend) => {
  const exportateur = new ExportateurObserve();
  let fournisseur: ReturnType<typeof demarrerTraces>;
  let database: TestDatabase;
  let services: App;
  let portail: FastifyInstance;
  let adressePortail: string;
  /** The traceparent header of each call the services received. */
  const traceparentsRecus: (string | undefined)[] = [];

  beforeAll(async () => {
    fournisseur = demarrerTraces(TRACES, '0.1.0', exportateur);
    database = await createTestDatabase(backend);
    services = buildApp({
      ...database.config,
      travauxActifs: false,
      logLevel: 'silent',
      observabilite: { traces: TRACES, suiviErreurs: null },
    });
    services.addHook('onRequest', async (request) => {
      traceparentsRecus.push(request.headers.traceparent as string | undefined);
    });
    const servicesUrl = await services.listen({ port: 0, host: '127.0.0.1' });
    portail = await buildServer(
      testConfig({
        servicesUrl,
        releaseDir: makeRelease({ lambda: MOTEUR_QUI_APPELLE_LES_SERVICES }),
        observabilite: { traces: TRACES, suiviErreurs: null },
      }),
      // The SSR worker reads the services' address as the site's pages do.
      { ...process.env, SERVICES_URL: servicesUrl },
    );
    await portail.listen({ port: 0, host: '127.0.0.1' });
    adressePortail = `http://127.0.0.1:${(portail.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    portail.server.closeAllConnections();
    await portail.close();
    await services.close();
    await database.drop();
    await arreterTraces(fournisseur);
  });
  beforeEach(() => {
    exportateur.reset();
    traceparentsRecus.length = 0;
  });

  /**
   * The spans of one visitor request once those the test looks at have ended: the portal's root
   * span, the services' request span and the portal's span it hangs from (the relaying handler's,
   * which ends after the root, once the relayed answer is through).
   */
  async function spansDeLaRequete(chemin: string) {
    const racine = await exportateur.attendre(
      (s) => s.name === 'request' && s.parentSpanContext === undefined && s.attributes['url.path'] === chemin,
    );
    const requeteServices = await exportateur.attendre(
      (s) => s.name === 'request' && s.attributes['http.route'] === '/api/greffes/:code',
    );
    const parent = requeteServices.parentSpanContext?.spanId;
    if (parent) await exportateur.attendre((s) => idDe(s) === parent);
    return { racine, requeteServices, spans: exportateur.getFinishedSpans() };
  }

  it('relays /api/* in one trace: the portal’s request span, the services’ under it, the SQL under that', async () => {
    const reponse = await fetch(`${adressePortail}/api/greffes/7501`);
    expect(reponse.status).toBe(200);

    const { racine, requeteServices, spans } = await spansDeLaRequete('/api/greffes/7501');
    const traceId = racine.spanContext().traceId;
    expect(requeteServices.spanContext().traceId).toBe(traceId);
    // Continued from the header the relay added (a remote parent), which is one of the portal's spans.
    expect(traceparentsRecus).toHaveLength(1);
    expect(traceparentsRecus[0]).toMatch(new RegExp(`^00-${traceId}-${requeteServices.parentSpanContext?.spanId}-01$`));
    expect(requeteServices.parentSpanContext?.isRemote).toBe(true);
    expect(ancetres(requeteServices, spans)).toContain(racine);

    const sql = spans.filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    for (const span of sql) {
      expect(span.spanContext().traceId).toBe(traceId);
      expect(ancetres(span, spans)).toContain(requeteServices);
    }
  });

  it('carries the trace of a page rendered by an SSR worker to the services it calls', async () => {
    const reponse = await fetch(`${adressePortail}/fiche-greffe/paris/7501`);
    expect(reponse.status).toBe(200);
    expect(await reponse.text()).toContain('greffe 7501 : 200');

    const { racine, requeteServices, spans } = await spansDeLaRequete('/fiche-greffe/paris/7501');
    // The worker has no spans of its own: the services' span hangs under the portal's.
    expect(requeteServices?.spanContext().traceId).toBe(racine.spanContext().traceId);
    expect(ancetres(requeteServices, spans)).toContain(racine);
    expect(
      spans.some(
        (s) => s.attributes['db.system.name'] === 'postgresql' && ancetres(s, spans).includes(requeteServices),
      ),
    ).toBe(true);
  });
});
