import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { rechercheGagesSchema } from '@portail/contrat/gages';
import { rechercherGages } from './service.js';

/**
 * The register of non-possessory pledges (SPEC §2 « recherche de gage sans dépossession »), public.
 * Mounted at /api/gages. Answers are not cached: the register changes during the day.
 */
const gagesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('', { schema: rechercheGagesSchema }, async (request) => rechercherGages(fastify.db, request.query));
};

export default gagesRoutes;
