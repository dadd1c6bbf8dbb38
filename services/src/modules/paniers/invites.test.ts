import { randomUUID } from 'node:crypto';

import { createAppAvecRegistre, ids } from '../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';

type Methode = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const elec = (quantite = 1) => ({ format_diffusion: 'ELEC', quantite });
const courrier = (quantite = 1) => ({ format_diffusion: 'COURRIER', quantite });

describe.each(backends)('paniers of guests on %s', (backend) => {
  let test: TestApp;
  let uid: string;
  const appel = (method: Methode, url: string, payload?: object, invite = uid) =>
    test.app.inject({
      method,
      url: `/api/paniers${url}${url.includes('?') ? '&' : '?'}uid_invite=${invite}`,
      payload,
    });
  const kbis = (diffusions: object[], invite = uid) =>
    appel('POST', '/articles', { id_article_catalogue: 'KBIS', id_entite: ids.alpha, diffusions }, invite);

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  beforeEach(() => {
    uid = randomUUID();
  });
  afterAll(() => test.close());

  it('gives an empty basket to a new guest uid', async () => {
    const response = await appel('GET', '');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: null,
      uid_invite: uid,
      grille_tarifaire: 'PUBLIC',
      date_tarif: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      nombre_articles: 0,
      prix_devises: {
        devise: 'EUR',
        ht: 0,
        tva: 0,
        ttc: 0,
        ht_formate: '0,00',
        tva_formate: '0,00',
        ttc_formate: '0,00',
      },
      regroupements: [],
    });
  });

  it('adds articles grouped by company, with totals exact to the cent computed from the grid', async () => {
    expect((await kbis([elec(2), courrier(1)])).statusCode).toBe(201);
    const etat = await appel('POST', '/etats_endettement', { id_entite: ids.alpha, diffusions: [elec()] });
    expect(etat.statusCode).toBe(201);
    const beta = await appel('POST', '/articles', {
      id_article_catalogue: 'CERTIFICAT_PROCEDURES_COLLECTIVES',
      id_entite: ids.beta,
      diffusions: [courrier(3)],
    });
    const panier = beta.json();
    expect(panier.nombre_articles).toBe(3);
    // Kbis 2 × 3,20 + 3,97 = 10,37; état 49,14; certificates 3 × 2,50 = 7,50 (TTC).
    // HT: 2 × 2,67 + 3,31 + 40,95 + 3 × 2,08 = 55,84.
    expect(panier.prix_devises).toMatchObject({ ttc: 67.01, ht: 55.84, tva: 11.17, ttc_formate: '67,01' });
    expect(panier.regroupements.map((r: { id_entite: number; siren: string }) => [r.id_entite, r.siren])).toEqual([
      [ids.alpha, '552100554'],
      [ids.beta, '798765434'],
    ]);
    const [alpha] = panier.regroupements;
    expect(alpha.denomination).toBe('ALPHA SOLUTIONS');
    expect(alpha.montant.ttc_formate).toBe('59,51');
    expect(alpha.articles[0]).toMatchObject({
      id_article_catalogue: 'KBIS',
      libelle: 'Extrait Kbis',
      diffusion_courrier: true,
      diffusion_electronique: true,
      montant: { ttc_formate: '10,37' },
      sous_articles: [
        {
          id_sous_article_catalogue: 'KBIS_ELEC',
          format_diffusion: 'ELEC',
          payload: '{"diffusions":[{"format_diffusion":"ELEC","quantite":2}]}',
          nombre_envois: 1,
          prix_unitaire: { ttc_formate: '3,20' },
          montant: { ttc_formate: '6,40', ht_formate: '5,34' },
        },
        { id_sous_article_catalogue: 'KBIS_COURRIER', montant: { ttc_formate: '3,97' } },
      ],
    });
    expect(JSON.parse(alpha.articles[0].sous_articles[0].payload)).toEqual({
      diffusions: [{ format_diffusion: 'ELEC', quantite: 2 }],
    });
    expect(alpha.articles[1]).toMatchObject({ diffusion_courrier: false, diffusion_electronique: true });
  });

  it('keeps one company’s group with id_entite, the count and totals staying the whole basket’s', async () => {
    await kbis([elec()]);
    await appel('POST', '/articles', { id_article_catalogue: 'ACTE', id_entite: ids.beta, diffusions: [elec()] });
    const panier = (await appel('GET', `?id_entite=${ids.beta}`)).json();
    expect(panier.regroupements.map((r: { id_entite: number }) => r.id_entite)).toEqual([ids.beta]);
    expect(panier).toMatchObject({ nombre_articles: 2, prix_devises: { ttc_formate: '14,90' } });
    expect((await appel('GET', `?id_entite=${ids.delta}`)).json().regroupements).toEqual([]);
  });

  it('prices a periodic Kbis as one Kbis per issue and carries its periodicity', async () => {
    const periodicite = { frequence_mois: 3, duree_mois: 12 };
    const response = await appel('POST', '/articles', {
      id_article_catalogue: 'KBIS_PERIODIQUE',
      id_entite: ids.alpha,
      diffusions: [{ ...courrier(2), periodicite }],
    });
    const [sous] = response.json().regroupements[0].articles[0].sous_articles;
    expect(sous).toMatchObject({ nombre_envois: 4, prix_unitaire: { ttc: 3.97 }, montant: { ttc_formate: '31,76' } });
    expect(JSON.parse(sous.payload).diffusions[0].periodicite).toEqual(periodicite);
  });

  it('takes a document of the company for accounts and deeds', async () => {
    const response = await appel('POST', '/articles', {
      id_article_catalogue: 'COMPTES_ANNUELS',
      id_entite: ids.alpha,
      id_document: 3005,
      diffusions: [courrier()],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().regroupements[0].articles[0]).toMatchObject({
      donnees: { id_document: 3005 },
      montant: { ttc_formate: '11,63' },
    });
  });

  it('adds debtors by SIREN (under their company when the registry knows it) and approximate debtors', async () => {
    await appel('POST', '/etats_endettement/debiteurs', { siren: '552 100 554', diffusions: [elec()] });
    await appel('POST', '/etats_endettement/debiteurs', { siren: '732829320', diffusions: [courrier()] });
    const response = await appel('POST', '/etats_endettement/debiteurs_approches', {
      nom: '  Boulangerie   Martin ',
      departement: '2A',
      diffusions: [elec()],
    });
    expect(response.statusCode).toBe(201);
    const panier = response.json();
    expect(panier.regroupements).toMatchObject([
      {
        id_entite: ids.alpha,
        articles: [{ id_article_catalogue: 'ETAT_ENDETTEMENT_DEBITEUR', donnees: { siren: '552100554' } }],
      },
      {
        id_entite: null,
        siren: null,
        articles: [
          { donnees: { siren: '732829320' }, montant: { ttc_formate: '48,31' } },
          { donnees: { nom: 'Boulangerie Martin', departement: '2A' }, montant: { ttc_formate: '49,14' } },
        ],
      },
    ]);
    expect(panier.prix_devises.ttc_formate).toBe('146,59');
  });

  it('adds the copy of a judgment of a case', async () => {
    await test.app.db.query(
      `INSERT INTO affaires (id, greffe_code, numero_rg, nature, chambre, objet, date_introduction, etat, date_fin)
       VALUES (500, '7501', '2024F00123', 'CONTENTIEUX', '1re chambre', 'Paiement de factures', '2024-02-01', 'JUGEE', '2024-11-04')`,
    );
    await test.app.db.query(
      `INSERT INTO affaires_decisions (id, affaire_id, date_decision, type, libelle, dispositif)
       VALUES (501, 500, '2024-11-04', 'JUGEMENT', 'Jugement', 'Condamne la défenderesse à payer 1 000,00 €.')`,
    );
    const response = await appel('POST', '/affaires', {
      code_greffe: '7501',
      numero_affaire: '2024 F 00123',
      id_entite: ids.beta,
      diffusions: [elec(), courrier()],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().regroupements[0]).toMatchObject({
      id_entite: ids.beta,
      articles: [
        {
          donnees: { code_greffe: '7501', numero_affaire: '2024F00123', id_affaire: 500, id_decision: 501 },
          montant: { ttc_formate: '9,52' },
        },
      ],
    });
  });

  it('changes the diffusions of an article and removes it', async () => {
    const id = (await kbis([elec()])).json().regroupements[0].articles[0].id;
    const modifie = await appel('PATCH', `/articles/${id}`, { diffusions: [courrier(4)] });
    expect(modifie.statusCode).toBe(200);
    expect(modifie.json().regroupements[0].articles[0]).toMatchObject({
      id,
      diffusion_courrier: true,
      diffusion_electronique: false,
      montant: { ttc_formate: '15,88' },
    });
    const retire = await appel('DELETE', `/articles/${id}`);
    expect(retire.statusCode).toBe(200);
    expect(retire.json()).toMatchObject({ nombre_articles: 0, regroupements: [], prix_devises: { ttc: 0 } });
    expect((await appel('DELETE', `/articles/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 to an article of another guest’s basket, and to a guest whose basket does not exist', async () => {
    const id = (await kbis([elec()])).json().regroupements[0].articles[0].id;
    const autre = randomUUID();
    await kbis([elec()], autre);
    for (const [method, payload] of [
      ['PATCH', { diffusions: [elec()] }],
      ['DELETE', undefined],
    ] as const) {
      for (const invite of [autre, randomUUID()]) {
        const response = await appel(method, `/articles/${id}`, payload, invite);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Article introuvable dans votre panier.');
      }
    }
    expect((await appel('GET', '')).json().nombre_articles).toBe(1);
  });
});
