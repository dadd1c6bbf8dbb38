import type { IncomingHttpHeaders } from 'node:http';

import type { Queryable } from '../../../db/index.js';

/** A payment provider's word on a session, in our terms (whatever the provider's own format). */
export interface Notification {
  /** The provider's event id: a replay of the same event finds it recorded and changes nothing. */
  id_evenement: string;
  /** Our session id (a UUID). */
  id_session: string;
  statut: 'REUSSI' | 'REFUSE';
  montant_centimes: number;
  devise: string;
}

/** What a notification endpoint call amounts to, once its signature is checked. */
export type LectureNotification =
  /** One of ours, authenticated: traiterNotification acts on it. */
  | { notification: Notification }
  /** Authenticated, but nothing for us (another event type, a payment still pending): 200, no effect. */
  | { ignoree: string }
  /** Refused (bad or missing signature, too old, unreadable): 400 « Notification de paiement refusée : {raison}. » */
  | { refusee: string };

/** A card session to open on the provider's hosted page. */
export interface SessionAOuvrir {
  /** Our session id, the provider's reference back to us. */
  id: string;
  objet: 'COMMANDE' | 'RECHARGEMENT';
  montant_centimes: number;
  /** What the customer pays for, in French (the line of the provider's page). */
  libelle: string;
  /** Where the provider sends the browser back: after a payment, and when the customer gives up. */
  retour: { reussi: string; abandon: string };
}

/** A card session as the provider adapters see it. */
export interface SessionPrestataire {
  id: string;
  /** The provider's own reference (a Stripe Checkout Session id), null for the sandbox. */
  reference_prestataire: string | null;
}

/**
 * A card payment provider (README of the module, « Payment providers »): the embedded sandbox by
 * default (`sandbox.ts`), or Stripe (`stripe.ts`), chosen by PAIEMENT_PRESTATAIRE.
 */
export interface PrestatairePaiement {
  /** Stored with each card session (`paiements_sessions.prestataire`). */
  readonly nom: 'sandbox' | 'stripe';
  /**
   * Opens a session on the provider's hosted page: the page's URL, and the provider's own reference
   * to store with the session (null when it has none). Called in the transaction that writes the
   * session: a failure rolls it back, and nobody ever gets the page of a session we do not have.
   */
  ouvrirSession(session: SessionAOuvrir): Promise<{ url: string; reference: string | null }>;
  /** Checks a notification's signature on the exact bytes received, then reads it. */
  lireNotification(corps: string, entetes: IncomingHttpHeaders): LectureNotification;
  /**
   * What the provider decided for a session our cancellation is closing (the caller holds the
   * session's row lock): `REUSSI` when the customer paid (the cancellation then fails); otherwise the
   * provider is made to never accept it any more (Stripe: the Checkout Session expired), and the
   * answer is `REFUSE` or null (nothing decided). Throws when the provider cannot be asked: the
   * cancellation fails and can be tried again.
   */
  etatPaiement(db: Queryable, session: SessionPrestataire): Promise<'REUSSI' | 'REFUSE' | null>;
  /**
   * Refunds a card payment to the card through the provider, once per `cle` (our session id: the
   * idempotency key, so a retried call never refunds twice). Absent: the provider refunds nothing,
   * and a payment to give back is credited to the account's wallet.
   */
  rembourser?(remboursement: {
    cle: string;
    session: SessionPrestataire;
    montant_centimes: number;
  }): Promise<{ reference: string }>;
}
