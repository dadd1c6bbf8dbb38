import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import { arreterTraces, demarrerTraces } from '@portail/observabilite';
import Fastify from 'fastify';
import { demarrerPortail, type PortailDeTest } from './test-helpers/portail.js';
import { makeRelease } from './test-helpers/release.js';

const TRACES = { exportateur: 'console', nomService: 'greffeo-portail', pointOtlp: null } as const;
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-0[01]$/;

describe('traces of the portal server', () => {
  const exportateur = new InMemorySpanExporter();
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
    const finis = () => exportateur.getFinishedSpans().map((s) => s.spanContext().spanId);
    const requeteFinie = () => exportateur.getFinishedSpans().some((s) => s.name === 'request');
    for (let essai = 0; essai < 500 && !(requeteFinie() && finis().includes(parentId!)); essai++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
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
