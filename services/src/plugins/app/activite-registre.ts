import fp from 'fastify-plugin';

import { rafraichirDerives } from '../../cli/derives.js';
import { enregistrerActiviteRegistre } from '../../modules/registre/index.js';

/**
 * The registry's daily life in the running portal (REGISTRE_ACTIVITE=true, on in the embedded
 * stack): one registry activity day per day through the job queue, then the tables derived from the
 * registry (search dictionary, SEO counts) refreshed.
 */
export default fp(
  async function activiteRegistre(fastify) {
    if (!fastify.config.registreActivite) return;
    enregistrerActiviteRegistre(fastify, {
      graine: fastify.config.registreGraine,
      apresJournee: () => rafraichirDerives(fastify.db),
    });
  },
  { name: 'activite-registre', dependencies: ['db', 'travaux'] },
);
