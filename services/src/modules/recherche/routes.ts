import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { rechercheEntreprisesSchema, recherchePersonnesSchema, suggestionsSchema } from '@portail/contrat/recherche';
import { rechercherEntreprises, rechercherPersonnes, suggerer } from './service.js';

/** The search service (SPEC §7, README.md beside this file). Mounted at /api. */
const rechercheModule: FastifyPluginAsyncTypebox = async (fastify) => {
  // Answers follow the registry: like its pages, they may be kept a minute.
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 200) reply.header('cache-control', 'public, max-age=60');
    return payload;
  });

  fastify.get('/recherche/entreprises_etablissements', { schema: rechercheEntreprisesSchema }, (request) =>
    rechercherEntreprises(fastify.db, request.query, fastify.config.region),
  );

  fastify.get('/recherche/personnes', { schema: recherchePersonnesSchema }, (request) =>
    rechercherPersonnes(fastify.db, request.query),
  );

  fastify.get('/recherche/suggestions', { schema: suggestionsSchema }, (request) =>
    suggerer(fastify.db, request.query.q, fastify.config.region),
  );
};

export default rechercheModule;
