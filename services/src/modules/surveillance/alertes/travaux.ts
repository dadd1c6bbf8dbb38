import { aujourdhui, horlogeParis, instancePubliee, lendemain } from '@portail/domaine';
import type { FastifyInstance } from 'fastify';

import { ajouterTravail } from '../../travaux/index.js';
import { resoudre } from './adresses.js';
import {
  enregistrerAlertes,
  enregistrerQuotidiens,
  envoyerCourriels,
  TRAVAIL_COURRIELS,
  TRAVAIL_WEBHOOK,
} from './envoi.js';
import { cleAlertes } from './jeton.js';
import { abandonnerLivraison, livrer } from './webhooks.js';

export { TRAVAIL_COURRIELS, TRAVAIL_WEBHOOK } from './envoi.js';
/** Enqueued after a fan-out that revealed something: records the e-mails and deliveries it calls for. */
export const TRAVAIL_ALERTES = 'SURVEILLANCE_ALERTES';
/** The daily digests, one job per day (its key), due at ALERTES_HEURE_QUOTIDIENNE, Paris time. */
export const TRAVAIL_QUOTIDIEN = 'SURVEILLANCE_ALERTES_QUOTIDIENNES';

/** The instant Paris clocks show `heure`:00 on `jour` (CET or CEST). */
export function heureDeParis(jour: string, heure: number): Date {
  const [a, m, j] = jour.split('-').map(Number);
  for (const decalage of [1, 2]) {
    const instant = new Date(Date.UTC(Number(a), Number(m) - 1, Number(j), heure - decalage));
    const h = horlogeParis(instant);
    if (h.heure === heure && aujourdhui(instant) === jour) return instant;
  }
  return new Date(Date.UTC(Number(a), Number(m) - 1, Number(j), heure - 1));
}

/** The queue's side of the alerts (README.md beside this file, « Jobs »). */
export function enregistrerTravauxAlertes(fastify: FastifyInstance): void {
  const { config, messagerie } = fastify;
  const liens = { site: config.siteUrl, cle: cleAlertes(config) };
  const webhook = { publiee: instancePubliee(config.siteUrl), resoudre, siteUrl: config.siteUrl };
  const planifierJour = (jour: string) =>
    ajouterTravail(fastify.db, {
      type: TRAVAIL_QUOTIDIEN,
      cle: jour,
      donnees: { jour },
      executerApres: heureDeParis(jour, config.alertesHeureQuotidienne),
      maxTentatives: 5,
    });

  fastify.travaux.enregistrer(TRAVAIL_ALERTES, {
    transactionnel: false,
    async executer(_travail, db) {
      const bilan = await enregistrerAlertes(db);
      if (bilan.courriels + bilan.livraisons > 0) fastify.log.info(bilan, 'Surveillance : alertes enregistrées');
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_COURRIELS, {
    transactionnel: false,
    async executer(_travail, db) {
      const n = await envoyerCourriels(db, messagerie, liens);
      if (n > 0) fastify.log.info({ courriels: n }, 'Surveillance : courriels d’alerte envoyés');
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_WEBHOOK, {
    transactionnel: false,
    async executer(travail, db) {
      await livrer(db, Number(travail.donnees.livraison), webhook);
    },
    async abandonner(travail, tx) {
      await abandonnerLivraison(tx, Number(travail.donnees.livraison));
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_QUOTIDIEN, {
    transactionnel: false,
    async executer(travail, db) {
      const jour = typeof travail.donnees.jour === 'string' ? travail.donnees.jour : aujourdhui();
      // The next day first: a failing run never stops the chain.
      await planifierJour(lendemain(jour > aujourdhui() ? jour : aujourdhui()));
      await enregistrerAlertes(db);
      const recapitulatifs = await enregistrerQuotidiens(db, jour);
      const envoyes = await envoyerCourriels(db, messagerie, liens);
      fastify.log.info({ jour, recapitulatifs, envoyes }, 'Surveillance : récapitulatifs quotidiens');
    },
  });
  fastify.addHook('onReady', async () => {
    await planifierJour(aujourdhui());
  });
}
