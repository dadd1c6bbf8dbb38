import type { FastifyInstance } from 'fastify';

import { ajouterTravail } from '../travaux/index.js';
import { diffuserRevelations } from './service/diffusion.js';
import { TRAVAIL_ALERTES } from './alertes/travaux.js';

export const TRAVAIL_DIFFUSION = 'SURVEILLANCE_DIFFUSION';

/**
 * The fan-out as a periodic job (README.md beside this file, « Fan-out »): one job per time slot of
 * `intervalleS` seconds, keyed by the slot, so instances and restarts enqueue it once. Each run
 * enqueues the next slot first (a failing run never stops the chain), then fans out.
 */
export function enregistrerDiffusion(fastify: FastifyInstance, intervalleS: number): void {
  const creneau = (instant: number) => Math.floor(instant / (intervalleS * 1000));
  const planifier = (numero: number) =>
    ajouterTravail(fastify.db, {
      type: TRAVAIL_DIFFUSION,
      cle: String(numero),
      donnees: { creneau: numero },
      executerApres: new Date(numero * intervalleS * 1000),
      maxTentatives: 3,
    });
  fastify.travaux.enregistrer(TRAVAIL_DIFFUSION, {
    transactionnel: false,
    async executer(travail, db) {
      const numero = typeof travail.donnees.creneau === 'number' ? travail.donnees.creneau : creneau(Date.now());
      if (intervalleS > 0) await planifier(Math.max(numero, creneau(Date.now())) + 1);
      const bilan = await diffuserRevelations(db);
      if (bilan.lots > 0) fastify.log.info({ ...bilan }, 'Surveillance : révélations diffusées');
      // The alerts (alertes/README.md) of what was just revealed.
      if (bilan.revelations > 0) await ajouterTravail(db, { type: TRAVAIL_ALERTES });
    },
  });
  if (intervalleS > 0) {
    fastify.addHook('onReady', async () => {
      await planifier(creneau(Date.now()));
    });
  }
}
