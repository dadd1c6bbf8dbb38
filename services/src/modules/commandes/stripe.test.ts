import { buildApp, type App } from '../../app.js';
import { rafraichirMotsRecherche } from '../recherche/index.js';
import { ajouterAuPanier, commander, elec } from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids, insererRegistre } from '../../../tests/fixtures/registre.js';
import {
  CLE_SECRETE,
  SECRET_WEBHOOK,
  stripeEnregistre,
  type StripeEnregistre,
} from '../../../tests/fixtures/stripe.js';
import { backends, createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-app.js';

const kbis = { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] };

describe.each(backends)('card payments through Stripe on %s', (backend) => {
  let database: TestDatabase;
  let app: App;
  let stripe: StripeEnregistre;
  let claire: Appelant;
  let compte: number;

  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: claire.headers });
  const commande = async (reference: string) => (await get(`/commandes/${reference}`)).json();
  const nouvelleCommande = async () => {
    await ajouterAuPanier(app, claire, kbis);
    return (await commander(app, claire)).reference_commande;
  };
  const ouvrir = async (reference: string) => {
    const reponse = await app.inject({
      method: 'POST',
      url: `/api/commandes/${reference}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'CARTE_BANCAIRE' },
    });
    expect(reponse.statusCode).toBe(201);
    const { id_session } = reponse.json<{ id_session: string }>();
    const { rows } = await app.db.query<{ reference_prestataire: string }>(
      'SELECT reference_prestataire FROM paiements_sessions WHERE id = $1::uuid',
      [id_session],
    );
    return { id_session, checkout: rows[0]?.reference_prestataire as string, url: reponse.json().url_paiement };
  };
  /** Stripe's webhook call, as Stripe makes it. */
  const webhook = (evenement: { payload: string; signature: string }, signature = evenement.signature) =>
    app.inject({
      method: 'POST',
      url: '/api/paiements/notifications',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature },
      payload: evenement.payload,
    });
  const annuler = (reference: string) =>
    app.inject({ method: 'POST', url: `/api/commandes/${reference}/annulations`, headers: claire.headers });
  const remboursementsDemandes = () => stripe.appels.filter((a) => a.methode === 'POST' && a.chemin === '/v1/refunds');

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    stripe = stripeEnregistre();
    app = buildApp(
      {
        ...database.config,
        travauxActifs: false,
        paiementPrestataire: 'stripe',
        stripeCleSecrete: CLE_SECRETE,
        stripeSecretWebhook: SECRET_WEBHOOK,
      },
      { prestatairePaiement: stripe.prestataire },
    );
    await app.ready();
    await insererRegistre(app.db);
    await rafraichirMotsRecherche(app.db);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(app);
    compte = (await creerCompte(app, claire)).id;
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('pays an order on Stripe’s page: signed webhook, fulfilment, once; a forged one is refused', async () => {
    const reference = await nouvelleCommande();
    const { id_session, checkout, url } = await ouvrir(reference);
    expect(url).toBe(`https://checkout.stripe.com/c/pay/${checkout}#fidkdWxOYHwnPyd1blpxYHZxWjA0`);
    const jour = (await commande(reference)).jour_commande;
    expect(stripe.sessions.get(checkout)).toMatchObject({
      amount_total: 320,
      client_reference_id: id_session,
      metadata: { id_session },
      success_url: `${app.config.siteUrl}/espace-personnel/mes-commandes/commande?reference_commande=${reference}&date_commande=${jour}&paiement=reussi`,
      cancel_url: `${app.config.siteUrl}/espace-personnel/mes-commandes/commande?reference_commande=${reference}&date_commande=${jour}&paiement=abandon`,
    });
    // The sandbox's page is not served with Stripe: nobody pays with its test cards.
    expect((await app.inject({ method: 'GET', url: `/api/paiements/sandbox/${id_session}` })).statusCode).toBe(404);

    const evenement = stripe.evenement('checkout.session.completed', stripe.payer(checkout));
    const forge = await webhook(evenement, evenement.signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'));
    expect(forge.statusCode).toBe(400);
    expect(forge.json().message).toBe('Notification de paiement refusée : signature invalide.');
    expect((await commande(reference)).statut).toBe('A_PAYER');

    const recu = await webhook(evenement);
    expect(recu.statusCode).toBe(200);
    expect(recu.json()).toEqual({ recue: true, deja_traitee: false });
    // Stripe delivers at least once: the same event again changes nothing.
    expect((await webhook(evenement)).json()).toEqual({ recue: true, deja_traitee: true });
    await app.travaux.vider();
    expect(await commande(reference)).toMatchObject({
      statut: 'LIVREE',
      moyen_paiement: 'CARTE_BANCAIRE',
      paiements: [{ id_session, statut: 'REUSSIE' }],
    });
    const { rows } = await app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM factures f JOIN commandes c ON c.id = f.commande_id WHERE c.reference = $1',
      [reference],
    );
    expect(rows[0]?.n).toBe(1);
    // An event it does not follow is acknowledged (Stripe would retry a refusal for days).
    const autre = stripe.evenement('charge.succeeded', { id: 'ch_test_1', object: 'charge' });
    expect((await webhook(autre)).json()).toEqual({ recue: true, ignoree: true });
  });

  it('cancels an order by expiring its Checkout Session, and refuses to once the customer has paid', async () => {
    const annulee = await nouvelleCommande();
    const ouverte = await ouvrir(annulee);
    expect((await annuler(annulee)).statusCode).toBe(200);
    expect(stripe.sessions.get(ouverte.checkout)?.status).toBe('expired');
    expect(await commande(annulee)).toMatchObject({ statut: 'ANNULEE', paiements: [{ statut: 'REFUSEE' }] });
    // Stripe's expiry event for it then finds the session closed: nothing happens.
    const expiree = stripe.evenement('checkout.session.expired', stripe.sessions.get(ouverte.checkout) ?? {});
    expect((await webhook(expiree)).json()).toEqual({ recue: true, deja_traitee: true });

    const payee = await nouvelleCommande();
    const session = await ouvrir(payee);
    stripe.payer(session.checkout);
    const refus = await annuler(payee);
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toBe(
      'Le paiement par carte de cette commande vient d’être accepté : elle ne peut plus être annulée.',
    );
    await webhook(stripe.evenement('checkout.session.completed', stripe.sessions.get(session.checkout) ?? {}));
    await app.travaux.vider();
    expect((await commande(payee)).statut).toBe('LIVREE');
  });

  it('refunds to the card, once, a payment Stripe took for an order cancelled meanwhile', async () => {
    const reference = await nouvelleCommande();
    const { id_session, checkout } = await ouvrir(reference);
    expect((await annuler(reference)).statusCode).toBe(200);
    // The customer's payment went through at Stripe as the order was being cancelled.
    const evenement = stripe.evenement('checkout.session.completed', stripe.payer(checkout));
    expect((await webhook(evenement)).json()).toEqual({ recue: true, deja_traitee: false });
    expect(await commande(reference)).toMatchObject({ statut: 'ANNULEE', paiements: [{ statut: 'REUSSIE' }] });

    // Recorded in the notification's transaction: the flag, the credit note and the job.
    const etat = async () =>
      (
        await app.db.query<{
          a_rembourser: boolean;
          remboursement_carte: string;
          reference_remboursement: string | null;
        }>(
          'SELECT a_rembourser, remboursement_carte, reference_remboursement FROM paiements_sessions WHERE id = $1::uuid',
          [id_session],
        )
      ).rows[0];
    expect(await etat()).toEqual({ a_rembourser: true, remboursement_carte: 'A_FAIRE', reference_remboursement: null });
    expect(remboursementsDemandes()).toHaveLength(0);

    await app.travaux.vider();
    expect(remboursementsDemandes()).toEqual([
      expect.objectContaining({
        cleIdempotence: id_session,
        parametres: expect.objectContaining({ payment_intent: `pi_test_${checkout.slice(-6)}`, amount: '320' }),
      }),
    ]);
    expect(await etat()).toEqual({
      a_rembourser: true,
      remboursement_carte: 'FAIT',
      reference_remboursement: expect.stringMatching(/^re_test_/),
    });

    // The credit note says the card; the wallet is untouched.
    const portefeuille = (await get(`/portefeuilles/${compte}`)).json();
    expect(portefeuille).toMatchObject({ solde: { ttc: 0 }, mouvements: [] });
    const { factures } = (await get('/factures')).json();
    expect(factures).toEqual([
      expect.objectContaining({
        type: 'AVOIR',
        reference_commande: reference,
        moyen_paiement: 'CARTE_BANCAIRE',
        montant: expect.objectContaining({ ttc: -3.2 }),
      }),
    ]);

    // A replay, or another event for the same payment, refunds nothing more.
    await webhook(evenement);
    await webhook(stripe.evenement('checkout.session.async_payment_succeeded', stripe.sessions.get(checkout) ?? {}));
    await app.travaux.vider();
    expect(remboursementsDemandes()).toHaveLength(1);
    expect(stripe.remboursements.size).toBe(1);
  });

  it('refunds to the card the second payment of an order paid twice', async () => {
    const reference = await nouvelleCommande();
    const premiere = await ouvrir(reference);
    const seconde = await ouvrir(reference);
    await webhook(stripe.evenement('checkout.session.completed', stripe.payer(premiere.checkout)));
    await webhook(stripe.evenement('checkout.session.completed', stripe.payer(seconde.checkout)));
    await app.travaux.vider();
    expect((await commande(reference)).statut).toBe('LIVREE');
    const demandes = remboursementsDemandes().filter((a) => a.cleIdempotence === seconde.id_session);
    expect(demandes).toHaveLength(1);
    expect(demandes[0]?.parametres.payment_intent).toBe(`pi_test_${seconde.checkout.slice(-6)}`);
    expect((await get(`/portefeuilles/${compte}`)).json().solde.ttc).toBe(0);
  });

  it('answers 502 in French when Stripe is down, and keeps no session', async () => {
    const reference = await nouvelleCommande();
    stripe.panne(400);
    try {
      const reponse = await app.inject({
        method: 'POST',
        url: `/api/commandes/${reference}/paiements/sessions`,
        headers: claire.headers,
        payload: { moyen_paiement: 'CARTE_BANCAIRE' },
      });
      expect(reponse.statusCode).toBe(502);
      expect(reponse.json().message).toBe(
        'Le service de paiement par carte ne répond pas pour le moment. Réessayez dans quelques minutes.',
      );
      expect(await commande(reference)).toMatchObject({ statut: 'A_PAYER', paiements: [] });
      // Cancelling asks Stripe too: it fails and changes nothing, the order can be cancelled later.
      stripe.panne(undefined);
      await ouvrir(reference);
      stripe.panne(400);
      expect((await annuler(reference)).statusCode).toBe(502);
      expect((await commande(reference)).statut).toBe('A_PAYER');
    } finally {
      stripe.panne(undefined);
    }
    expect((await annuler(reference)).statusCode).toBe(200);
  });
});
