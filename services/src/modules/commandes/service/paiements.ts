import { randomUUID } from 'node:crypto';

import type { FastifyBaseLogger } from 'fastify';

import type { Vendeur } from '../../../config.js';
import type { Db, Transaction } from '../../../db/index.js';
import { prix } from '@portail/domaine';
import { ajouterTravail } from '../../travaux/index.js';
import {
  AnnulationImpossible,
  ChampsInvalides,
  CommandeAnnulee,
  CommandeDejaPayee,
  CommandeIntrouvable,
  NotificationRefusee,
  PaiementCarteAccepte,
} from '../erreurs.js';
import { findCommande, findCommandeParId, type MoyenPaiement } from '../repository/commandes.js';
import {
  findSession,
  insererNotification,
  insererPaiementPortefeuille,
  insererRechargement,
  insererSession,
  marquerARembourser,
  passerAnnulee,
  passerPayee,
  soldePortefeuille,
  terminerSession,
  verrouillerCompte,
  verrouillerSessionsOuvertes,
  type SessionRow,
} from '../repository/paiements.js';

import {
  MONTANT_RECHARGEMENT_MAX,
  MONTANT_RECHARGEMENT_MIN,
  type Commande,
  type SessionPaiement,
} from '@portail/contrat/commandes';
import { decisionFournisseur } from '../sandbox/repository.js';
import { rembourserSurPortefeuille } from './avoirs.js';
import { exigerCompteOuvert, type Client } from './contexte.js';
import { detailCommande } from './lecture.js';

export const TRAVAIL_LIVRAISON = 'LIVRER_COMMANDE';

export const INTITULES_MOYENS: Record<string, string> = {
  CARTE_BANCAIRE: 'Carte bancaire',
  CARTE_BLEUE: 'Carte Bleue',
  PORTEFEUILLE_ELECTRONIQUE: 'Portefeuille électronique',
  VIREMENT: 'Virement bancaire',
  CARTE_PREPAYEE: 'Carte prépayée',
  DIFFERE: 'Paiement différé (facturation mensuelle)',
  PORTEFEUILLE_COMPTE_PROVISIONNE: 'Compte provisionné',
  INTERNET_PLUS: 'Internet+',
  INTERNET_PLUS_PRO: 'Internet+ Pro',
  PRELEVEMENT_BANCAIRE: 'Prélèvement bancaire',
};

const PROPOSES = new Set<string>(['CARTE_BANCAIRE', 'PORTEFEUILLE_ELECTRONIQUE', 'DIFFERE']);

export const SOLDE_INSUFFISANT = 'Le solde de votre portefeuille électronique est insuffisant.';
export const DIFFERE_FERME = 'Le paiement différé n’est pas ouvert pour ce compte.';

/**
 * A → PAYEE, once: the conditional update is the guard, and the fulfilment job is written in the
 * same transaction. False when the order was no longer waiting for payment.
 */
async function marquerPayee(tx: Transaction, commande: number, moyen: MoyenPaiement): Promise<boolean> {
  if (!(await passerPayee(tx, commande, moyen))) return false;
  await ajouterTravail(tx, { type: TRAVAIL_LIVRAISON, cle: String(commande), donnees: { commande } });
  return true;
}

function session(
  row: Pick<SessionRow, 'id' | 'moyen_paiement' | 'statut'>,
  url: string | null,
  commande?: { reference: string; jour: string },
): SessionPaiement {
  return {
    id_session: row.id,
    moyen_paiement: row.moyen_paiement,
    statut: row.statut,
    url_paiement: url,
    reference_commande: commande?.reference ?? null,
    date_commande: commande?.jour ?? null,
  };
}

export const urlPageSandbox = (siteUrl: string, id: string) => `${siteUrl}/api/paiements/sandbox/${id}`;

/**
 * Pays an order: by card, a session on the provider's hosted page; from the wallet or by deferred
 * billing, at once. The order row is locked, so two sessions cannot both pay from the wallet.
 */
export async function ouvrirSession(
  db: Db,
  client: Client,
  reference: string,
  moyen: string,
  siteUrl: string,
): Promise<{ session: SessionPaiement; payee: boolean }> {
  exigerCompteOuvert(client);
  if (!PROPOSES.has(moyen)) {
    throw new ChampsInvalides([{ champ: 'moyen_paiement', message: 'Ce moyen de paiement n’est pas proposé.' }]);
  }
  const moyenPaiement = moyen as MoyenPaiement;
  return db.transaction(async (tx) => {
    const commande = await findCommande(tx, client.compte, reference, { verrouiller: true });
    if (commande === undefined) throw new CommandeIntrouvable({ reference, compte: client.compte });
    if (commande.statut === 'ANNULEE') throw new CommandeAnnulee({ reference });
    if (commande.statut !== 'A_PAYER') throw new CommandeDejaPayee({ reference });
    const id = randomUUID();
    const base = {
      id,
      objet: 'COMMANDE' as const,
      commande_id: commande.id,
      compte_client_id: client.compte,
      utilisateur_id: client.utilisateur,
      moyen_paiement: moyenPaiement,
      montant_centimes: commande.ttc_centimes,
    };
    const cible = { reference: commande.reference, jour: commande.jour };
    if (moyenPaiement === 'CARTE_BANCAIRE') {
      await insererSession(tx, base);
      return {
        session: session({ id, moyen_paiement: moyenPaiement, statut: 'OUVERTE' }, urlPageSandbox(siteUrl, id), cible),
        payee: false,
      };
    }
    if (moyenPaiement === 'DIFFERE' && !client.paiementDiffere) {
      throw new ChampsInvalides([{ champ: 'moyen_paiement', message: DIFFERE_FERME }]);
    }
    if (moyenPaiement === 'PORTEFEUILLE_ELECTRONIQUE') {
      await verrouillerCompte(tx, client.compte);
      if ((await soldePortefeuille(tx, client.compte)) < commande.ttc_centimes) {
        throw new ChampsInvalides([{ champ: 'moyen_paiement', message: SOLDE_INSUFFISANT }]);
      }
    }
    await insererSession(tx, { ...base, statut: 'REUSSIE' });
    if (moyenPaiement === 'PORTEFEUILLE_ELECTRONIQUE') {
      await insererPaiementPortefeuille(tx, {
        compte: client.compte,
        libelle: `Commande ${commande.reference}`,
        montant: -commande.ttc_centimes,
        commande: commande.id,
        session: id,
      });
    }
    await marquerPayee(tx, commande.id, moyenPaiement);
    return { session: session({ id, moyen_paiement: moyenPaiement, statut: 'REUSSIE' }, null, cible), payee: true };
  });
}

/**
 * Cancels an order waiting for payment. Its open card sessions are locked first (the order next,
 * in the order the provider's notification takes them), then each is asked of the provider: one
 * it has already accepted makes the cancellation fail (the payment is on its way and will pay the
 * order); the others are closed, and the provider can no longer accept them.
 */
export async function annulerCommande(db: Db, client: Client, reference: string): Promise<Commande> {
  await db.transaction(async (tx) => {
    const trouvee = await findCommande(tx, client.compte, reference);
    if (trouvee === undefined) throw new CommandeIntrouvable({ reference, compte: client.compte });
    const sessions = await verrouillerSessionsOuvertes(tx, trouvee.id);
    const commande = await findCommande(tx, client.compte, reference, { verrouiller: true });
    if (commande === undefined) throw new CommandeIntrouvable({ reference, compte: client.compte });
    if (commande.statut !== 'A_PAYER') throw new AnnulationImpossible({ reference, statut: commande.statut });
    for (const session of sessions) {
      if ((await decisionFournisseur(tx, session)) === 'REUSSI') {
        throw new PaiementCarteAccepte({ reference, session });
      }
    }
    // A card page left open can no longer pay it.
    await passerAnnulee(tx, commande.id);
  });
  const row = await findCommande(db, client.compte, reference);
  if (row === undefined) throw new CommandeIntrouvable({ reference });
  return detailCommande(db, row);
}

const MOTIFS = {
  annulee: 'Commande annulée avant la réception de son paiement par carte',
  close: 'Commande annulée avant la réception de son paiement par carte',
  'deja-payee': 'Commande déjà payée par un autre paiement',
} as const;

/**
 * A card payment the provider took for an order that cannot have it (cancelled meanwhile, or paid
 * by another session): recorded as succeeded, and credited to the account's wallet with its credit
 * note, once, never lost.
 */
async function rembourserPaiement(
  tx: Transaction,
  session: SessionRow,
  raison: keyof typeof MOTIFS,
  log: FastifyBaseLogger,
  vendeur: Vendeur,
): Promise<void> {
  const commande = await findCommandeParId(tx, session.commande_id as number);
  let avoir: string | undefined;
  if ((await marquerARembourser(tx, session.id)) && commande !== undefined) {
    const ttc = session.montant_centimes;
    // The session's amount is the order's TTC; its HT follows (prorated if it ever differed).
    const ht =
      ttc === commande.ttc_centimes || commande.ttc_centimes === 0
        ? Math.min(commande.ht_centimes, ttc)
        : Math.round((ttc * commande.ht_centimes) / commande.ttc_centimes);
    ({ numero: avoir } = await rembourserSurPortefeuille(
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
  }
  log.error(
    { id_session: session.id, commande: session.commande_id, raison, credite: avoir !== undefined, avoir },
    'Paiement par carte reçu pour une commande qui ne peut pas le recevoir : remboursé sur le portefeuille électronique',
  );
}

export async function ouvrirRechargement(
  db: Db,
  client: Client,
  montant: number,
  siteUrl: string,
): Promise<SessionPaiement> {
  exigerCompteOuvert(client);
  const centimes = Math.round(montant * 100);
  if (
    Math.abs(centimes - montant * 100) > 1e-6 ||
    centimes < MONTANT_RECHARGEMENT_MIN * 100 ||
    centimes > MONTANT_RECHARGEMENT_MAX * 100
  ) {
    throw new ChampsInvalides([
      {
        champ: 'montant',
        message: `doit être un montant entre ${MONTANT_RECHARGEMENT_MIN} et ${MONTANT_RECHARGEMENT_MAX} euros, au centime près`,
      },
    ]);
  }
  const id = randomUUID();
  await db.transaction((tx) =>
    insererSession(tx, {
      id,
      objet: 'RECHARGEMENT',
      commande_id: null,
      compte_client_id: client.compte,
      utilisateur_id: client.utilisateur,
      moyen_paiement: 'CARTE_BANCAIRE',
      montant_centimes: centimes,
    }),
  );
  return session({ id, moyen_paiement: 'CARTE_BANCAIRE', statut: 'OUVERTE' }, urlPageSandbox(siteUrl, id));
}

export interface Notification {
  id_evenement: string;
  id_session: string;
  statut: 'REUSSI' | 'REFUSE';
  montant_centimes: number;
  devise: string;
}

function lireNotification(corps: string): Notification {
  let valeur: unknown;
  try {
    valeur = JSON.parse(corps);
  } catch {
    throw new NotificationRefusee('corps illisible');
  }
  const n = valeur as Partial<Notification>;
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (
    typeof n !== 'object' ||
    n === null ||
    typeof n.id_evenement !== 'string' ||
    n.id_evenement.length < 1 ||
    n.id_evenement.length > 100 ||
    typeof n.id_session !== 'string' ||
    !uuid.test(n.id_session) ||
    (n.statut !== 'REUSSI' && n.statut !== 'REFUSE') ||
    !Number.isInteger(n.montant_centimes) ||
    n.devise !== 'EUR'
  ) {
    throw new NotificationRefusee('champs manquants ou invalides');
  }
  return n as Notification;
}

/**
 * The provider's word on a session, already authenticated by its signature. Recorded under its
 * event id in the transaction that acts on it: a replay finds the row and changes nothing.
 */
export async function traiterNotification(
  db: Db,
  corps: string,
  log: FastifyBaseLogger,
  vendeur: Vendeur,
): Promise<{ deja_traitee: boolean }> {
  const notification = lireNotification(corps);
  return db.transaction(async (tx) => {
    const nouvelle = await insererNotification(tx, notification, corps);
    const session = await findSession(tx, notification.id_session, true);
    if (session === undefined)
      throw new NotificationRefusee('session inconnue', { id_session: notification.id_session });
    if (!nouvelle) return { deja_traitee: true };
    if (notification.montant_centimes !== session.montant_centimes) {
      throw new NotificationRefusee('montant différent de celui de la session', {
        id_session: session.id,
        attendu: session.montant_centimes,
        recu: notification.montant_centimes,
      });
    }
    if (session.statut !== 'OUVERTE') {
      // Money the provider took after the session was closed on our side (an order cancelled
      // while its payment was being made): the payment is recorded, then refunded.
      if (notification.statut === 'REUSSI' && session.statut === 'REFUSEE' && session.objet === 'COMMANDE') {
        await terminerSession(tx, session.id, 'REUSSIE');
        await rembourserPaiement(tx, session, 'close', log, vendeur);
        return { deja_traitee: false };
      }
      log.warn(
        { id_session: session.id, statut: session.statut },
        'Notification pour une session déjà close : ignorée',
      );
      return { deja_traitee: true };
    }
    const statut = notification.statut === 'REUSSI' ? 'REUSSIE' : 'REFUSEE';
    await terminerSession(tx, session.id, statut);
    if (statut === 'REFUSEE') return { deja_traitee: false };
    if (session.objet === 'RECHARGEMENT') {
      await insererRechargement(tx, session);
      return { deja_traitee: false };
    }
    if (!(await marquerPayee(tx, session.commande_id as number, session.moyen_paiement))) {
      // Paid twice (two pages open), or cancelled meanwhile: the payment is kept and refunded.
      const commande = await findCommandeParId(tx, session.commande_id as number);
      await rembourserPaiement(tx, session, commande?.statut === 'ANNULEE' ? 'annulee' : 'deja-payee', log, vendeur);
    }
    return { deja_traitee: false };
  });
}

export function montantPortefeuille(centimes: number) {
  // Wallet amounts are TTC; VAT applies to what is bought with them, not to the top-up.
  return prix({ ht: centimes, ttc: centimes });
}
