import type { FastifyPluginAsync } from 'fastify';

import dossierRoutes from './routes/dossier.js';
import entreprisesRoutes from './routes/entreprises.js';
import etablissementsRoutes from './routes/etablissements.js';
import fonctionsRoutes from './routes/fonctions.js';
import planRoutes from './routes/plan.js';
import seoRoutes from './routes/seo.js';

/** The company data service (SPEC §7, README.md beside this file). Mounted at /api. */
const entreprisesModule: FastifyPluginAsync = async (fastify) => {
  await fastify.register(entreprisesRoutes);
  await fastify.register(etablissementsRoutes);
  await fastify.register(fonctionsRoutes);
  await fastify.register(dossierRoutes);
  await fastify.register(seoRoutes);
  await fastify.register(planRoutes);
};

export default entreprisesModule;
