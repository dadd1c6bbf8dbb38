import type { FastifyPluginAsync } from 'fastify';

import connectesRoutes from './routes/connectes.js';
import grillesRoutes from './routes/grilles.js';
import paniersRoutes from './routes/paniers.js';

/** The basket service (SPEC §7, README.md beside this file). Mounted at /api. */
const paniersModule: FastifyPluginAsync = async (fastify) => {
  await fastify.register(grillesRoutes);
  await fastify.register(paniersRoutes);
  await fastify.register(connectesRoutes);
};

export default paniersModule;
