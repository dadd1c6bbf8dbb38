import type { FastifyPluginAsync } from 'fastify';

import kbisPeriodiquesModule from '../kbis-periodiques/routes.js';
import { sandboxRoutes } from './sandbox/routes.js';
import clientsRoutes from './routes/clients.js';
import documentsRoutes from './routes/documents.js';
import publicRoutes from './routes/public.js';
import { enregistrerLivraison } from './service/livraison.js';

/** Orders, payments, documents and invoices (README.md beside this file). Mounted at /api. */
const commandesModule: FastifyPluginAsync = async (fastify) => {
  enregistrerLivraison(fastify);
  await fastify.register(sandboxRoutes);
  await fastify.register(publicRoutes);
  await fastify.register(clientsRoutes);
  await fastify.register(documentsRoutes);
  await fastify.register(kbisPeriodiquesModule);
};

export default commandesModule;
