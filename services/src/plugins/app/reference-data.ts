import fp from 'fastify-plugin';

import { loadReferentielGreffes } from '../../modules/greffes/service.js';

/**
 * Reference tables (départements, greffes) are loaded at every start by an
 * idempotent upsert rather than by a migration: correcting a row of the
 * reference files then needs no new migration, and an unchanged row is not
 * rewritten.
 */
export default fp(
  async function referenceData(fastify) {
    const changed = await loadReferentielGreffes(fastify.db);
    if (changed > 0) fastify.log.info({ changed }, 'Référentiel des greffes chargé');
  },
  { name: 'reference-data', dependencies: ['db'] },
);
