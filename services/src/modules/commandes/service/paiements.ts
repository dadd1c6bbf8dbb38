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
  PrestataireIndisponible,
} from '../erreurs.js';
import { findCommande, findCommandeParId, type MoyenPaiement } from '../repository/commandes.js';
import {
  findSession,
  insererNotification,
  insererPaiementPortefeuille,
  insererRechargement,
  insererSession,
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
import type { Notification, PrestatairePaiement } from '../prestataires/index.js';
import { rembourserPaiement } from './remboursements.js';
import { exigerCompteOuvert, type Client } from './contexte.js';
import { detailCommande } from './lecture.js';

export const TRAVAIL_LIVRAISON = 'LIVRER_COMMANDE';
export { executerRemboursementCarte, TRAVAIL_REMBOURSEMENT_CARTE } from './remboursements.js';

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

export { urlPageSandbox } from '../prestataires/sandbox.js';

/** What a card session pays, for the site's return pages. */
export type CibleRetour = { objet: 'RECHARGEMENT' } | { objet: 'COMMANDE'; reference: string; jour: string };

/**
 * The site's page the provider sends the browser back to (`paiement`: reussi, refuse, abandon): the
 * order's page, or the wallet's for a top-up. The return page polls until the notification arrives.
 */
export function urlRetour(siteUrl: string, cible: CibleRetour, paiement: string): string {
  if (cible.objet === 'RECHARGEMENT') {
    return `${siteUrl}/espace-personnel/portefeuille-electronique-details?paiement=${paiement}`;
  }
  const query = new URLSearchParams({ reference_commande: cible.reference, date_commande: cible.jour, paiement });
  return `${siteUrl}/espace-personnel/mes-commandes/commande?${query.toString()}`;
}

const LIBELLE_RECHARGEMENT = 'Rechargement du portefeuille électronique Greffeo';

/** A card session opened on the provider's page, in the caller's transaction; its page's URL. */
async function ouvrirSessionCarte(
  tx: Transaction,
  prestataire: PrestatairePaiement,
  siteUrl: string,
  session: Parameters<typeof insererSession>[1],
  cible: CibleRetour,
): Promise<string> {
  const { url, reference } = await prestataire
    .ouvrirSession({
      id: session.id,
      objet: session.objet,
      montant_centimes: session.montant_centimes,
      libelle: cible.objet === 'COMMANDE' ? `Commande ${cible.reference} sur Greffeo` : LIBELLE_RECHARGEMENT,
      retour: { reussi: urlRetour(siteUrl, cible, 'reussi'), abandon: urlRetour(siteUrl, cible, 'abandon') },
    })
    .catch((cause: unknown) => {
      throw new PrestataireIndisponible({ prestataire: prestataire.nom, session: session.id, cause: String(cause) });
    });
  await insererSession(tx, { ...session, prestataire: prestataire.nom, reference_prestataire: reference });
  return url;
}

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
  prestataire: PrestatairePaiement,
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
      const url = await ouvrirSessionCarte(tx, prestataire, siteUrl, base, { objet: 'COMMANDE', ...cible });
      return { session: session({ id, moyen_paiement: moyenPaiement, statut: 'OUVERTE' }, url, cible), payee: false };
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
export async function annulerCommande(
  db: Db,
  client: Client,
  reference: string,
  prestataire: PrestatairePaiement,
): Promise<Commande> {
  await db.transaction(async (tx) => {
    const trouvee = await findCommande(tx, client.compte, reference);
    if (trouvee === undefined) throw new CommandeIntrouvable({ reference, compte: client.compte });
    const sessions = await verrouillerSessionsOuvertes(tx, trouvee.id);
    const commande = await findCommande(tx, client.compte, reference, { verrouiller: true });
    if (commande === undefined) throw new CommandeIntrouvable({ reference, compte: client.compte });
    if (commande.statut !== 'A_PAYER') throw new AnnulationImpossible({ reference, statut: commande.statut });
    for (const session of sessions) {
      // A session of another provider (opened before PAIEMENT_PRESTATAIRE changed) cannot be asked.
      if (session.prestataire !== prestataire.nom) continue;
      const etat = await prestataire.etatPaiement(tx, session).catch((cause: unknown) => {
        throw new PrestataireIndisponible({ prestataire: prestataire.nom, session: session.id, cause: String(cause) });
      });
      if (etat === 'REUSSI') {
        throw new PaiementCarteAccepte({ reference, session: session.id });
      }
    }
    // A card page left open can no longer pay it.
    await passerAnnulee(tx, commande.id);
  });
  const row = await findCommande(db, client.compte, reference);
  if (row === undefined) throw new CommandeIntrouvable({ reference });
  return detailCommande(db, row);
}

export async function ouvrirRechargement(
  db: Db,
  client: Client,
  montant: number,
  siteUrl: string,
  prestataire: PrestatairePaiement,
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
  const url = await db.transaction((tx) =>
    ouvrirSessionCarte(
      tx,
      prestataire,
      siteUrl,
      {
        id,
        objet: 'RECHARGEMENT',
        commande_id: null,
        compte_client_id: client.compte,
        utilisateur_id: client.utilisateur,
        moyen_paiement: 'CARTE_BANCAIRE',
        montant_centimes: centimes,
      },
      { objet: 'RECHARGEMENT' },
    ),
  );
  return session({ id, moyen_paiement: 'CARTE_BANCAIRE', statut: 'OUVERTE' }, url);
}

export type { Notification } from '../prestataires/index.js';

/**
 * The provider's word on a session, already authenticated by its signature. Recorded under its
 * event id in the transaction that acts on it: a replay finds the row and changes nothing.
 */
export async function traiterNotification(
  db: Db,
  notification: Notification,
  corps: string,
  log: FastifyBaseLogger,
  vendeur: Vendeur,
  prestataire: PrestatairePaiement,
): Promise<{ deja_traitee: boolean }> {
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
        await rembourserPaiement(tx, session, 'close', log, vendeur, prestataire);
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
      const raison = commande?.statut === 'ANNULEE' ? 'annulee' : 'deja-payee';
      await rembourserPaiement(tx, session, raison, log, vendeur, prestataire);
    }
    return { deja_traitee: false };
  });
}

export function montantPortefeuille(centimes: number) {
  // Wallet amounts are TTC; VAT applies to what is bought with them, not to the top-up.
  return prix({ ht: centimes, ttc: centimes });
}
