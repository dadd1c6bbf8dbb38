import { context, propagation, SpanKind, SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  ConsoleSpanExporter,
  SimpleSpanProcessor,
  TracerProvider,
  type SpanExporter,
} from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import type { ConfigTraces } from './config.js';

/**
 * The process's trace provider, registered globally with W3C trace-context propagation and an
 * AsyncLocalStorage context manager, so that the spans of one request (Fastify's, the database's)
 * share its trace and the relayed calls carry it on (`traceparent`). No module is patched at load
 * time (no require or import hooks): the spans are made by @fastify/otel, registered as a plugin,
 * and by our own database layer and relay, which are the only ways out of each process we need to
 * follow; ESM loader hooks would have to run before every import of both parts.
 */
let tracesActives = false;

export function demarrerTraces(config: ConfigTraces, version: string, exportateur?: SpanExporter): TracerProvider {
  const processeur = exportateur
    ? new SimpleSpanProcessor({ exporter: exportateur })
    : config.exportateur === 'console'
      ? new SimpleSpanProcessor({ exporter: new ConsoleSpanExporter() })
      : new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: config.pointOtlp ?? undefined }) });
  const fournisseur = new TracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.nomService, [ATTR_SERVICE_VERSION]: version }),
    spanProcessors: [processeur],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(fournisseur);
  tracesActives = true;
  return fournisseur;
}

/** Flushes what is left and unregisters the provider (the process stops, or a test ends). */
export async function arreterTraces(fournisseur: TracerProvider): Promise<void> {
  tracesActives = false;
  await fournisseur.shutdown();
  trace.disable();
  propagation.disable();
  context.disable();
}

/**
 * The headers a relayed call adds so that the next process continues the current trace
 * (`traceparent`, `tracestate`); none without an active trace.
 */
export function entetesDeTrace(): Record<string, string> {
  const entetes: Record<string, string> = {};
  propagation.inject(context.active(), entetes);
  return entetes;
}

const traceurBd = () => trace.getTracer('@portail/observabilite/bd');

/**
 * One database statement as a client span under the current request's span: `db.system.name`,
 * the statement's text (parameters are never in it: they travel apart) and its first word as the
 * operation. Traces off: the statement runs as it is, nothing computed.
 */
export async function espaceRequeteBd<T>(
  systeme: 'postgresql' | 'pglite',
  sql: string,
  fn: () => Promise<T>,
): Promise<T> {
  if (!tracesActives) return fn();
  const texte = sql.trim();
  const operation = /^[A-Za-z]+/.exec(texte)?.[0]?.toUpperCase() ?? 'SQL';
  const attributs: Attributes = {
    'db.system.name': systeme === 'pglite' ? 'postgresql' : systeme,
    'db.query.text': texte.length > 2_000 ? `${texte.slice(0, 2_000)}…` : texte,
    'db.operation.name': operation,
  };
  return traceurBd().startActiveSpan(operation, { kind: SpanKind.CLIENT, attributes: attributs }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      span.end();
    }
  });
}
