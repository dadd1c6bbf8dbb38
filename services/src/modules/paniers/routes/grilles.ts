import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { synthesesSchema } from '@portail/contrat/paniers';
import { synthesesArticles } from '../service/syntheses.js';

/** The catalogue priced in a grid: public, like the /tarifs page it feeds. */
const grillesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/grilles_tarifaires/:code/syntheses_articles', { schema: synthesesSchema }, (request) =>
    synthesesArticles(fastify.db, request.params.code, request.query.date),
  );
};

export default grillesRoutes;
