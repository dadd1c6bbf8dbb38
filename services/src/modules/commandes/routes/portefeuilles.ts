import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { exigerJeton } from '../../../plugins/app/authentification.js';
import { appelant } from '../../comptes-clients/index.js';
import { portefeuilleSchema, rechargementSchema } from '@portail/contrat/commandes';
import type { PrestatairePaiement } from '../prestataires/index.js';
import { clientDuCompte } from '../service/contexte.js';
import { ouvrirRechargement } from '../service/paiements.js';
import { lirePortefeuille } from '../service/portefeuille.js';

/** `/portefeuilles/{id}`: an account's electronic wallet, its movements, and topping it up by card. */
const portefeuillesRoutes: FastifyPluginAsyncTypebox<{ prestataire: PrestatairePaiement }> = async (
  fastify,
  options,
) => {
  exigerJeton(fastify);
  const db = fastify.db;

  fastify.get('/portefeuilles/:id', { schema: portefeuilleSchema }, async (request) =>
    lirePortefeuille(db, await clientDuCompte(db, appelant(request), request.params.id)),
  );

  fastify.post('/portefeuilles/:id/rechargements', { schema: rechargementSchema }, async (request, reply) => {
    const compte = await clientDuCompte(db, appelant(request), request.params.id);
    return reply
      .code(201)
      .send(await ouvrirRechargement(db, compte, request.body.montant, fastify.config.siteUrl, options.prestataire));
  });
};

export default portefeuillesRoutes;
