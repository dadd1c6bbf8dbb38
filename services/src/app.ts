import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { observerFastify } from '@portail/observabilite';
import Fastify, { type FastifyServerOptions } from 'fastify';

import type { Config } from './config.js';
import abonnementsModule, { payerAbonnements } from './modules/abonnements/index.js';
import commandesModule, { type OptionsCommandes } from './modules/commandes/index.js';
import comptesClientsModule from './modules/comptes-clients/index.js';
import entreprisesModule from './modules/entreprises/index.js';
import paniersModule from './modules/paniers/index.js';
import rechercheModule from './modules/recherche/index.js';
import affairesModule from './modules/affaires/index.js';
import formalitesModule from './modules/formalites/index.js';
import gagesModule from './modules/gages/index.js';
import greffesRoutes from './modules/greffes/index.js';
import healthRoutes from './modules/health/index.js';
import identiteModule from './modules/identite/index.js';
import kbisPeriodiquesModule, { ouvrirKbisPeriodiques } from './modules/kbis-periodiques/index.js';
import surveillanceModule from './modules/surveillance/index.js';
import dbPlugin from './plugins/app/db.js';
import errorHandler, { handleError } from './plugins/app/error-handler.js';
import authentification from './plugins/app/authentification.js';
import referenceData from './plugins/app/reference-data.js';
import messagerie from './plugins/app/messagerie.js';
import forbiddenValues from './plugins/app/forbidden-values.js';
import { compilateursDeSchemas } from './plugins/app/validateurs.js';
import travaux from './plugins/app/travaux.js';
import activiteRegistre from './plugins/app/activite-registre.js';
import metriques from './plugins/app/metriques.js';
import operations from './plugins/app/operations.js';
import { CUSTOM_MESSAGE_KEYWORD } from '@portail/contrat/commun/messages';
import swagger from './plugins/external/swagger.js';
import swaggerUi from './plugins/external/swagger-ui.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface BuildAppOptions {
  /** Tests: a copy of migrations/ to exercise the migration runner. */
  migrationsDir?: string;
  /** Tests: where log lines go (default: stdout). */
  logStream?: { write(line: string): void };
  /** Tests: the card payment provider (by default the one PAIEMENT_PRESTATAIRE names). */
  prestatairePaiement?: OptionsCommandes['prestataire'];
}

const REQUEST_ID_HEADER = 'x-request-id';
// The portal server forwards its own id so one request can be followed across
// both logs; anything else from outside is replaced, to keep logs clean.
const VALID_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

function requestId(request: IncomingMessage): string {
  const received = request.headers[REQUEST_ID_HEADER];
  return typeof received === 'string' && VALID_REQUEST_ID.test(received) ? received : randomUUID();
}

function logger(config: Config, options: BuildAppOptions): FastifyServerOptions['logger'] {
  if (options.logStream) return { level: config.logLevel, stream: options.logStream };
  if (config.nodeEnv === 'development') {
    return {
      level: config.logLevel,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' } },
    };
  }
  return { level: config.logLevel };
}

export function buildApp(config: Config, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: logger(config, options),
    genReqId: requestId,
    // Opening the database may create a PGlite folder, migrate and load reference data: seconds
    // on a loaded machine, well past Fastify's 10 s default for a plugin to start.
    pluginTimeout: 120_000,
    // /api/greffes and /api/greffes/ are the same resource for clients.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: handleError,
    // Bodies validated without type coercion (see validateurs.ts).
    schemaController: { compilersFactory: compilateursDeSchemas },
    ajv: {
      customOptions: {
        // `verbose` gives each error its schema, for the French messages and
        // for `x-error-message`, a keyword Ajv must know to accept it.
        verbose: true,
        keywords: [CUSTOM_MESSAGE_KEYWORD],
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Before every other plugin: a span for each request and route, errors of 500 or more reported.
  observerFastify(app, {
    traces: config.observabilite.traces !== null,
    suiviErreurs: config.observabilite.suiviErreurs !== null,
    sansTraces: ['/metrics', '/api/health'],
  });
  app.register(errorHandler);
  app.register(forbiddenValues);
  app.register(swagger);
  app.register(swaggerUi);
  app.register(dbPlugin, { migrationsDir: options.migrationsDir });
  app.register(referenceData);
  app.register(travaux);
  app.register(activiteRegistre);
  // POST /_operations/…, outside /api: what the operator's commands ask of this running instance.
  app.register(operations);
  // GET /metrics, outside /api: the portal server never relays it.
  app.register(metriques);
  app.register(messagerie);
  app.register(authentification);
  app.register(identiteModule);

  app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(greffesRoutes, { prefix: '/greffes' });
      await api.register(gagesModule, { prefix: '/gages' });
      await api.register(affairesModule, { prefix: '/affaires' });
      await api.register(formalitesModule, { prefix: '/formalites' });
      await api.register(entreprisesModule);
      await api.register(rechercheModule);
      await api.register(comptesClientsModule, { prefix: '/comptes_clients' });
      await api.register(paniersModule);
      // Orders know nothing of periodic Kbis: their delivery opens the subscriptions through this step.
      await api.register(abonnementsModule);
      await api.register(commandesModule, {
        etapesLivraison: [ouvrirKbisPeriodiques, payerAbonnements],
        prestataire: options.prestatairePaiement,
      });
      await api.register(kbisPeriodiquesModule);
      await api.register(surveillanceModule);
    },
    { prefix: '/api' },
  );
  return app;
}

export type App = ReturnType<typeof buildApp>;
