import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { lireAffaireSchema, rechercheAffairesSchema } from '@portail/contrat/affaires';
import { lireAffaire, rechercherAffaires, sourceAffaires } from './service.js';

/**
 * Court cases (SPEC §2 « consulter une affaire »), public: /api/affaires and /api/affaires/{id}.
 * Not cached: hearings and decisions change during the day.
 */
const affairesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const source = sourceAffaires(fastify.config.affairesSourceUrl);
  fastify.get('', { schema: rechercheAffairesSchema }, async (request) =>
    rechercherAffaires(fastify.db, source, request.query),
  );
  fastify.get('/:id', { schema: lireAffaireSchema }, async (request) =>
    lireAffaire(fastify.db, source, request.params.id),
  );
};

export default affairesRoutes;
