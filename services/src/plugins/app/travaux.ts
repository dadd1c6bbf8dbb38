import fp from 'fastify-plugin';

import { FileTravaux } from '../../modules/travaux/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue (modules register their job types at start, before the worker runs). */
    travaux: FileTravaux;
  }
}

/**
 * The job queue of this instance. Its worker starts once every module has registered its job types
 * (onReady) unless TRAVAUX_ACTIFS=false, and stops before the database closes.
 */
export default fp(
  async function travauxPlugin(fastify) {
    const file = new FileTravaux(fastify.db, fastify.log.child({ composant: 'travaux' }), {
      intervalleMs: fastify.config.travauxIntervalleMs,
    });
    fastify.decorate('travaux', file);
    fastify.addHook('onReady', async () => {
      if (fastify.config.travauxActifs) file.demarrer();
      else fastify.log.info('TRAVAUX_ACTIFS=false : cette instance n’exécute aucun travail de la file');
    });
    fastify.addHook('onClose', () => file.arreter());
  },
  { name: 'travaux', dependencies: ['db'] },
);
