import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { cachePublic } from '../../../lib/cache-http.js';
import { planSchema, resumePlanSchema } from '@portail/contrat/entreprises';
import { etenduePlan, plan } from '../service/seo.js';

/** Keyset pages of the sitemap: millions of URLs, 50,000 at a time. */
const planRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  cachePublic(fastify);

  fastify.get('/seo/plan', { schema: resumePlanSchema }, () => etenduePlan(fastify.db));

  fastify.get('/seo/plan/:type', { schema: planSchema }, async (request) => ({
    elements: await plan(fastify.db, request.params.type, request.query),
  }));
};

export default planRoutes;
