import {
  ajouterAuPanier,
  commander,
  createAppCommandes,
  elec,
  type AppCommandes,
} from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, lier, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';

const kbis = { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] };
const comptes = {
  id_article_catalogue: 'COMPTES_ANNUELS',
  id_entite: ids.alpha,
  diffusions: [{ format_diffusion: 'COURRIER', quantite: 2 }],
};

describe.each(backends)('commandes on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let paul: Appelant;
  const get = (qui: Appelant, url: string) =>
    test.app.inject({ method: 'GET', url: `/api${url}`, headers: qui.headers });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
    paul = await creerUtilisateur(test.app, 'Paul');
    await creerCompte(test.app, claire);
    await creerCompte(test.app, paul);
  });
  afterAll(() => test.close());

  it('turns the basket into an order at the grid’s prices and empties the basket', async () => {
    await ajouterAuPanier(test.app, claire, kbis);
    await ajouterAuPanier(test.app, claire, comptes);
    const commande = await commander(test.app, claire);
    expect(commande.reference_commande).toMatch(/^CMD-\d{4}-\d{6}$/);
    expect(commande).toMatchObject({
      statut: 'A_PAYER',
      libelle_statut: 'En attente de paiement',
      moyen_paiement: null,
      nombre_articles: 2,
      // 3,20 (Kbis électronique) + 2 × 11,63 (comptes annuels par courrier) = 26,46 TTC.
      montant: { ttc: 26.46, ttc_formate: '26,46', ht: 22.05, tva_formate: '4,41' },
      facture: null,
      paiements: [],
      regroupements: [
        {
          id_entite: ids.alpha,
          siren: '552100554',
          denomination: 'ALPHA SOLUTIONS',
          articles: [
            {
              type: 'KBIS',
              sous_articles: [{ format_diffusion: 'ELEC', quantite: 1, prix_unitaire: { ttc: 3.2 } }],
              documents: [],
            },
            {
              type: 'COMPTES_ANNUELS',
              montant: { ttc: 23.26 },
              sous_articles: [
                { format_diffusion: 'COURRIER', quantite: 2, prix_unitaire: { ttc: 11.63 }, montant: { ttc: 23.26 } },
              ],
            },
          ],
        },
      ],
    });
    expect((await get(claire, '/paniers')).json().nombre_articles).toBe(0);
  });

  it('never takes a price from the client and refuses an empty basket with the field and the reason', async () => {
    const vide = await test.app.inject({ method: 'POST', url: '/api/commandes', headers: claire.headers, payload: {} });
    expect(vide.statusCode).toBe(400);
    expect(vide.json().errors).toEqual([{ field: 'body.panier', message: 'Votre panier est vide.' }]);
    await ajouterAuPanier(test.app, claire, kbis);
    const avecPrix = await test.app.inject({
      method: 'POST',
      url: '/api/commandes',
      headers: claire.headers,
      payload: { montant: 0.01, prix: 0 },
    });
    expect(avecPrix.statusCode).toBe(201);
    expect(avecPrix.json().montant.ttc).toBe(3.2);
  });

  it('leaves watches in the basket: they are not orders', async () => {
    await ajouterAuPanier(test.app, claire, kbis);
    const surveillance = await test.app.inject({
      method: 'POST',
      url: '/api/paniers/surveillances',
      headers: claire.headers,
      payload: { id_entite: ids.beta, groupes: ['BIL'] },
    });
    expect(surveillance.statusCode).toBe(201);
    const commande = await commander(test.app, claire);
    expect(commande.nombre_articles).toBe(1);
    const panier = (await get(claire, '/paniers')).json();
    expect(
      panier.regroupements.flatMap((r: { articles: { type: string }[] }) => r.articles.map((a) => a.type)),
    ).toEqual(['SURVEILLANCE']);
  });

  it('makes one order of two simultaneous clicks', async () => {
    await ajouterAuPanier(test.app, claire, kbis);
    const reponses = await Promise.all([
      test.app.inject({ method: 'POST', url: '/api/commandes', headers: claire.headers, payload: {} }),
      test.app.inject({ method: 'POST', url: '/api/commandes', headers: claire.headers, payload: {} }),
    ]);
    expect(reponses.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect((await get(claire, '/commandes')).json().total).toBe(1);
  });

  it('lists the account’s orders, newest first, with paging and a status filter', async () => {
    for (let i = 0; i < 3; i += 1) {
      await ajouterAuPanier(test.app, claire, kbis);
      await commander(test.app, claire);
    }
    const page = (await get(claire, '/commandes?limit=2')).json();
    expect(page).toMatchObject({ total: 3, offset: 0, limit: 2 });
    expect(page.commandes).toHaveLength(2);
    const references = page.commandes.map((c: { reference_commande: string }) => c.reference_commande);
    expect([...references].sort().reverse()).toEqual(references);
    expect((await get(claire, '/commandes?offset=2')).json().commandes).toHaveLength(1);
    expect((await get(claire, '/commandes?statut=LIVREE')).json().total).toBe(0);
    expect((await get(paul, '/commandes')).json().total).toBe(0);
    expect((await get(claire, '/commandes?limit=0')).statusCode).toBe(400);
  });

  it('answers 404 for someone else’s order, another day, or a malformed reference (400)', async () => {
    await ajouterAuPanier(test.app, claire, kbis);
    const { reference_commande, jour_commande } = await commander(test.app, claire);
    expect((await get(claire, `/commandes/${reference_commande}?date_commande=${jour_commande}`)).statusCode).toBe(200);
    const autre = await get(paul, `/commandes/${reference_commande}`);
    expect(autre.statusCode).toBe(404);
    expect(autre.json().message).toBe('Commande introuvable.');
    expect((await get(claire, `/commandes/${reference_commande}?date_commande=2001-01-01`)).statusCode).toBe(404);
    const mal = await get(claire, '/commandes/abc');
    expect(mal.statusCode).toBe(400);
    expect(mal.json().errors[0].field).toBe('params.reference');
    for (const url of [
      `/commandes/${reference_commande}/visualisations/zip?date_commande=${jour_commande}`,
      `/commandes/${reference_commande}/justificatifs?date_commande=${jour_commande}`,
    ]) {
      expect((await get(paul, url)).statusCode).toBe(404);
    }
    const session = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference_commande}/paiements/sessions`,
      headers: paul.headers,
      payload: { moyen_paiement: 'CARTE_BANCAIRE' },
    });
    expect(session.statusCode).toBe(404);
    const sansJeton = await test.app.inject({ method: 'GET', url: '/api/commandes' });
    expect(sansJeton.statusCode).toBe(401);
  });

  it('shares the orders of an account with its other users, and with no one else', async () => {
    const zoe = await creerUtilisateur(test.app, 'Zoé');
    const compte = await creerCompte(test.app, zoe);
    const leo = await creerUtilisateur(test.app, 'Léo');
    await lier(test.app, leo, compte.id, 'UTILISATEUR');
    const selection = await test.app.inject({
      method: 'POST',
      url: `/api/comptes_clients/${compte.id}/selectionner`,
      headers: leo.headers,
    });
    expect(selection.statusCode).toBeLessThan(300);
    await ajouterAuPanier(test.app, zoe, kbis);
    const { reference_commande } = await commander(test.app, zoe);
    expect(
      (await get(leo, '/commandes')).json().commandes.map((c: { reference_commande: string }) => c.reference_commande),
    ).toEqual([reference_commande]);
    expect((await get(leo, `/commandes/${reference_commande}`)).statusCode).toBe(200);
    expect((await get(claire, '/commandes')).json().total).toBe(0);
  });

  it('cancels an unpaid order, and only then', async () => {
    await ajouterAuPanier(test.app, claire, kbis);
    const { reference_commande } = await commander(test.app, claire);
    const annulation = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference_commande}/annulations`,
      headers: claire.headers,
    });
    expect(annulation.statusCode).toBe(200);
    expect(annulation.json()).toMatchObject({ statut: 'ANNULEE', libelle_statut: 'Annulée' });
    const encore = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference_commande}/annulations`,
      headers: claire.headers,
    });
    expect(encore.statusCode).toBe(409);
    expect(encore.json().message).toBe('Cette commande ne peut plus être annulée.');
    const payer = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference_commande}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'CARTE_BANCAIRE' },
    });
    expect(payer.statusCode).toBe(409);
    expect(payer.json().message).toBe('Cette commande est annulée.');
  });

  it('refuses orders from a blocked account, which still reads its history', async () => {
    const compte = await creerCompte(test.app, await creerUtilisateur(test.app, 'Hugo'));
    const hugo = await creerUtilisateur(test.app, 'Hugo');
    await lier(test.app, hugo, compte.id, 'ADMINISTRATEUR');
    await test.app.inject({
      method: 'POST',
      url: `/api/comptes_clients/${compte.id}/selectionner`,
      headers: hugo.headers,
    });
    await ajouterAuPanier(test.app, hugo, kbis);
    await test.app.db.query("UPDATE comptes_clients SET position = 'SUSPENDU' WHERE id = $1", [compte.id]);
    const refus = await test.app.inject({ method: 'POST', url: '/api/commandes', headers: hugo.headers, payload: {} });
    expect(refus.statusCode).toBe(403);
    expect(refus.json().message).toBe('Votre compte client ne permet pas de passer commande.');
    expect((await get(hugo, '/commandes')).statusCode).toBe(200);
    expect((await get(hugo, '/paniers')).json().nombre_articles).toBe(1);
  });

  it('keeps the account’s orders and payments when the user who placed them deletes their account', async () => {
    const zoe = await creerUtilisateur(test.app, 'Zoé');
    const compte = await creerCompte(test.app, zoe);
    const leo = await creerUtilisateur(test.app, 'Léo');
    await lier(test.app, leo, compte.id, 'ADMINISTRATEUR');
    await test.app.inject({
      method: 'POST',
      url: `/api/comptes_clients/${compte.id}/selectionner`,
      headers: leo.headers,
    });
    await ajouterAuPanier(test.app, zoe, kbis);
    const { reference_commande } = await commander(test.app, zoe);
    await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${reference_commande}/paiements/sessions`,
      headers: zoe.headers,
      payload: { moyen_paiement: 'CARTE_BANCAIRE' },
    });
    const { supprimerUtilisateur: supprimer } = await import('../identite/index.js');
    await supprimer(test.app.db, zoe.id);
    const reste = await get(leo, `/commandes/${reference_commande}`);
    expect(reste.statusCode).toBe(200);
    expect(reste.json()).toMatchObject({ statut: 'A_PAYER', paiements: [{ statut: 'OUVERTE' }] });
  });
});
