import fp from 'fastify-plugin';

import { loadReferentielGreffes } from '../../modules/greffes/service.js';
import { chargerReferentielRegistre } from '../../modules/registre/reference/service.js';

/**
 * Reference tables are loaded at every start by idempotent upserts rather
 * than by migrations: correcting a row of the reference files then needs no
 * new migration, and an unchanged row is not rewritten. Départements and
 * greffes first; then the registry's communes, NAF and formes juridiques,
 * skipped at once when their fingerprints match (reference_versions).
 */
export default fp(
  async function referenceData(fastify) {
    const changed = await loadReferentielGreffes(fastify.db);
    if (changed > 0) fastify.log.info({ changed }, 'Référentiel des greffes chargé');
    const registre = await chargerReferentielRegistre(fastify.db);
    if (registre.jeux.length > 0) fastify.log.info(registre, 'Référentiel du registre chargé');
  },
  { name: 'reference-data', dependencies: ['db'] },
);
