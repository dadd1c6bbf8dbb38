import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { cachePublic } from '../../../lib/cache-http.js';
import { getEntrepriseParNumeroSchema, getEntrepriseSchema } from '@portail/contrat/entreprises';
import { ficheSchema } from '@portail/contrat/entreprises';
import { chiffresClesSchema } from '@portail/contrat/entreprises';
import { entreprise, entrepriseParNumero } from '../service/entreprises.js';
import { chiffresCles, fiche } from '../service/dossier.js';

/** A company, by id or by SIREN/SIRET, its key figures and its whole page. */
const entreprisesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  cachePublic(fastify);

  fastify.get('/entreprises', { schema: getEntrepriseParNumeroSchema }, (request) =>
    entrepriseParNumero(fastify.db, request.query.numero_identification),
  );

  fastify.get('/entreprises/:id', { schema: getEntrepriseSchema }, (request) =>
    entreprise(fastify.db, request.params.id),
  );

  fastify.get('/entreprises/:id/fiche', { schema: ficheSchema }, (request) => fiche(fastify.db, request.params.id));

  fastify.get('/entreprises/:id/chiffres_cles', { schema: chiffresClesSchema }, async (request) => ({
    exercices: await chiffresCles(fastify.db, request.params.id),
  }));
};

export default entreprisesRoutes;
