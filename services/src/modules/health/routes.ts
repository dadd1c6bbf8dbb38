import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

import { countAppliedMigrations } from '../../db/migrations.js';
import { packageVersion } from '../../package-info.js';
import { healthSchema } from '@portail/contrat/sante';

/** GET /api/health, for load balancers and the portal server's start-up wait. */
const healthRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get('/health', { schema: healthSchema }, async (request, reply) => {
    const database = fastify.db.kind;
    try {
      const migrations = await countAppliedMigrations(fastify.db);
      return { status: 'ok' as const, database, migrations, version: packageVersion };
    } catch (err) {
      request.log.error({ err }, 'La base de données ne répond pas');
      return reply.code(503).send({ status: 'error', database, message: 'La base de données ne répond pas.' });
    }
  });
};

export default healthRoutes;
