import { commander, createAppCommandes, elec, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { lirePdf } from '../../../tests/fixtures/documents/pdf.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';
import type { ResultatGages } from '@portail/contrat/gages';
import { aujourdhui, ajouterJours } from '@portail/domaine';

const AUJOURDHUI = aujourdhui();
const il_y_a = (jours: number) => ajouterJours(AUJOURDHUI, -jours);
const dans = (jours: number) => ajouterJours(AUJOURDHUI, jours);

/** Pledges of the fixture registry: ALPHA (552100554, Paris) holds three, DURAND (sole trader) one. */
async function insererGages(test: AppCommandes): Promise<void> {
  const gage = (
    id: number,
    numero: string,
    greffe: string,
    entreprise: number | null,
    siren: string | null,
    nom: string,
    categorie: number,
    inscription: string,
    finEffet: string,
    radiation: string | null,
  ) =>
    test.app.db.query(
      `INSERT INTO gages (id, numero, greffe_code, entreprise_id, constituant_siren, constituant_nom, constituant_personne,
                          nom_recherche, creancier, categorie, description, montant, date_inscription, date_fin_effet,
                          date_radiation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, lower($6), 'Banque Populaire', $8, 'Serveurs et baies de stockage', 45000.50,
               $9, $10, $11)`,
      [
        id,
        numero,
        greffe,
        entreprise,
        siren,
        nom,
        entreprise === ids.durand,
        categorie,
        inscription,
        finEffet,
        radiation,
      ],
    );
  const siren = async (id: number) =>
    (await test.app.db.query<{ siren: string }>('SELECT siren FROM entreprises WHERE id = $1', [id])).rows[0]?.siren ??
    null;
  const alpha = await siren(ids.alpha);
  const durand = await siren(ids.durand);
  await gage(1, '2022G00001', '7501', ids.alpha, alpha, 'ALPHA SOLUTIONS', 7, il_y_a(900), dans(925), null);
  await gage(2, '2023G00002', '7501', ids.alpha, alpha, 'ALPHA SOLUTIONS', 4, il_y_a(400), dans(1425), null);
  await gage(3, '2019G00003', '7501', ids.alpha, alpha, 'ALPHA SOLUTIONS', 16, il_y_a(2000), dans(-174), null);
  await gage(4, '2020G00004', '6901', ids.alpha, alpha, 'ALPHA SOLUTIONS', 8, il_y_a(1500), dans(325), il_y_a(100));
  await gage(5, '2024G00005', '1303', ids.durand, durand, 'DURAND Pierre', 1, il_y_a(200), dans(1625), null);
  await gage(6, '2024G00006', '7501', null, null, 'SMARTPHONE ALPHAVILLE', 17, il_y_a(10), dans(1815), null);
  await test.app.db.query(
    `INSERT INTO gages_mentions (gage_id, date_mention, nature, libelle) VALUES
       (1, $1, 'MODIFICATION', 'Modification de l’inscription : montant de la créance garantie'),
       (4, $2, 'RADIATION', 'Radiation de l’inscription (mainlevée)'),
       (1, $3, 'RENOUVELLEMENT', 'Renouvellement à venir')`,
    [il_y_a(300), il_y_a(100), dans(30)],
  );
}

describe.each(backends)('register of non-possessory pledges on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let siren: string;
  const get = (url: string) => test.app.inject({ method: 'GET', url: `/api/gages${url}` });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    await insererGages(test);
    siren = (await test.app.db.query<{ siren: string }>('SELECT siren FROM entreprises WHERE id = $1', [ids.alpha]))
      .rows[0]!.siren;
    claire = await creerUtilisateur(test.app);
    const compte = await creerCompte(test.app, claire);
    await test.app.db.query('UPDATE comptes_clients SET paiement_differe = true WHERE id = $1', [compte.id]);
  });
  afterAll(() => test.close());

  it('finds a pledger’s inscriptions in force by SIREN as people type it, the latest first', async () => {
    const tape = `${siren.slice(0, 3)}.${siren.slice(3, 6)} ${siren.slice(6)}`;
    const reponse = await get(`?siren=${encodeURIComponent(tape)}`);
    expect(reponse.statusCode).toBe(200);
    const resultat = reponse.json() as ResultatGages;
    expect(resultat).toMatchObject({
      criteres: { siren },
      greffe: null,
      a_la_date: AUJOURDHUI,
      total: 2,
      en_vigueur: 2,
    });
    expect(resultat.inscriptions.map((i) => i.numero)).toEqual(['2023G00002', '2022G00001']);
    const [, premier] = resultat.inscriptions;
    expect(premier).toMatchObject({
      greffe: { code: '7501', nom: 'Paris' },
      constituant: { nom: 'ALPHA SOLUTIONS', siren, id_entite: ids.alpha, personne_physique: false },
      categorie: { code: 7, libelle: 'Matériels informatiques et accessoires' },
      montant: 45000.5,
      etat: 'EN_VIGUEUR',
      date_radiation: null,
    });
    // Its inscription and its modification; the renewal dated tomorrow is not known yet.
    expect(premier?.mentions.map((m) => m.nature)).toEqual(['INSCRIPTION', 'MODIFICATION']);
  });

  it('includes the struck-off and lapsed inscriptions when asked, with their state', async () => {
    const resultat = (await get(`?siren=${siren}&radies=true`)).json() as ResultatGages;
    expect(resultat).toMatchObject({ total: 4, en_vigueur: 2 });
    const etats = Object.fromEntries(resultat.inscriptions.map((i) => [i.numero, i.etat]));
    expect(etats).toEqual({
      '2022G00001': 'EN_VIGUEUR',
      '2023G00002': 'EN_VIGUEUR',
      '2019G00003': 'PERIME',
      '2020G00004': 'RADIE',
    });
    const radie = resultat.inscriptions.find((i) => i.numero === '2020G00004');
    expect(radie?.date_radiation).toBe(il_y_a(100));
    expect(radie?.mentions.at(-1)).toMatchObject({ nature: 'RADIATION', date: il_y_a(100) });
  });

  it('restricts to a greffe, and pages', async () => {
    const lyon = (await get(`?siren=${siren}&radies=true&code_greffe=6901`)).json() as ResultatGages;
    expect(lyon.greffe).toEqual({ code: '6901', nom: 'Lyon' });
    expect(lyon.inscriptions.map((i) => i.numero)).toEqual(['2020G00004']);
    const page = (await get(`?siren=${siren}&radies=true&limit=1&offset=1`)).json() as ResultatGages;
    expect(page.total).toBe(4);
    expect(page.inscriptions.map((i) => i.numero)).toEqual(['2022G00001']);
  });

  it('finds by the words of the name, each the start of a word, whatever the accents and case', async () => {
    const alpha = (await get('?nom=Alph%C3%A1%20solu')).json() as ResultatGages;
    expect(alpha.inscriptions.map((i) => i.numero)).toEqual(['2023G00002', '2022G00001']);
    // « alpha » alone also finds the pledger outside the registry whose name holds the word.
    const seul = (await get('?nom=alpha')).json() as ResultatGages;
    expect(seul.inscriptions.map((i) => i.constituant.nom)).toContain('SMARTPHONE ALPHAVILLE');
    expect(seul.inscriptions.find((i) => i.numero === '2024G00006')?.constituant).toEqual({
      nom: 'SMARTPHONE ALPHAVILLE',
      siren: null,
      id_entite: null,
      personne_physique: false,
    });
    // Inside a word is not the start of a word.
    expect(((await get('?nom=lpha')).json() as ResultatGages).total).toBe(0);
    const durand = (await get('?nom=durand')).json() as ResultatGages;
    expect(durand.inscriptions[0]?.constituant).toMatchObject({ nom: 'DURAND Pierre', personne_physique: true });
  });

  it('answers 400 in French naming the field for criteria that cannot be read', async () => {
    const cas: Array<[string, string, RegExp]> = [
      ['', 'query.siren', /soit un numéro SIREN, soit le nom/],
      [`?siren=${siren}&nom=alpha`, 'query.siren', /soit un numéro SIREN, soit le nom/],
      ['?siren=552100555', 'query.siren', /SIREN valide/],
      ['?nom=%20-%20', 'query.nom', /au moins une lettre/],
      ['?nom=a', 'query.nom', /de 2 à 120 caractères/],
      [`?siren=${siren}&code_greffe=0000`, 'query.code_greffe', /aucun greffe/],
      [`?siren=${siren}&code_greffe=75`, 'query.code_greffe', /4 chiffres/],
      [`?siren=${siren}&limit=1000`, 'query.limit', /.+/],
    ];
    for (const [url, champ, message] of cas) {
      const reponse = await get(url);
      expect(reponse.statusCode).toBe(400);
      const erreur = reponse.json().errors.find((e: { field: string }) => e.field === champ);
      expect([url, erreur?.message]).toEqual([url, expect.stringMatching(message)]);
    }
  });

  it('sells the certificate through the basket and issues it with what is in force on the day', async () => {
    const ajout = (payload: Record<string, unknown>) =>
      test.app.inject({ method: 'POST', url: '/api/paniers/gages', headers: claire.headers, payload });
    expect((await ajout({ siren: '552100555', diffusions: [elec] })).json().errors[0]).toMatchObject({
      field: 'body.siren',
    });
    expect((await ajout({ diffusions: [elec] })).statusCode).toBe(400);
    expect((await ajout({ siren, nom: 'alpha', diffusions: [elec] })).statusCode).toBe(400);
    expect((await ajout({ nom: 'x', code_greffe: '0000', diffusions: [elec] })).statusCode).toBe(400);
    const parSiren = await ajout({ siren: `${siren.slice(0, 3)} ${siren.slice(3)}`, diffusions: [elec] });
    expect(parSiren.statusCode).toBe(201);
    const article = parSiren.json().regroupements.flatMap((r: { articles: unknown[] }) => r.articles)[0];
    expect(article).toMatchObject({ id_article_catalogue: 'ETAT_GAGES', donnees: { siren } });
    // Priced as the état d'endettement (FACTS gives no price of its own).
    expect(article.montant.ttc_formate).toBe('49,14');
    expect((await ajout({ nom: 'Sans Gage Connu', code_greffe: '7501', diffusions: [elec] })).statusCode).toBe(201);

    const commande = (await commander(test.app, claire)) as {
      reference_commande: string;
      jour_commande: string;
      regroupements: Array<{ articles: Array<{ id: number; type: string; donnees: Record<string, string> }> }>;
    };
    const paiement = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${commande.reference_commande}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'DIFFERE' },
    });
    expect(paiement.statusCode).toBe(201);
    await test.app.travaux.vider();
    const articles = commande.regroupements.flatMap((r) => r.articles);
    const pdf = async (idArticle: number) => {
      const reponse = await test.app.inject({
        method: 'GET',
        url: `/api/commandes/${commande.reference_commande}/visualisations?date_commande=${commande.jour_commande}&id_article=${idArticle}`,
        headers: claire.headers,
      });
      expect(reponse.statusCode).toBe(200);
      return lirePdf(reponse.rawPayload);
    };
    const etat = await pdf(articles.find((a) => a.donnees.siren === siren)!.id);
    expect(etat.texte).toContain('État des inscriptions de gages sans dépossession');
    expect(etat.texte).toContain('2023G00002');
    expect(etat.texte).toContain('2022G00001');
    expect(etat.texte).not.toContain('2020G00004');
    expect(etat.texte).not.toContain('2019G00003');
    const neant = await pdf(articles.find((a) => a.donnees.nom === 'Sans Gage Connu')!.id);
    expect(neant.texte).toContain('Néant');
    expect(neant.texte).toContain('Sans Gage Connu');
  });
});
