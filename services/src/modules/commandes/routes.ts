import type { FastifyPluginAsync } from 'fastify';

import { sandboxRoutes } from './sandbox/routes.js';
import commandesRoutes from './routes/commandes.js';
import encaissementsRoutes from './routes/encaissements.js';
import facturesRoutes from './routes/factures.js';
import moyensPaiementsRoutes from './routes/moyens-paiements.js';
import portefeuillesRoutes from './routes/portefeuilles.js';
import verificationsRoutes from './routes/verifications.js';
import { enregistrerLivraison, type EtapeLivraison } from './service/livraison.js';

export interface OptionsCommandes {
  /** Work of other modules done in the delivery's transaction (app.ts: opening periodic Kbis). */
  etapesLivraison?: readonly EtapeLivraison[];
}

/** Orders, payments, documents and invoices (README.md beside this file). Mounted at /api. */
const commandesModule: FastifyPluginAsync<OptionsCommandes> = async (fastify, options) => {
  enregistrerLivraison(fastify, options.etapesLivraison ?? []);
  await fastify.register(sandboxRoutes);
  // One file per resource, named after its URL (README.md: « Routes »).
  await fastify.register(verificationsRoutes);
  await fastify.register(commandesRoutes);
  await fastify.register(facturesRoutes);
  await fastify.register(encaissementsRoutes);
  await fastify.register(moyensPaiementsRoutes);
  await fastify.register(portefeuillesRoutes);
};

export default commandesModule;
