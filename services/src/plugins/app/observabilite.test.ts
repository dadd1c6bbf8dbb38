import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { InMemorySpanExporter, type ReadableSpan } from '@opentelemetry/sdk-trace';
import { arreterTraces, demarrerSuiviErreurs, demarrerTraces, viderSuiviErreurs } from '@portail/observabilite';
import { buildApp, type App } from '../../app.js';
import { backends, createTestDatabase, type Backend, type TestDatabase } from '../../../tests/helpers/test-app.js';

/** A Sentry-compatible ingest endpoint: keeps the envelopes it receives. */
async function recepteurErreurs() {
  const recus: string[] = [];
  const serveur: Server = createServer((requete, reponse) => {
    const morceaux: Buffer[] = [];
    requete.on('data', (m: Buffer) => morceaux.push(m));
    requete.on('end', () => {
      const corps = Buffer.concat(morceaux);
      recus.push((requete.headers['content-encoding'] === 'gzip' ? gunzipSync(corps) : corps).toString('utf8'));
      reponse.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  const { port } = serveur.address() as AddressInfo;
  return { recus, dsn: `http://clepublique@127.0.0.1:${port}/7`, fermer: () => new Promise((r) => serveur.close(r)) };
}

const TRACE_APPELANT = '4bf92f3577b34da6a3ce929d0e0e4736';
const SPAN_APPELANT = '00f067aa0ba902b7';

describe.each(backends)('traces and error reports of the services on %s', (backend: Backend) => {
  const exportateur = new InMemorySpanExporter();
  let fournisseur: ReturnType<typeof demarrerTraces>;
  let database: TestDatabase;
  let app: App;
  let recepteur: Awaited<ReturnType<typeof recepteurErreurs>>;

  beforeAll(async () => {
    recepteur = await recepteurErreurs();
    fournisseur = demarrerTraces(
      { exportateur: 'console', nomService: 'greffeo-services', pointOtlp: null },
      '0.1.0',
      exportateur,
    );
    demarrerSuiviErreurs({ dsn: recepteur.dsn, environnement: 'test', version: '0.1.0' });
    database = await createTestDatabase(backend);
    app = buildApp({
      ...database.config,
      travauxActifs: false,
      logLevel: 'silent',
      observabilite: {
        traces: { exportateur: 'console', nomService: 'greffeo-services', pointOtlp: null },
        suiviErreurs: { dsn: recepteur.dsn, environnement: 'test', version: '0.1.0' },
      },
    });
    // A route that fails as an unexpected fault would, with an e-mail address in its message.
    app.get('/api/essai/panne', async () => {
      throw new Error('panne en servant jean.dupont@exemple.fr');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await arreterTraces(fournisseur);
    await recepteur.fermer();
  });
  beforeEach(() => exportateur.reset());

  it('continues the caller’s trace: the request span under the caller’s, the SQL statements under it', async () => {
    const reponse = await app.inject({
      method: 'GET',
      url: '/api/greffes/7501',
      headers: { traceparent: `00-${TRACE_APPELANT}-${SPAN_APPELANT}-01` },
    });
    expect(reponse.statusCode).toBe(200);
    const spans = exportateur.getFinishedSpans();
    const requete = spans.find((s) => s.name === 'request');
    expect(requete?.spanContext().traceId).toBe(TRACE_APPELANT);
    expect(requete?.parentSpanContext?.spanId).toBe(SPAN_APPELANT);
    expect(requete?.attributes['http.route']).toBe('/api/greffes/:code');

    const sql = spans.filter((s: ReadableSpan) => s.attributes['db.system.name'] === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    for (const span of sql) expect(span.spanContext().traceId).toBe(TRACE_APPELANT);
    // Each statement hangs under a span of this request (its handler's), never at the root.
    const idsDeLaRequete = new Set(spans.map((s) => s.spanContext().spanId));
    for (const span of sql) expect(idsDeLaRequete.has(span.parentSpanContext?.spanId ?? '')).toBe(true);
    expect(String(sql[0]?.attributes['db.query.text'])).toMatch(/greffes/i);
    expect(sql[0]?.attributes['db.query.text']).not.toMatch(/7501/);
  });

  it('starts a trace of its own for a request without traceparent, and leaves /metrics out', async () => {
    await app.inject({ method: 'GET', url: '/api/greffes/6752' });
    await app.inject({ method: 'GET', url: '/metrics' });
    const requetes = exportateur.getFinishedSpans().filter((s) => s.name === 'request');
    expect(requetes).toHaveLength(1);
    expect(requetes[0]?.spanContext().traceId).not.toBe(TRACE_APPELANT);
    expect(requetes[0]?.parentSpanContext).toBeUndefined();
  });

  it('reports a fault answered 500, with no e-mail, authorisation or cookie; never a refusal', async () => {
    recepteur.recus.length = 0;
    const refus = await app.inject({ method: 'GET', url: '/api/greffes/abc' });
    expect(refus.statusCode).toBe(400);
    await viderSuiviErreurs();
    expect(recepteur.recus).toHaveLength(0);

    const panne = await app.inject({
      method: 'GET',
      url: '/api/essai/panne?email=paul@exemple.fr',
      headers: { authorization: 'Bearer secret-du-jeton', cookie: 'session=abc' },
    });
    expect(panne.statusCode).toBe(500);
    await viderSuiviErreurs();
    expect(recepteur.recus).toHaveLength(1);
    const envoi = recepteur.recus[0]!;
    expect(envoi).toMatch(/panne en servant \[adresse masquée\]/);
    expect(envoi).toMatch(/"environment":"test"/);
    expect(envoi).not.toMatch(/exemple\.fr|secret-du-jeton|session=abc/);
  });
});
