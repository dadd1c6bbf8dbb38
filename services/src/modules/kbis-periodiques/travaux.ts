import type { FastifyInstance } from 'fastify';

import { abandonnerNumero, envoyerCourrielEchec } from './service/echec.js';
import { envoyerCourriel, envoyerNumero } from './service/envoi.js';
import { lireCible, TRAVAIL_COURRIEL, TRAVAIL_COURRIEL_ECHEC, TRAVAIL_ENVOI } from './service/planification.js';

/** The job types of periodic Kbis (README.md beside this file). */
export function enregistrerTravauxKbisPeriodiques(fastify: FastifyInstance): void {
  const { config } = fastify;
  const { messagerie } = fastify;
  fastify.travaux.enregistrer(TRAVAIL_ENVOI, {
    transactionnel: true,
    async executer(travail, tx) {
      const cible = lireCible(travail.donnees);
      const envoye = await envoyerNumero(tx, cible, config);
      fastify.log.info({ ...cible, envoye }, envoye ? 'Kbis périodique envoyé' : 'Kbis périodique : envoi sans objet');
    },
    async abandonner(travail, tx) {
      const cible = lireCible(travail.donnees);
      if (await abandonnerNumero(tx, cible, config.vendeur))
        fastify.log.error(cible, 'Kbis périodique : envoi non délivré, remboursé au portefeuille, client prévenu');
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_COURRIEL, {
    transactionnel: false,
    async executer(travail, db) {
      const cible = lireCible(travail.donnees);
      if (await envoyerCourriel(db, messagerie, cible, config.siteUrl))
        fastify.log.info(cible, 'Kbis périodique envoyé par courriel');
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_COURRIEL_ECHEC, {
    transactionnel: false,
    async executer(travail, db) {
      const cible = lireCible(travail.donnees);
      if (await envoyerCourrielEchec(db, messagerie, cible, config.siteUrl))
        fastify.log.info(cible, 'Kbis périodique : client prévenu de l’envoi non délivré');
      else fastify.log.warn(cible, 'Kbis périodique : envoi non délivré, aucune adresse pour prévenir le client');
    },
  });
}
