import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { getGreffe, listGreffes } from './service.js';
import { getGreffeSchema, listGreffesSchema } from './schemas.js';

/** Registry offices (part of the company data service, SPEC §7). Mounted at /api/greffes. */
const greffesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: listGreffesSchema }, async (request) => {
    const greffes = await listGreffes(fastify.db, request.query);
    return { total: greffes.length, greffes };
  });

  fastify.get('/:code', { schema: getGreffeSchema }, async (request) => getGreffe(fastify.db, request.params.code));
};

export default greffesRoutes;
