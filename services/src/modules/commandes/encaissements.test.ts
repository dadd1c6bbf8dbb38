import {
  ajouterAuPanier,
  commander,
  createAppCommandes,
  elec,
  payerSurLaPage,
  ouvrirSessionCarte,
  type AppCommandes,
} from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';

const kbis = { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] };

describe.each(backends)('encaissements and direct payments on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let compte: number;
  const get = (url: string, qui: Appelant = claire) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: qui.headers });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    claire = await creerUtilisateur(test.app);
    compte = (await creerCompte(test.app, claire)).id;
    // A card payment of an order, a card top-up, then a wallet payment of a second order.
    await ajouterAuPanier(test.app, claire, kbis);
    const carte = (await commander(test.app, claire)).reference_commande;
    await payerSurLaPage(test.app, await ouvrirSessionCarte(test.app, claire, carte));
    const recharge = await test.app.inject({
      method: 'POST',
      url: `/api/portefeuilles/${compte}/rechargements`,
      headers: claire.headers,
      payload: { montant: 10 },
    });
    await payerSurLaPage(test.app, recharge.json().id_session);
    await test.app.travaux.vider();
    await ajouterAuPanier(test.app, claire, kbis);
    const portefeuille = (await commander(test.app, claire)).reference_commande;
    await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${portefeuille}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'PORTEFEUILLE_ELECTRONIQUE' },
    });
    await test.app.travaux.vider();
    // A refused card leaves no trace among the payments received.
    await ajouterAuPanier(test.app, claire, kbis);
    const refusee = (await commander(test.app, claire)).reference_commande;
    await payerSurLaPage(test.app, await ouvrirSessionCarte(test.app, claire, refusee), '4000000000000002');
    await test.app.travaux.vider();
  });
  afterAll(() => test.close());

  it('lists every accepted payment, newest first, with its order, invoice and the provider’s reference', async () => {
    const { total, encaissements } = (await get('/factures/encaissements')).json();
    expect(total).toBe(3);
    expect(encaissements.map((e: { objet: string; moyen_paiement: string }) => [e.objet, e.moyen_paiement])).toEqual([
      ['COMMANDE', 'PORTEFEUILLE_ELECTRONIQUE'],
      ['RECHARGEMENT', 'CARTE_BANCAIRE'],
      ['COMMANDE', 'CARTE_BANCAIRE'],
    ]);
    const [, recharge, carte] = encaissements;
    expect(recharge).toMatchObject({
      libelle: 'Rechargement du portefeuille électronique',
      montant: { ttc_formate: '10,00', tva: 0 },
      reference_commande: null,
    });
    expect(carte).toMatchObject({
      libelle_moyen: 'Carte bancaire',
      montant: { ttc_formate: '3,20' },
      reference_commande: expect.stringMatching(/^CMD-/),
      facture: expect.stringMatching(/^F\d{4}-\d{6}$/),
      reference_prestataire: expect.any(String),
    });
    const detail = await get(`/encaissements/paiements?id_session=${carte.id_session}`);
    expect(detail.json()).toEqual(carte);
    expect((await get('/factures/encaissements?limit=1&offset=1')).json().encaissements).toEqual([recharge]);
  });

  it('lists direct payments: cards paying orders only', async () => {
    const { total, encaissements } = (await get('/paiements_directs')).json();
    expect(total).toBe(1);
    expect(encaissements[0]).toMatchObject({ objet: 'COMMANDE', moyen_paiement: 'CARTE_BANCAIRE' });
    const tous = (await get('/factures/encaissements')).json().encaissements;
    const recharge = tous.find((e: { objet: string }) => e.objet === 'RECHARGEMENT');
    expect((await get(`/paiements_directs/details?id_session=${encaissements[0].id_session}`)).statusCode).toBe(200);
    const pasDirect = await get(`/paiements_directs/details?id_session=${recharge.id_session}`);
    expect(pasDirect.statusCode).toBe(404);
    expect(pasDirect.json().message).toBe('Paiement introuvable.');
  });

  it('keeps each account’s payments to itself and checks the id', async () => {
    const paul = await creerUtilisateur(test.app, 'Paul');
    await creerCompte(test.app, paul);
    expect((await get('/factures/encaissements', paul)).json().total).toBe(0);
    const { encaissements } = (await get('/factures/encaissements')).json();
    expect((await get(`/encaissements/paiements?id_session=${encaissements[0].id_session}`, paul)).statusCode).toBe(
      404,
    );
    const mal = await get('/encaissements/paiements?id_session=abc');
    expect(mal.statusCode).toBe(400);
    expect(mal.json().errors[0].field).toBe('query.id_session');
    expect((await test.app.inject({ method: 'GET', url: '/api/paiements_directs' })).statusCode).toBe(401);
  });
});
