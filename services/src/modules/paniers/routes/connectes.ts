import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { appelant } from '../../comptes-clients/index.js';
import { ajoutSurveillanceSchema, connexionSchema } from '@portail/contrat/paniers';
import { ajouterSurveillance } from '../service/ajouts.js';
import { connecter } from '../service/modifications.js';
import { proprietaireConnecte } from '../service/proprietaire.js';
import { exigerJeton } from '../../../plugins/app/authentification.js';

/** Routes for signed-in users only: 401 without a valid token, before any validation. */
const connectesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;

  fastify.post('/paniers/connexions', { schema: connexionSchema }, async (request) =>
    connecter(db, await proprietaireConnecte(db, appelant(request)), request.body),
  );

  fastify.post('/paniers/surveillances', { schema: ajoutSurveillanceSchema }, async (request, reply) => {
    const panier = await ajouterSurveillance(db, await proprietaireConnecte(db, appelant(request)), request.body);
    return reply.code(201).send(panier);
  });
};

export default connectesRoutes;
