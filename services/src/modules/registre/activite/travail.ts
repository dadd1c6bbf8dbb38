import { aujourdhui, lendemain } from '@portail/domaine';
import type { FastifyInstance } from 'fastify';

import { ajouterTravail } from '../../travaux/index.js';
import { appliquerActivite } from './journee.js';

export const TRAVAIL_ACTIVITE_REGISTRE = 'ACTIVITE_REGISTRE';

// The day is applied early in the morning, Paris time (05:00 UTC is 06:00 or 07:00 there).
const HEURE_UTC = 5;

const prochaine = (date: string) => new Date(`${lendemain(date)}T${String(HEURE_UTC).padStart(2, '0')}:00:00Z`);

/**
 * The running portal's registry life: one registry activity day per day through the job queue
 * (REGISTRE_ACTIVITE=true; the embedded stack turns it on). Each job applies its day, once even if
 * it runs again, then enqueues the next day's job; the key of a day's job makes it unique across
 * instances and restarts. `apresJournee` refreshes what derives from the registry (search
 * dictionary, SEO counts), owned by modules above this one.
 */
export function enregistrerActiviteRegistre(
  fastify: FastifyInstance,
  options: { graine: string; apresJournee?: () => Promise<void> },
): void {
  fastify.travaux.enregistrer(TRAVAIL_ACTIVITE_REGISTRE, {
    transactionnel: false,
    async executer(travail, db) {
      const date = typeof travail.donnees.date === 'string' ? travail.donnees.date : aujourdhui();
      const [bilan] = await appliquerActivite(db, { date, graine: options.graine });
      if (bilan?.applique) {
        fastify.log.info({ ...bilan }, 'Journée d’activité du registre appliquée');
        if (bilan.evenements > 0) await options.apresJournee?.();
      }
      await planifier(db, lendemain(date));
    },
  });
  fastify.addHook('onReady', async () => {
    await planifier(fastify.db, aujourdhui());
  });
}

async function planifier(db: FastifyInstance['db'], date: string): Promise<void> {
  const veille = new Date(`${date}T00:00:00Z`);
  veille.setUTCDate(veille.getUTCDate() - 1);
  await ajouterTravail(db, {
    type: TRAVAIL_ACTIVITE_REGISTRE,
    cle: date,
    donnees: { date },
    // Today's day at once, the next ones in the morning of their day.
    executerApres: date <= aujourdhui() ? undefined : prochaine(veille.toISOString().slice(0, 10)),
  });
}
