import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { cachePublic } from '../../lib/cache-http.js';
import { getGreffe, listCommunes, listGreffes } from './service.js';
import { communesGreffeSchema, getGreffeSchema, listGreffesSchema } from '@portail/contrat/greffes';

/** Registry offices (part of the company data service, SPEC §7). Mounted at /api/greffes. */
const greffesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  cachePublic(fastify);

  fastify.get('', { schema: listGreffesSchema }, async (request) => {
    const greffes = await listGreffes(fastify.db, request.query, fastify.config.region);
    return { total: greffes.length, greffes };
  });

  fastify.get('/:code', { schema: getGreffeSchema }, async (request) => getGreffe(fastify.db, request.params.code));

  fastify.get('/:code/communes', { schema: communesGreffeSchema }, async (request) =>
    listCommunes(fastify.db, request.params.code, request.query),
  );
};

export default greffesRoutes;
