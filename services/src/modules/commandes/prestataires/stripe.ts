import Stripe from 'stripe';

import type { LectureNotification, Notification, PrestatairePaiement, SessionPrestataire } from './prestataire.js';

/** How long a Checkout Session can be paid (Stripe accepts 30 minutes to 24 hours). */
export const DUREE_SESSION_S = 3600;

export type HttpClientStripe = NonNullable<NonNullable<ConstructorParameters<typeof Stripe>[1]>['httpClient']>;

export interface OptionsStripe {
  /** STRIPE_CLE_SECRETE: `sk_test_…` (test mode) or `sk_live_…`. */
  cleSecrete: string;
  /** STRIPE_SECRET_WEBHOOK: the endpoint's signing secret, `whsec_…`. */
  secretWebhook: string;
  /** Tests: recorded answers (`Stripe.createFetchHttpClient(stub)`); by default the SDK's own client. */
  httpClient?: HttpClientStripe;
  maintenant?: () => number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The events this adapter acts on, and what each says of the payment. */
const STATUTS: Partial<Record<string, Notification['statut']>> = {
  'checkout.session.completed': 'REUSSI',
  'checkout.session.async_payment_succeeded': 'REUSSI',
  'checkout.session.async_payment_failed': 'REFUSE',
  'checkout.session.expired': 'REFUSE',
};

const exigerReference = (session: SessionPrestataire): string => {
  if (session.reference_prestataire === null) {
    throw new Error(`Session ${session.id} sans référence Stripe (ouverte avec un autre prestataire ?)`);
  }
  return session.reference_prestataire;
};

/**
 * Stripe Checkout (README of the module, « Payment providers »): a Checkout Session per card
 * session, its webhook events verified by the SDK (`Stripe-Signature`), cancellation by expiring
 * the Checkout Session, refunds to the card of its payment intent.
 */
export function prestataireStripe(options: OptionsStripe): PrestatairePaiement {
  const stripe = new Stripe(options.cleSecrete, {
    httpClient: options.httpClient,
    maxNetworkRetries: 2,
    appInfo: { name: 'Greffeo' },
  });
  const maintenant = options.maintenant ?? Date.now;

  async function paymentIntent(reference: string): Promise<string> {
    const session = await stripe.checkout.sessions.retrieve(reference);
    const intent = session.payment_intent;
    const id = typeof intent === 'string' ? intent : intent?.id;
    if (id === undefined) throw new Error(`Session Stripe ${reference} sans paiement à rembourser`);
    return id;
  }

  return {
    nom: 'stripe',

    async ouvrirSession(session) {
      const checkout = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          currency: 'eur',
          locale: 'fr',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'eur',
                unit_amount: session.montant_centimes,
                product_data: { name: session.libelle },
              },
            },
          ],
          client_reference_id: session.id,
          metadata: { id_session: session.id },
          payment_intent_data: { description: session.libelle, metadata: { id_session: session.id } },
          success_url: session.retour.reussi,
          cancel_url: session.retour.abandon,
          expires_at: Math.floor(maintenant() / 1000) + DUREE_SESSION_S,
        },
        { idempotencyKey: `checkout-${session.id}` },
      );
      if (checkout.url === null) throw new Error(`Session Stripe ${checkout.id} sans page de paiement`);
      return { url: checkout.url, reference: checkout.id };
    },

    lireNotification(corps, entetes): LectureNotification {
      const entete = entetes['stripe-signature'];
      if (typeof entete !== 'string' || entete === '') return { refusee: 'signature invalide' };
      let evenement: Stripe.Event;
      try {
        evenement = stripe.webhooks.constructEvent(corps, entete, options.secretWebhook);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          return { refusee: /tolerance/i.test(error.message) ? 'notification trop ancienne' : 'signature invalide' };
        }
        return { refusee: 'corps illisible' };
      }
      const statut = STATUTS[evenement.type];
      if (statut === undefined) return { ignoree: `événement ${evenement.type} non suivi` };
      const checkout = evenement.data.object as Stripe.Checkout.Session;
      if (evenement.type === 'checkout.session.completed' && checkout.payment_status !== 'paid') {
        // Paid by a deferred means: its async_payment_succeeded / _failed event will say.
        return { ignoree: `paiement ${checkout.payment_status} en attente` };
      }
      const idSession = checkout.metadata?.id_session ?? checkout.client_reference_id ?? '';
      if (!UUID.test(idSession)) return { ignoree: 'session Stripe sans session Greffeo' };
      if (!Number.isInteger(checkout.amount_total) || typeof checkout.currency !== 'string') {
        return { refusee: 'champs manquants ou invalides' };
      }
      return {
        notification: {
          id_evenement: evenement.id,
          id_session: idSession,
          statut,
          montant_centimes: checkout.amount_total as number,
          devise: checkout.currency.toUpperCase(),
        },
      };
    },

    async etatPaiement(_db, session) {
      if (session.reference_prestataire === null) return null;
      const reference = session.reference_prestataire;
      let checkout = await stripe.checkout.sessions.retrieve(reference);
      if (checkout.status === 'open') {
        try {
          checkout = await stripe.checkout.sessions.expire(reference);
        } catch (error) {
          // Paid between the two calls: Stripe refuses to expire a completed session.
          checkout = await stripe.checkout.sessions.retrieve(reference);
          if (checkout.status === 'open') throw error;
        }
      }
      // Complete: paid, or a deferred payment on its way that may still pay (the order waits for it).
      if (checkout.status === 'complete') return 'REUSSI';
      return checkout.status === 'expired' ? 'REFUSE' : null;
    },

    async rembourser({ cle, session, montant_centimes }) {
      const intent = await paymentIntent(exigerReference(session));
      try {
        const remboursement = await stripe.refunds.create(
          { payment_intent: intent, amount: montant_centimes, metadata: { id_session: session.id } },
          { idempotencyKey: cle },
        );
        return { reference: remboursement.id };
      } catch (error) {
        // Refunded already (by an earlier call whose key has expired, or from Stripe's dashboard).
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'charge_already_refunded') {
          const { data } = await stripe.refunds.list({ payment_intent: intent, limit: 1 });
          return { reference: data[0]?.id ?? intent };
        }
        throw error;
      }
    },
  };
}
