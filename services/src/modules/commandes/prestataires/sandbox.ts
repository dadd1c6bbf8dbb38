import type { Config } from '../../../config.js';
import { decisionFournisseur } from '../sandbox/repository.js';
import { cleNotifications, ENTETE_SIGNATURE, verifierSignature } from '../sandbox/signature.js';
import type { LectureNotification, Notification, PrestatairePaiement } from './prestataire.js';

export const urlPageSandbox = (siteUrl: string, id: string) => `${siteUrl}/api/paiements/sandbox/${id}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The sandbox's notification body, `{ id_evenement, id_session, statut, montant_centimes, devise }`. */
export function lireCorpsSandbox(corps: string): LectureNotification {
  let valeur: unknown;
  try {
    valeur = JSON.parse(corps);
  } catch {
    return { refusee: 'corps illisible' };
  }
  const n = valeur as Partial<Notification>;
  if (
    typeof n !== 'object' ||
    n === null ||
    typeof n.id_evenement !== 'string' ||
    n.id_evenement.length < 1 ||
    n.id_evenement.length > 100 ||
    typeof n.id_session !== 'string' ||
    !UUID.test(n.id_session) ||
    (n.statut !== 'REUSSI' && n.statut !== 'REFUSE') ||
    !Number.isInteger(n.montant_centimes) ||
    n.devise !== 'EUR'
  ) {
    return { refusee: 'champs manquants ou invalides' };
  }
  return { notification: n as Notification };
}

/**
 * The embedded sandbox provider (`sandbox/`): its hosted page on this server, its notifications
 * signed with PAIEMENT_SECRET_NOTIFICATIONS (`Paiement-Signature`), its decisions in its own table.
 * It refunds no card: a payment to give back is credited to the wallet.
 */
export function prestataireSandbox(config: Config): PrestatairePaiement {
  const cle = cleNotifications(config);
  return {
    nom: 'sandbox',
    async ouvrirSession(session) {
      return { url: urlPageSandbox(config.siteUrl, session.id), reference: null };
    },
    lireNotification(corps, entetes) {
      const entete = entetes[ENTETE_SIGNATURE];
      const verification = verifierSignature(cle, corps, typeof entete === 'string' ? entete : undefined);
      if (verification === 'perimee') return { refusee: 'notification trop ancienne' };
      if (verification !== 'valide') return { refusee: 'signature invalide' };
      return lireCorpsSandbox(corps);
    },
    // The sandbox decides once, with the session row locked and open (sandbox/routes.ts `decider`):
    // the caller holds that lock, so a session without a decision is never decided after it closes.
    etatPaiement: (db, session) => decisionFournisseur(db, session.id),
  };
}
