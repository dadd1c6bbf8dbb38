import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { cachePublic } from '../../../lib/cache-http.js';
import {
  fonctionsEntrepriseSchema,
  fonctionsPersonneSchema,
  personnePhysiqueSchema,
} from '@portail/contrat/entreprises';
import { fonctionsDeLaPersonne, fonctionsDeLEntreprise, personnePhysique } from '../service/fonctions.js';

/** Officers, auditors and beneficial owners; a natural person and its mandates. */
const fonctionsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  cachePublic(fastify);

  fastify.get('/entreprises/:id/fonctions', { schema: fonctionsEntrepriseSchema }, async (request) => ({
    fonctions: await fonctionsDeLEntreprise(fastify.db, request.params.id, request.query.filtre_natures),
  }));

  fastify.get('/fonctions', { schema: fonctionsPersonneSchema }, (request) =>
    fonctionsDeLaPersonne(fastify.db, request.query),
  );

  fastify.get('/personnes_physiques/:id', { schema: personnePhysiqueSchema }, (request) =>
    personnePhysique(fastify.db, request.params.id),
  );
};

export default fonctionsRoutes;
