import type { FastifyBaseLogger } from 'fastify';

import type { Vendeur } from '../../../config.js';
import type { Db, Transaction } from '../../../db/index.js';
import { ajouterTravail } from '../../travaux/index.js';
import { findCommandeParId } from '../repository/commandes.js';
import {
  demanderRemboursementCarte,
  findRemboursementCarteAFaire,
  marquerARembourser,
  marquerRembourseeCarte,
  type SessionRow,
} from '../repository/paiements.js';
import type { PrestatairePaiement } from '../prestataires/index.js';
import { rembourserSurCarte, rembourserSurPortefeuille } from './avoirs.js';

/** A card payment given back to the card by its provider (key: our session id). */
export const TRAVAIL_REMBOURSEMENT_CARTE = 'REMBOURSER_PAIEMENT_CARTE';

const MOTIFS = {
  annulee: 'Commande annulée avant la réception de son paiement par carte',
  close: 'Commande annulée avant la réception de son paiement par carte',
  'deja-payee': 'Commande déjà payée par un autre paiement',
} as const;

/**
 * A card payment the provider took for an order that cannot have it (cancelled meanwhile, or paid
 * by another session): recorded as succeeded, and given back once, never lost, with its credit
 * note. To the card when its provider refunds cards (Stripe): the refund is a job written in this
 * transaction (TRAVAIL_REMBOURSEMENT_CARTE, key: the session); otherwise (the sandbox) credited to
 * the account's wallet.
 */
export async function rembourserPaiement(
  tx: Transaction,
  session: SessionRow,
  raison: keyof typeof MOTIFS,
  log: FastifyBaseLogger,
  vendeur: Vendeur,
  prestataire: PrestatairePaiement,
): Promise<void> {
  const commande = await findCommandeParId(tx, session.commande_id as number);
  let avoir: string | undefined;
  const surCarte = prestataire.rembourser !== undefined && session.prestataire === prestataire.nom;
  if ((await marquerARembourser(tx, session.id)) && commande !== undefined) {
    const ttc = session.montant_centimes;
    // The session's amount is the order's TTC; its HT follows (prorated if it ever differed).
    const ht =
      ttc === commande.ttc_centimes || commande.ttc_centimes === 0
        ? Math.min(commande.ht_centimes, ttc)
        : Math.round((ttc * commande.ht_centimes) / commande.ttc_centimes);
    ({ numero: avoir } = await (surCarte ? rembourserSurCarte : rembourserSurPortefeuille)(
      tx,
      {
        compte: session.compte_client_id,
        commande: commande.id,
        libelle: `Remboursement du paiement par carte de la commande ${commande.reference}`,
        motif: MOTIFS[raison],
        ligne: {
          designation: `Paiement par carte de la commande ${commande.reference}`,
          detail: null,
          quantite: 1,
          unitaire: { ht, ttc },
        },
        paiement: { session: session.id, moyen: session.moyen_paiement, recuLe: new Date() },
      },
      vendeur,
    ));
    if (surCarte) {
      await demanderRemboursementCarte(tx, session.id);
      await ajouterTravail(tx, {
        type: TRAVAIL_REMBOURSEMENT_CARTE,
        cle: session.id,
        donnees: { session: session.id },
        maxTentatives: 15,
      });
    }
  }
  log.error(
    { id_session: session.id, commande: session.commande_id, raison, credite: avoir !== undefined, avoir },
    surCarte
      ? 'Paiement par carte reçu pour une commande qui ne peut pas le recevoir : remboursé sur la carte'
      : 'Paiement par carte reçu pour une commande qui ne peut pas le recevoir : remboursé sur le portefeuille électronique',
  );
}

/**
 * The job TRAVAIL_REMBOURSEMENT_CARTE: asks the provider to refund the card, then records it. Run
 * outside any transaction (an HTTP call) and idempotent: a refund already recorded is not asked
 * again, and one asked but not recorded (a crash between the two) is asked again under the same
 * idempotency key (our session id), which the provider answers with the same refund.
 */
export async function executerRemboursementCarte(
  db: Db,
  prestataire: PrestatairePaiement,
  idSession: string,
): Promise<void> {
  const session = await findRemboursementCarteAFaire(db, idSession);
  if (session === undefined) return;
  if (prestataire.rembourser === undefined || session.prestataire !== prestataire.nom) {
    throw new Error(
      `Remboursement sur carte de la session ${idSession} : prestataire ${session.prestataire} non configuré`,
    );
  }
  const { reference } = await prestataire.rembourser({
    cle: session.id,
    session,
    montant_centimes: session.montant_centimes,
  });
  await marquerRembourseeCarte(db, session.id, reference);
}
