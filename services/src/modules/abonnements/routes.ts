import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyPluginAsync } from 'fastify';

import { commandeAbonnementSchema, listeAbonnementsSchema } from '@portail/contrat/abonnements';
import { appelant } from '../comptes-clients/index.js';
import { exigerJeton } from '../../plugins/app/authentification.js';
import { commanderAbonnement } from './service/commande.js';
import { mesAbonnements } from './service/lecture.js';
import { enregistrerTravauxAbonnements } from './travaux.js';

/** Customer routes: 401 without a valid token (before validation), then the selected account only. */
const routes: FastifyPluginAsyncTypebox = async (fastify) => {
  exigerJeton(fastify);
  const db = fastify.db;

  fastify.get('/commandes/abonnements', { schema: listeAbonnementsSchema }, async (request) =>
    mesAbonnements(db, appelant(request), request.query.id_compte_client),
  );

  fastify.post('/commandes/abonnements', { schema: commandeAbonnementSchema }, async (request, reply) => {
    const { cree, resultat } = await commanderAbonnement(db, appelant(request), request.body);
    return reply.code(cree ? 201 : 200).send(resultat);
  });
};

/** Subscriptions (README.md beside this file). Mounted at /api by app.ts. */
const abonnementsModule: FastifyPluginAsync = async (fastify) => {
  enregistrerTravauxAbonnements(fastify);
  await fastify.register(routes);
};

export default abonnementsModule;
