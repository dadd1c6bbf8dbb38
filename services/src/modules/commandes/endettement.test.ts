import {
  ajouterAuPanier,
  commander,
  createAppCommandes,
  elec,
  type AppCommandes,
} from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';

describe.each(backends)('état d’endettement of an order on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let commande: {
    reference_commande: string;
    jour_commande: string;
    regroupements: Array<{ articles: Array<{ id: number; type: string }> }>;
  };
  const articleDe = (type: string) =>
    commande.regroupements.flatMap((r) => r.articles).find((a) => a.type === type)?.id as number;
  const etat = (qui: Appelant, idArticle: number, filtres = '') =>
    test.app.inject({
      method: 'GET',
      url: `/api/commandes/${commande.reference_commande}/etat_endettement?date_commande=${commande.jour_commande}&id_article=${idArticle}${filtres}`,
      headers: qui.headers,
    });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    claire = await creerUtilisateur(test.app);
    const compte = await creerCompte(test.app, claire);
    await test.app.db.query('UPDATE comptes_clients SET paiement_differe = true WHERE id = $1', [compte.id]);
    await ajouterAuPanier(test.app, claire, {
      id_article_catalogue: 'ETAT_ENDETTEMENT',
      id_entite: ids.alpha,
      diffusions: [elec],
    });
    for (const [url, payload] of [
      ['/api/paniers/etats_endettement/debiteurs', { siren: '552 100 554', diffusions: [elec] }],
      [
        '/api/paniers/etats_endettement/debiteurs_approches',
        { nom: 'Inconnue Sans Dette', departement: '75', diffusions: [elec] },
      ],
    ] as const) {
      const reponse = await test.app.inject({ method: 'POST', url, headers: claire.headers, payload });
      expect(reponse.statusCode).toBe(201);
    }
    commande = (await commander(test.app, claire)) as typeof commande;
  });
  afterAll(() => test.close());

  it('waits for the payment', async () => {
    const avant = await etat(claire, articleDe('ETAT_ENDETTEMENT'));
    expect(avant.statusCode).toBe(409);
    const paiement = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${commande.reference_commande}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'DIFFERE' },
    });
    expect(paiement.statusCode).toBe(201);
  });

  it('lists the company’s inscriptions, in force or struck off, and filters them', async () => {
    const reponse = await etat(claire, articleDe('ETAT_ENDETTEMENT'));
    expect(reponse.statusCode).toBe(200);
    const { debiteurs, critere } = reponse.json();
    expect(critere).toEqual({ siren: '552100554' });
    expect(debiteurs).toHaveLength(1);
    expect(debiteurs[0]).toMatchObject({
      numero_debiteur: '552100554',
      denomination: 'ALPHA SOLUTIONS',
      greffe: { code: '7501' },
    });
    expect(debiteurs[0].inscriptions).toHaveLength(4);
    expect(debiteurs[0].inscriptions.find((i: { numero: string }) => i.numero === '2023/4002')).toMatchObject({
      en_vigueur: false,
      date_radiation: '2020-05-01',
      libelle: 'Nantissements du fonds de commerce',
    });
    const tresor = (await etat(claire, articleDe('ETAT_ENDETTEMENT'), '&type_inscription=PRIVILEGE_TRESOR')).json();
    expect(tresor.debiteurs[0].inscriptions).toEqual([
      expect.objectContaining({ numero: '2023/4003', montant: 15000, creancier: 'SIE PARIS 2E', en_vigueur: true }),
    ]);
    expect(
      (await etat(claire, articleDe('ETAT_ENDETTEMENT'), '&code_greffe=6901')).json().debiteurs[0].inscriptions,
    ).toEqual([]);
    expect((await etat(claire, articleDe('ETAT_ENDETTEMENT'), '&numero_debiteur=798765434')).json().debiteurs).toEqual(
      [],
    );
  });

  it('finds the debtor named by SIREN, and says none matches an approximate name', async () => {
    const parSiren = (await etat(claire, articleDe('ETAT_ENDETTEMENT_DEBITEUR'))).json();
    expect(parSiren.debiteurs.map((d: { numero_debiteur: string }) => d.numero_debiteur)).toEqual(['552100554']);
    const articles = commande.regroupements
      .flatMap((r) => r.articles)
      .filter((a) => a.type === 'ETAT_ENDETTEMENT_DEBITEUR');
    const approche = (await etat(claire, articles[articles.length - 1]?.id as number)).json();
    expect(approche.critere).toMatchObject({ nom: 'Inconnue Sans Dette', departement: { code: '75' } });
    expect(approche.debiteurs).toEqual([]);
  });

  it('answers 404 for another article, another account, and 400 for bad filters', async () => {
    expect((await etat(claire, 999_999)).statusCode).toBe(404);
    const paul = await creerUtilisateur(test.app, 'Paul');
    await creerCompte(test.app, paul);
    expect((await etat(paul, articleDe('ETAT_ENDETTEMENT'))).statusCode).toBe(404);
    for (const [filtre, champ] of [
      ['&type_inscription=HYPOTHEQUE', 'query.type_inscription'],
      ['&numero_debiteur=12', 'query.numero_debiteur'],
      ['&code_greffe=75', 'query.code_greffe'],
    ]) {
      const mal = await etat(claire, articleDe('ETAT_ENDETTEMENT'), filtre);
      expect(mal.statusCode).toBe(400);
      expect(mal.json().errors[0].field).toBe(champ);
    }
  });
});
