import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { arreterTraces, demarrerSuiviErreurs, demarrerTraces, viderSuiviErreurs } from '@portail/observabilite';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildServer } from './app.js';
import { testConfig } from './test-helpers/config.js';
import { demarrerPortail, type PortailDeTest } from './test-helpers/portail.js';
import { portOf } from './test-helpers/raw-http.js';
import { makeRelease } from './test-helpers/release.js';
import { ExportateurObserve } from './test-helpers/spans.js';

const TRACES = { exportateur: 'console', nomService: 'greffeo-portail', pointOtlp: null } as const;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

describe('traces of the portal server', () => {
  const exportateur = new ExportateurObserve();
  let fournisseur: ReturnType<typeof demarrerTraces>;
  let portail: PortailDeTest;
  /** The traceparent header each call to the (fake) services carried. */
  const recus: (string | undefined)[] = [];

  beforeAll(async () => {
    fournisseur = demarrerTraces(TRACES, '0.1.0', exportateur);
    const services = Fastify();
    services.get('/api/greffes/:code', async (request) => {
      recus.push(request.headers.traceparent as string | undefined);
      return { code: (request.params as { code: string }).code };
    });
    portail = await demarrerPortail(services, makeRelease(), { observabilite: { traces: TRACES, suiviErreurs: null } });
  });
  afterAll(async () => {
    await portail.close();
    await arreterTraces(fournisseur);
  });

  it('relays /api/* with a traceparent continuing the visitor request’s trace', async () => {
    const reponse = await fetch(`http://127.0.0.1:${portail.port}/api/greffes/7501`);
    expect(reponse.status).toBe(200);
    expect(recus).toHaveLength(1);
    const [, traceId, parentId] = TRACEPARENT.exec(recus[0] ?? '') ?? [];
    expect(traceId).toBeDefined();

    // The spans end once the answer has left: wait for the request's and the relaying one's.
    await exportateur.attendre((s) => s.name === 'request');
    await exportateur.attendre((s) => s.spanContext().spanId === parentId);
    const spans = exportateur.getFinishedSpans();
    const requete = spans.find((s) => s.name === 'request');
    expect(requete?.spanContext().traceId).toBe(traceId);
    expect(requete?.attributes['url.path']).toBe('/api/greffes/7501');
    // The services' span will hang under one of this request's spans (its own or its handler's).
    expect(spans.filter((s) => s.spanContext().traceId === traceId).map((s) => s.spanContext().spanId)).toContain(
      parentId,
    );
  });

  it('continues a trace a proxy in front started, as the services do', async () => {
    const trace = 'aaaabbbbccccddddeeeeffff00001111';
    await fetch(`http://127.0.0.1:${portail.port}/api/greffes/6752`, {
      headers: { traceparent: `00-${trace}-1234567890abcdef-01` },
    });
    expect(TRACEPARENT.exec(recus.at(-1) ?? '')?.[1]).toBe(trace);
  });
});

/** A Sentry-compatible ingest endpoint on a free port: keeps the envelopes it receives, unzipped. */
async function recepteurErreurs() {
  const recus: string[] = [];
  const serveur = createServer((requete, reponse) => {
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
  return {
    recus,
    dsn: `http://clepublique@127.0.0.1:${port}/3`,
    fermer: () => new Promise<void>((resolve) => serveur.close(() => resolve())),
  };
}

describe('error reports of the portal server', () => {
  let recepteur: Awaited<ReturnType<typeof recepteurErreurs>>;
  let portail: FastifyInstance;
  let base: string;
  const releaseDir = makeRelease();

  beforeAll(async () => {
    recepteur = await recepteurErreurs();
    const suiviErreurs = { dsn: recepteur.dsn, environnement: 'recette', version: '0.1.0' };
    demarrerSuiviErreurs(suiviErreurs);
    portail = await buildServer(
      testConfig({
        // Nothing listens on port 1: every relayed call fails to connect.
        servicesUrl: 'http://127.0.0.1:1',
        releaseDir,
        observabilite: { traces: null, suiviErreurs },
      }),
      process.env,
    );
    // A fault of the portal itself, with an e-mail address in its message; a refusal thrown as an error.
    portail.get('/essai-panne', async () => {
      throw new Error('panne en servant jean.dupont@exemple.fr');
    });
    portail.get('/essai-refus', async () => {
      throw Object.assign(new Error('refus pour marie@exemple.fr'), { statusCode: 400 });
    });
    await portail.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${portOf(portail)}`;
  });
  afterAll(async () => {
    portail.server.closeAllConnections();
    await portail.close();
    await recepteur.fermer();
    rmSync(releaseDir, { recursive: true, force: true });
  });
  beforeEach(() => {
    recepteur.recus.length = 0;
  });

  const personnel = { authorization: 'Bearer jeton-secret', cookie: 'session=abc123' };

  it('never reports a refusal (4xx), thrown as an error or answered', async () => {
    expect((await fetch(`${base}/essai-refus`, { headers: personnel })).status).toBe(400);
    expect((await fetch(`${base}/introuvable`)).status).toBe(404);
    await viderSuiviErreurs();
    expect(recepteur.recus).toHaveLength(0);
  });

  it('reports a fault answered 500, without authorisation, cookie, query or e-mail address', async () => {
    const reponse = await fetch(`${base}/essai-panne?courriel=paul@exemple.org`, { headers: personnel });
    expect(reponse.status).toBe(500);
    await viderSuiviErreurs();
    expect(recepteur.recus).toHaveLength(1);
    const envoi = recepteur.recus[0]!;
    expect(envoi).toMatch(/panne en servant \[adresse masquée\]/);
    expect(envoi).toMatch(/"environment":"recette"/);
    expect(envoi).toMatch(/"release":"0\.1\.0"/);
    expect(envoi).not.toMatch(/exemple\.(fr|org)|jeton-secret|session=abc123|courriel=/i);
  });

  it('reports services it cannot reach (503)', async () => {
    const reponse = await fetch(`${base}/api/greffes/7501`, { headers: personnel });
    expect(reponse.status).toBe(503);
    await viderSuiviErreurs();
    expect(recepteur.recus).toHaveLength(1);
    expect(recepteur.recus[0]).toMatch(/ECONNREFUSED|connect/i);
    expect(recepteur.recus[0]).not.toMatch(/jeton-secret|session=abc123/);
  });
});
