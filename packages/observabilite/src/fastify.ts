import { FastifyOtelInstrumentation } from '@fastify/otel';
import * as Sentry from '@sentry/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { nettoyerRapportErreur, type ConfigSuiviErreurs } from './config.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The error a handler or hook threw, kept until the answer's status says whether to report it. */
    erreurObservee?: Error;
  }
}

/**
 * Error tracking by a Sentry-compatible DSN (Sentry, GlitchTip, Bugsink…) with the official SDK,
 * errors only: no performance tracing (our traces go to the OpenTelemetry exporter), no default
 * integration (they would instrument modules and record breadcrumbs of every HTTP call), no personal
 * data (`nettoyerRapportErreur` runs on every event before it leaves).
 */
export function demarrerSuiviErreurs(config: ConfigSuiviErreurs): void {
  Sentry.init({
    dsn: config.dsn,
    environment: config.environnement,
    release: config.version,
    enableOpenTelemetrySetup: false,
    enableRuntimeChannelInjection: false,
    defaultIntegrations: false,
    integrations: [],
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: {
        request: { allow: ['accept', 'accept-language', 'content-type', 'user-agent', 'x-request-id'] },
        response: false,
      },
      httpBodies: [],
      urlQueryParams: false,
    },
    beforeBreadcrumb: () => null,
    beforeSend: (event) => nettoyerRapportErreur(event),
  });
}

/** Sends what is waiting (the process stops, or a test reads what arrived). */
export const viderSuiviErreurs = (delaiMs = 2_000) => Sentry.flush(delaiMs);

function signalerErreur(request: FastifyRequest, error: Error, statut: number): void {
  Sentry.withScope((scope) => {
    scope.setTag('statut', String(statut));
    scope.setTag('route', request.routeOptions.url ?? 'inconnue');
    scope.setContext('requete', { id: request.id, methode: request.method });
    scope.setSDKProcessingMetadata({
      normalizedRequest: {
        method: request.method,
        url: request.url,
        headers: Object.fromEntries(
          Object.entries(request.headers).flatMap(([nom, valeur]) =>
            typeof valeur === 'string' ? [[nom, valeur]] : [],
          ),
        ),
      },
    });
    Sentry.captureException(error);
  });
}

export interface OptionsObservabiliteFastify {
  /** Whether traces are on (demarrerTraces registered the process's provider). */
  traces: boolean;
  /** Whether errors are reported (demarrerSuiviErreurs was called). */
  suiviErreurs: boolean;
  /** Routes left out of the traces (metrics scrapes, health checks). */
  sansTraces?: string[];
}

/**
 * Plugs both into one Fastify app; call it before any other plugin or route: a span per request (@fastify/otel, which
 * continues the caller's trace from `traceparent`), and a report for every answer of 500 or more
 * that an error caused — never for a refusal (4xx), whatever the error.
 */
export function observerFastify(app: FastifyInstance, options: OptionsObservabiliteFastify): void {
  if (options.traces) {
    const instrumentation = new FastifyOtelInstrumentation({
      registerOnInitialization: false,
      ignorePaths: options.sansTraces?.length
        ? ({ url }) => options.sansTraces!.includes((url ?? '').split('?')[0] ?? '')
        : undefined,
    });
    // Queued first, so that it sees every route the app declares after it.
    app.register(instrumentation.plugin());
  }
  if (options.suiviErreurs) {
    app.addHook('onError', async (request, _reply, error) => {
      request.erreurObservee = error;
    });
    app.addHook('onResponse', async (request, reply) => {
      if (request.erreurObservee && reply.statusCode >= 500)
        signalerErreur(request, request.erreurObservee, reply.statusCode);
    });
  }
}
