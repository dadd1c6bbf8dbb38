import type { FastifyInstance } from 'fastify';
import { aujourdhui, dateFrancaise, formaterMontant, lendemain, montantFormateInsecable } from '@portail/domaine';

import type { Queryable } from '../../db/index.js';
import {
  courrielAbonnementPaye,
  courrielExpirationAbonnement,
  courrielRappelAbonnement,
} from '../../lib/courriels/modeles.js';
import { ajouterTravail } from '../travaux/index.js';
import { findAdministrateurs } from './repository/echeances.js';
import { findPeriode, findPeriodeEnAttente } from './repository/periodes.js';
import { TRAVAIL_COURRIEL_ABONNEMENT, traiterEcheances, type MotifCourriel } from './service/echeances.js';

export const TRAVAIL_ECHEANCES = 'ECHEANCES_ABONNEMENTS';
// The due dates are looked at early in the morning, Paris time.
const HEURE_UTC = 6;

/** The module's jobs: the daily due dates (one job per day, keyed by the day) and the messages. */
export function enregistrerTravauxAbonnements(fastify: FastifyInstance): void {
  const { config, messagerie } = fastify;
  fastify.travaux.enregistrer(TRAVAIL_ECHEANCES, {
    transactionnel: false,
    async executer(travail, db) {
      const jour = typeof travail.donnees.jour === 'string' ? travail.donnees.jour : aujourdhui();
      const bilan = await traiterEcheances(fastify.db, jour);
      fastify.log.info({ jour, ...bilan }, 'Échéances des abonnements');
      await planifier(db, lendemain(jour));
    },
  });
  fastify.travaux.enregistrer(TRAVAIL_COURRIEL_ABONNEMENT, {
    transactionnel: false,
    async executer(travail, db) {
      const motif = travail.donnees.motif as MotifCourriel;
      const periode = await findPeriode(db, Number(travail.donnees.periode));
      if (periode === undefined || periode.date_fin === null) return;
      const fin = dateFrancaise(periode.date_fin);
      const espace = `${config.siteUrl}/espace-personnel/mon-abonnement`;
      let message: (d: { email: string; prenom: string }) => ReturnType<typeof courrielAbonnementPaye>;
      if (motif === 'PAYE') message = (d) => courrielAbonnementPaye(d, fin, espace);
      else if (motif === 'EXPIRATION') message = (d) => courrielExpirationAbonnement(d, fin, espace);
      else {
        const suivante = await findPeriodeEnAttente(db, periode.compte_client_id);
        // Renewed or cancelled meanwhile: nothing to remind.
        if (suivante === undefined) return;
        const montant = montantFormateInsecable(formaterMontant(suivante.ttc_centimes));
        const url = `${espace}/reprise/${suivante.uuid}`;
        message = (d) => courrielRappelAbonnement(d, fin, montant, url);
      }
      for (const destinataire of await findAdministrateurs(db, periode.compte_client_id)) {
        await messagerie.envoyer(message(destinataire));
      }
    },
  });
  fastify.addHook('onReady', async () => {
    await planifier(fastify.db, aujourdhui());
  });
}

async function planifier(db: Queryable, jour: string): Promise<void> {
  await ajouterTravail(db, {
    type: TRAVAIL_ECHEANCES,
    cle: jour,
    donnees: { jour },
    executerApres: jour <= aujourdhui() ? undefined : new Date(`${jour}T0${HEURE_UTC}:00:00Z`),
  });
}
