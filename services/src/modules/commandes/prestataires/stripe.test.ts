import type { Queryable } from '../../../db/index.js';
import { SECRET_WEBHOOK, stripeEnregistre, type StripeEnregistre } from '../../../../tests/fixtures/stripe.js';
import { DUREE_SESSION_S } from './stripe.js';

const ID = '3f1c2b9e-6a4d-4e8f-9b1a-2c3d4e5f6a7b';
const aucuneBase = {} as Queryable;

describe('Stripe adapter (recorded answers through the SDK’s HTTP client, no network)', () => {
  let stripe: StripeEnregistre;
  const ouvrir = () =>
    stripe.prestataire.ouvrirSession({
      id: ID,
      objet: 'COMMANDE',
      montant_centimes: 320,
      libelle: 'Commande C-000001 sur Greffeo',
      retour: {
        reussi: 'https://greffeo.fr/retour?paiement=reussi',
        abandon: 'https://greffeo.fr/retour?paiement=abandon',
      },
    });
  const lire = (evenement: { payload: string; signature: string }) =>
    stripe.prestataire.lireNotification(evenement.payload, { 'stripe-signature': evenement.signature });

  beforeEach(() => {
    stripe = stripeEnregistre();
  });

  it('opens a Checkout Session in euros for the amount, named after our session, and gives its page', async () => {
    const avant = Math.floor(Date.now() / 1000);
    const { url, reference } = await ouvrir();
    expect(reference).toMatch(/^cs_test_/);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${reference as string}#fidkdWxOYHwnPyd1blpxYHZxWjA0`);
    expect(stripe.appels).toHaveLength(1);
    const [appel] = stripe.appels;
    expect(appel).toMatchObject({ methode: 'POST', chemin: '/v1/checkout/sessions', cleIdempotence: `checkout-${ID}` });
    expect(appel?.parametres).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      locale: 'fr',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '320',
      'line_items[0][price_data][product_data][name]': 'Commande C-000001 sur Greffeo',
      client_reference_id: ID,
      'metadata[id_session]': ID,
      'payment_intent_data[metadata][id_session]': ID,
      success_url: 'https://greffeo.fr/retour?paiement=reussi',
      cancel_url: 'https://greffeo.fr/retour?paiement=abandon',
    });
    const expire = Number(appel?.parametres.expires_at);
    expect(expire - avant).toBeGreaterThanOrEqual(DUREE_SESSION_S);
    expect(expire - avant).toBeLessThanOrEqual(DUREE_SESSION_S + 5);
  });

  it('reads the checkout events it follows into our notification, and acknowledges the others', async () => {
    const { reference } = await ouvrir();
    const session = stripe.payer(reference as string);
    const paye = stripe.evenement('checkout.session.completed', session, { id: 'evt_test_paye' });
    expect(lire(paye)).toEqual({
      notification: {
        id_evenement: 'evt_test_paye',
        id_session: ID,
        statut: 'REUSSI',
        montant_centimes: 320,
        devise: 'EUR',
      },
    });
    const enAttente = { ...session, payment_status: 'unpaid' };
    expect(lire(stripe.evenement('checkout.session.completed', enAttente))).toEqual({
      ignoree: 'paiement unpaid en attente',
    });
    expect(lire(stripe.evenement('checkout.session.async_payment_succeeded', session))).toMatchObject({
      notification: { statut: 'REUSSI' },
    });
    expect(lire(stripe.evenement('checkout.session.async_payment_failed', enAttente))).toMatchObject({
      notification: { statut: 'REFUSE' },
    });
    expect(lire(stripe.evenement('checkout.session.expired', { ...session, status: 'expired' }))).toMatchObject({
      notification: { statut: 'REFUSE', id_session: ID },
    });
    expect(lire(stripe.evenement('payment_intent.succeeded', { id: 'pi_test_1', object: 'payment_intent' }))).toEqual({
      ignoree: 'événement payment_intent.succeeded non suivi',
    });
    // Another application's Checkout Session on the same account: acknowledged, never acted on.
    const etrangere = { ...session, metadata: {}, client_reference_id: null };
    expect(lire(stripe.evenement('checkout.session.completed', etrangere))).toEqual({
      ignoree: 'session Stripe sans session Greffeo',
    });
  });

  it('refuses an event whose signature is missing, forged, made with another secret or too old', async () => {
    const { reference } = await ouvrir();
    const evenement = stripe.evenement('checkout.session.completed', stripe.payer(reference as string));
    expect(stripe.prestataire.lireNotification(evenement.payload, {})).toEqual({ refusee: 'signature invalide' });
    expect(
      lire({ ...evenement, payload: evenement.payload.replace('"amount_total":320', '"amount_total":1') }),
    ).toEqual({
      refusee: 'signature invalide',
    });
    const autreSecret = stripe.evenement('checkout.session.completed', {}, { secret: `${SECRET_WEBHOOK}x` });
    expect(lire(autreSecret)).toEqual({ refusee: 'signature invalide' });
    const ancien = stripe.evenement(
      'checkout.session.completed',
      {},
      { horodatage: Math.floor(Date.now() / 1000) - 3600 },
    );
    expect(lire(ancien)).toEqual({ refusee: 'notification trop ancienne' });
  });

  it('expires an open session when asked its state, and says REUSSI when the customer has paid', async () => {
    const ouverte = await ouvrir();
    const session = { id: ID, reference_prestataire: ouverte.reference };
    expect(await stripe.prestataire.etatPaiement(aucuneBase, session)).toBe('REFUSE');
    expect(stripe.sessions.get(ouverte.reference as string)?.status).toBe('expired');
    expect(stripe.appels.map((a) => `${a.methode} ${a.chemin}`)).toEqual([
      'POST /v1/checkout/sessions',
      `GET /v1/checkout/sessions/${ouverte.reference as string}`,
      `POST /v1/checkout/sessions/${ouverte.reference as string}/expire`,
    ]);

    const payee = await stripe.prestataire.ouvrirSession({
      id: '9b2f6a1c-0d3e-4f5a-8b7c-6d5e4f3a2b1c',
      objet: 'RECHARGEMENT',
      montant_centimes: 5000,
      libelle: 'Rechargement',
      retour: { reussi: 'https://greffeo.fr/r', abandon: 'https://greffeo.fr/a' },
    });
    stripe.payer(payee.reference as string);
    expect(await stripe.prestataire.etatPaiement(aucuneBase, { id: ID, reference_prestataire: payee.reference })).toBe(
      'REUSSI',
    );
    // A session without Stripe reference (opened with the sandbox) has nothing to ask.
    expect(await stripe.prestataire.etatPaiement(aucuneBase, { id: ID, reference_prestataire: null })).toBeNull();
  });

  it('refunds the payment intent of a paid session once, under our session id as idempotency key', async () => {
    const { reference } = await ouvrir();
    stripe.payer(reference as string);
    const session = { id: ID, reference_prestataire: reference };
    const premier = await stripe.prestataire.rembourser?.({ cle: ID, session, montant_centimes: 320 });
    expect(premier?.reference).toMatch(/^re_test_/);
    // Asked again (a retry after a crash): the same refund, not a second one.
    const second = await stripe.prestataire.rembourser?.({ cle: ID, session, montant_centimes: 320 });
    expect(second).toEqual(premier);
    expect(stripe.remboursements.size).toBe(1);
    const creations = stripe.appels.filter((a) => a.chemin === '/v1/refunds' && a.methode === 'POST');
    expect(creations).toHaveLength(2);
    for (const appel of creations) {
      expect(appel).toMatchObject({
        cleIdempotence: ID,
        parametres: { payment_intent: `pi_test_${(reference as string).slice(-6)}`, amount: '320' },
      });
    }
  });
});
