import fp from 'fastify-plugin';

import { loadReferentielGreffes } from '../../modules/greffes/index.js';
import { assurerMotsRecherche } from '../../modules/recherche/index.js';
import { chargerReferentielRegistre } from '../../modules/registre/index.js';

/**
 * Reference tables are loaded at every start by idempotent upserts rather
 * than by migrations: correcting a row of the reference files then needs no
 * new migration, and an unchanged row is not rewritten. Départements and
 * greffes first; then the registry's communes, NAF and formes juridiques,
 * skipped at once when their fingerprints match (reference_versions). The
 * search's dictionary of words is built if the registry has none.
 */
export default fp(
  async function referenceData(fastify) {
    const changed = await loadReferentielGreffes(fastify.db);
    if (changed > 0) fastify.log.info({ changed }, 'Référentiel des greffes chargé');
    const registre = await chargerReferentielRegistre(fastify.db);
    if (registre.jeux.length > 0) fastify.log.info(registre, 'Référentiel du registre chargé');
    // A registry loaded before the search existed gets its dictionary of words once.
    if (await assurerMotsRecherche(fastify.db)) fastify.log.info('Dictionnaire de la recherche construit');
  },
  { name: 'reference-data', dependencies: ['db'] },
);
