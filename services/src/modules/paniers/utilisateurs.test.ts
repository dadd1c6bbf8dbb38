import { randomUUID } from 'node:crypto';

import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { createAppAvecRegistre, ids } from '../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';

type Methode = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const elec = { format_diffusion: 'ELEC', quantite: 1 };
const kbis = { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions: [elec] };

describe.each(backends)('paniers of signed-in users on %s', (backend) => {
  let test: TestApp;
  let claire: Appelant;
  let paul: Appelant;
  const appel = (qui: Appelant | string, method: Methode, url: string, payload?: object) =>
    typeof qui === 'string'
      ? test.app.inject({ method, url: `/api/paniers${url}?uid_invite=${qui}`, payload })
      : test.app.inject({ method, url: `/api/paniers${url}`, headers: qui.headers, payload });
  const premierArticle = async (qui: Appelant | string) =>
    (await appel(qui, 'GET', '')).json().regroupements[0].articles[0].id as number;

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  beforeEach(async () => {
    claire = await creerUtilisateur(test.app);
    paul = await creerUtilisateur(test.app, 'Paul');
    await creerCompte(test.app, claire);
    await creerCompte(test.app, paul);
  });
  afterAll(() => test.close());

  it('keeps a basket per user under the selected account, priced in the account’s grid', async () => {
    expect((await appel(claire, 'GET', '')).json()).toMatchObject({ id: null, uid_invite: null, nombre_articles: 0 });
    const response = await appel(claire, 'POST', '/articles', kbis);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      grille_tarifaire: 'PUBLIC',
      nombre_articles: 1,
      prix_devises: { ttc: 3.2 },
    });
    // A uid sent by a signed-in caller is ignored: their own basket answers.
    const avecUid = await test.app.inject({
      method: 'GET',
      url: `/api/paniers?uid_invite=${randomUUID()}`,
      headers: claire.headers,
    });
    expect(avecUid.json()).toMatchObject({ uid_invite: null, nombre_articles: 1 });
    expect((await appel(paul, 'GET', '')).json().nombre_articles).toBe(0);
  });

  it('prices the basket in another grid when the selected account has one, and a guest basket merged into it too', async () => {
    // The migrations ship the PUBLIC grid only: a second grid, with its own price for an
    // electronic Kbis (public: 3,20 TTC), is given to a new user's account.
    await test.app.db.query(
      `INSERT INTO grilles_tarifaires (code, libelle) VALUES ('CONVENTION', 'Tarifs conventionnés')
       ON CONFLICT (code) DO NOTHING`,
    );
    await test.app.db.query(
      `INSERT INTO tarifs (grille_tarifaire, id_sous_article_catalogue, prix_ht, taux_tva, prix_ttc, valide_du, source, date_source)
       VALUES ('CONVENTION', 'KBIS_ELEC', 2.00, 20, 2.40, '2015-01-01', 'test', 'test')
       ON CONFLICT DO NOTHING`,
    );
    const marc = await creerUtilisateur(test.app, 'Marc');
    const compte = await creerCompte(test.app, marc);
    await test.app.db.query(`UPDATE comptes_clients SET grille_tarifaire = 'CONVENTION' WHERE id = $1`, [compte.id]);

    const response = await appel(marc, 'POST', '/articles', kbis);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      grille_tarifaire: 'CONVENTION',
      nombre_articles: 1,
      prix_devises: { ht: 2, ttc: 2.4, ttc_formate: '2,40' },
      regroupements: [{ articles: [{ sous_articles: [{ prix_unitaire: { ttc: 2.4 } }] }] }],
    });
    // The same article in a PUBLIC account's basket keeps the public price.
    expect((await appel(claire, 'POST', '/articles', kbis)).json()).toMatchObject({
      grille_tarifaire: 'PUBLIC',
      prix_devises: { ttc: 3.2 },
    });

    // A guest pays the public grid; once merged into Marc's basket, the article is priced in his.
    const uid = randomUUID();
    await appel(uid, 'POST', '/articles', { ...kbis, id_entite: ids.beta });
    expect((await appel(uid, 'GET', '')).json()).toMatchObject({
      grille_tarifaire: 'PUBLIC',
      prix_devises: { ttc: 3.2 },
    });
    const publique = await appel(marc, 'POST', '/connexions', { uid_invite: uid, uid_grille_tarifaire: 'PUBLIC' });
    expect(publique.statusCode).toBe(400);
    const fusion = await appel(marc, 'POST', '/connexions', { uid_invite: uid, uid_grille_tarifaire: 'CONVENTION' });
    expect(fusion.statusCode).toBe(200);
    expect(fusion.json()).toMatchObject({
      grille_tarifaire: 'CONVENTION',
      nombre_articles: 2,
      prix_devises: { ttc: 4.8, ttc_formate: '4,80' },
    });
  });

  it('answers 404 « Aucun compte client sélectionné. » to a user without a selected account', async () => {
    const sansCompte = await creerUtilisateur(test.app, 'Lea');
    for (const response of [await appel(sansCompte, 'GET', ''), await appel(sansCompte, 'POST', '/articles', kbis)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Aucun compte client sélectionné.');
    }
  });

  it('answers 404 to every article route on another user’s article, and to a guest', async () => {
    await appel(claire, 'POST', '/articles', kbis);
    const id = await premierArticle(claire);
    for (const qui of [paul, randomUUID()]) {
      expect((await appel(qui, 'PATCH', `/articles/${id}`, { diffusions: [elec] })).statusCode).toBe(404);
      expect((await appel(qui, 'DELETE', `/articles/${id}`)).statusCode).toBe(404);
    }
    expect((await appel(claire, 'GET', '')).json().nombre_articles).toBe(1);
  });

  describe('POST /api/paniers/connexions', () => {
    const connecter = (qui: Appelant, uid: string, grille = 'PUBLIC') =>
      appel(qui, 'POST', '/connexions', { uid_invite: uid, uid_grille_tarifaire: grille });

    it('merges the guest basket into the user’s, once, and binds the uid to the user', async () => {
      const uid = randomUUID();
      await appel(uid, 'POST', '/articles', kbis);
      await appel(uid, 'POST', '/etats_endettement', { id_entite: ids.beta, diffusions: [elec] });
      await appel(claire, 'POST', '/articles', {
        ...kbis,
        diffusions: [{ format_diffusion: 'COURRIER', quantite: 1 }],
      });
      const response = await connecter(claire, uid);
      expect(response.statusCode).toBe(200);
      // 3,20 + 49,14 + 3,97
      expect(response.json()).toMatchObject({
        uid_invite: null,
        nombre_articles: 3,
        prix_devises: { ttc_formate: '56,31' },
      });
      expect((await connecter(claire, uid)).json()).toMatchObject({ nombre_articles: 3 });
      // The uid is Claire's now: the guest and other users get 404.
      const invite = await appel(uid, 'GET', '');
      expect(invite.statusCode).toBe(404);
      expect(invite.json().message).toBe('Panier introuvable.');
      expect((await appel(uid, 'POST', '/articles', kbis)).statusCode).toBe(404);
      expect((await connecter(paul, uid)).statusCode).toBe(404);
      expect((await appel(paul, 'GET', '')).json().nombre_articles).toBe(0);
    });

    it('gives the user’s basket for a uid that never held anything', async () => {
      const response = await connecter(claire, randomUUID());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ nombre_articles: 0 });
    });

    it('answers 400 to a grid that is not the account’s and to a malformed uid, 401 to a guest', async () => {
      const grille = await connecter(claire, randomUUID(), 'AUTRE');
      expect(grille.statusCode).toBe(400);
      expect(grille.json().errors).toEqual([
        { field: 'body.uid_grille_tarifaire', message: "n'est pas la grille tarifaire de votre compte client" },
      ]);
      const uid = await connecter(claire, 'pas-un-uuid');
      expect(uid.json().errors).toEqual([{ field: 'body.uid_invite', message: 'doit être un identifiant UUID' }]);
      const invite = await test.app.inject({ method: 'POST', url: '/api/paniers/connexions', payload: {} });
      expect(invite.statusCode).toBe(401);
    });
  });

  describe('POST /api/paniers/surveillances', () => {
    const surveiller = { id_entite: ids.alpha, groupes: ['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES'] };

    it('adds a free watch of a company, once', async () => {
      const response = await appel(claire, 'POST', '/surveillances', surveiller);
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        nombre_articles: 1,
        prix_devises: { ttc: 0 },
        regroupements: [
          {
            id_entite: ids.alpha,
            articles: [
              { id_article_catalogue: 'SURVEILLANCE', donnees: { groupes: surveiller.groupes }, sous_articles: [] },
            ],
          },
        ],
      });
      const encore = await appel(claire, 'POST', '/surveillances', surveiller);
      expect(encore.statusCode).toBe(409);
      expect(encore.json().message).toBe('Cette entreprise est déjà dans votre panier de surveillance.');
      const id = await premierArticle(claire);
      const patch = await appel(claire, 'PATCH', `/articles/${id}`, { diffusions: [elec] });
      expect(patch.json().errors).toEqual([
        { field: 'body.diffusions', message: "ne s'applique pas à une surveillance" },
      ]);
    });

    it.each([
      [{ ...surveiller, id_entite: 999999 }, 'body.id_entite', 'ne correspond à aucune entreprise du registre'],
      [
        { ...surveiller, groupes: ['TOUT'] },
        'body.groupes.0',
        expect.stringContaining("doit valoir l'une des valeurs"),
      ],
      [{ ...surveiller, groupes: [] }, 'body.groupes', 'doit contenir au moins 1 élément'],
    ])('answers 400 to %p', async (body, field, message) => {
      const response = await appel(claire, 'POST', '/surveillances', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });

    it('answers 401 to a guest', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/paniers/surveillances',
        payload: surveiller,
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
