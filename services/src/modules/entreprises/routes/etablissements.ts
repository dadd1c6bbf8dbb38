import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { cachePublic } from '../../../lib/cache-http.js';
import { listeEtablissementsSchema } from '@portail/contrat/entreprises';
import { getEtablissementParSiretSchema, getEtablissementSchema } from '@portail/contrat/entreprises';
import { etablissement, etablissementParSiret, etablissementsDeLEntreprise } from '../service/entreprises.js';

/** Establishments: a company's list, one by id or by SIRET. */
const etablissementsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  cachePublic(fastify);

  fastify.get('/entreprises/:id/etablissements', { schema: listeEtablissementsSchema }, (request) =>
    etablissementsDeLEntreprise(fastify.db, request.params.id, request.query),
  );

  fastify.get('/etablissements', { schema: getEtablissementParSiretSchema }, (request) =>
    etablissementParSiret(fastify.db, request.query.numero_identification),
  );

  fastify.get('/etablissements/:id', { schema: getEtablissementSchema }, (request) =>
    etablissement(fastify.db, request.params.id),
  );
};

export default etablissementsRoutes;
