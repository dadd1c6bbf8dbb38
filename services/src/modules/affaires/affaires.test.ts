import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { buildApp, type App } from '../../app.js';
import { commander, createAppCommandes, elec, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends, createTestDatabase, type TestDatabase } from '../../../tests/helpers/test-app.js';
import type { Affaire, ResultatAffaires } from '@portail/contrat/affaires';
import { ajouterJours, aujourdhui } from '@portail/domaine';

const AUJOURDHUI = aujourdhui();
const jour = (decalage: number) => ajouterJours(AUJOURDHUI, decalage);

/**
 * Three cases at Paris (7501) and one at Lyon (6901):
 *   1 2024F00012 ALPHA SOLUTIONS v. BETA NEGOCE, judged (a judgment), a hearing past
 *   2 2025R00003 Jeanne MOREAU (a natural person) v. ALPHA SOLUTIONS, référé under way, next hearing in 10 days
 *   3 2025F00040 GAMMA HOLDING v. DELTA, under way, no decision yet (one dated tomorrow is not rendered)
 *   4 2023I00007 at Lyon, ALPHA SOLUTIONS v. a person, an ordonnance
 */
async function insererAffaires(app: App): Promise<Record<string, string>> {
  const siren = async (id: number) =>
    (await app.db.query<{ siren: string }>('SELECT siren FROM entreprises WHERE id = $1', [id])).rows[0]!.siren;
  const s = { alpha: await siren(ids.alpha), beta: await siren(ids.beta), gamma: await siren(ids.gamma) };
  await app.db.query(
    `INSERT INTO affaires (id, greffe_code, numero_rg, nature, chambre, objet, date_introduction, etat, date_fin) VALUES
       (1, '7501', '2024F00012', 'CONTENTIEUX', '2e chambre', 'Paiement de factures impayées', $1, 'JUGEE', $2),
       (2, '7501', '2025R00003', 'REFERE', 'Juge des référés', 'Désignation d’un expert', $3, 'EN_COURS', NULL),
       (3, '7501', '2025F00040', 'CONTENTIEUX', '1re chambre', 'Concurrence déloyale', $4, 'EN_COURS', NULL),
       (4, '6901', '2023I00007', 'INJONCTION_DE_PAYER', 'Président du tribunal', 'Paiement d’une facture', $5, 'JUGEE', $6)`,
    [jour(-400), jour(-30), jour(-20), jour(-60), jour(-900), jour(-890)],
  );
  await app.db.query(
    `INSERT INTO affaires_parties (affaire_id, role, entreprise_id, siren, nom, nom_recherche, personne_physique, avocat) VALUES
       (1, 'DEMANDEUR', $1, $2, 'ALPHA SOLUTIONS', 'alpha solutions', false, 'SELARL Martin & Associés'),
       (1, 'DEFENDEUR', $3, $4, 'BETA NEGOCE', 'beta negoce', false, NULL),
       (2, 'DEMANDEUR', NULL, NULL, 'MOREAU Jeanne', 'moreau jeanne', true, NULL),
       (2, 'DEFENDEUR', $1, $2, 'ALPHA SOLUTIONS', 'alpha solutions', false, NULL),
       (3, 'DEMANDEUR', $5, $6, 'GAMMA HOLDING', 'gamma holding', false, NULL),
       (3, 'DEFENDEUR', NULL, NULL, 'DELTA DISTRIBUTION', 'delta distribution', false, NULL),
       (4, 'DEMANDEUR', $1, $2, 'ALPHA SOLUTIONS', 'alpha solutions', false, NULL),
       (4, 'DEFENDEUR', NULL, NULL, 'ROUX Paul', 'roux paul', true, NULL)`,
    [ids.alpha, s.alpha, ids.beta, s.beta, ids.gamma, s.gamma],
  );
  await app.db.query(
    `INSERT INTO affaires_audiences (affaire_id, date_audience, heure, chambre, objet, issue) VALUES
       (1, $1, '14:00', '2e chambre', 'Audience de plaidoiries', 'Affaire mise en délibéré'),
       (2, $2, '09:30', 'Juge des référés', 'Audience des référés', 'Renvoi'),
       (2, $3, '09:30', 'Juge des référés', 'Audience des référés', NULL)`,
    [jour(-60), jour(-5), jour(10)],
  );
  await app.db.query(
    `INSERT INTO affaires_decisions (id, affaire_id, date_decision, type, libelle, dispositif) VALUES
       (11, 1, $1, 'JUGEMENT', 'Jugement condamnant au paiement',
        'Condamne la société BETA NEGOCE à payer à la société ALPHA SOLUTIONS la somme de 12 450,00 €.'),
       (12, 3, $2, 'JUGEMENT', 'Jugement à venir', 'Pas encore rendu.'),
       (13, 4, $3, 'ORDONNANCE', 'Ordonnance portant injonction de payer', 'Enjoint à Paul ROUX de payer 800,00 €.')`,
    [jour(-30), jour(1), jour(-890)],
  );
  return s;
}

describe.each(backends)('court cases on %s', (backend) => {
  let test: AppCommandes;
  let sirens: Record<string, string>;
  let claire: Appelant;
  const get = (url: string, app: App = test.app) => app.inject({ method: 'GET', url: `/api/affaires${url}` });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    sirens = await insererAffaires(test.app);
    claire = await creerUtilisateur(test.app);
    const compte = await creerCompte(test.app, claire);
    await test.app.db.query('UPDATE comptes_clients SET paiement_differe = true WHERE id = $1', [compte.id]);
  });
  afterAll(() => test.close());

  it('finds a case by its greffe and roll number as typed', async () => {
    const reponse = await get('?code_greffe=7501&numero_rg=2024f%2000012');
    expect(reponse.statusCode).toBe(200);
    const { total, affaires } = reponse.json() as ResultatAffaires;
    expect(total).toBe(1);
    expect(affaires[0]).toMatchObject({
      id: 1,
      numero_rg: '2024F00012',
      greffe: { code: '7501', nom: 'Paris' },
      nature: { code: 'CONTENTIEUX', libelle: 'Contentieux' },
      etat: { code: 'JUGEE', libelle: 'Jugée' },
      prochaine_audience: null,
      personnes_physiques: false,
      derniere_decision: { id: 11, type: { code: 'JUGEMENT', libelle: 'Jugement' } },
    });
    expect(affaires[0]?.parties.map((p) => [p.role.code, p.nom])).toEqual([
      ['DEMANDEUR', 'ALPHA SOLUTIONS'],
      ['DEFENDEUR', 'BETA NEGOCE'],
    ]);
    // The same number at another greffe is another case.
    expect(((await get('?code_greffe=6901&numero_rg=2024F00012')).json() as ResultatAffaires).total).toBe(0);
  });

  it('finds the cases of a party by name or SIREN, the latest first, at one greffe or all', async () => {
    const parNom = (await get('?nom=Alpha%20sol')).json() as ResultatAffaires;
    expect(parNom.affaires.map((a) => a.numero_rg)).toEqual(['2025R00003', '2024F00012', '2023I00007']);
    const parSiren = (await get(`?siren=${sirens.alpha!.replace(/(\d{3})(?=\d)/g, '$1 ')}`)).json() as ResultatAffaires;
    expect(parSiren.affaires.map((a) => a.id)).toEqual([2, 1, 4]);
    const lyon = (await get(`?siren=${sirens.alpha}&code_greffe=6901`)).json() as ResultatAffaires;
    expect(lyon.affaires.map((a) => a.id)).toEqual([4]);
    const page = (await get('?nom=alpha&limit=1&offset=1')).json() as ResultatAffaires;
    expect(page).toMatchObject({ total: 3, affaires: [{ id: 1 }] });
    // A natural person is found by name, and the case says so (its page is not indexed).
    const moreau = (await get('?nom=moreau')).json() as ResultatAffaires;
    expect(moreau.affaires[0]).toMatchObject({
      id: 2,
      personnes_physiques: true,
      prochaine_audience: { date: jour(10), heure: '09:30', a_venir: true },
      derniere_decision: null,
    });
    expect(moreau.affaires[0]?.parties[0]).toEqual({
      role: { code: 'DEMANDEUR', libelle: 'Demandeur' },
      nom: 'MOREAU Jeanne',
      siren: null,
      id_entite: null,
      personne_physique: true,
      avocat: null,
    });
  });

  it('gives a case’s hearings past and to come and the decisions rendered by today', async () => {
    const refere = (await get('/2')).json() as Affaire;
    expect(refere.chambre).toBe('Juge des référés');
    expect(refere.audiences.map((a) => [a.date, a.a_venir, a.issue])).toEqual([
      [jour(-5), false, 'Renvoi'],
      [jour(10), true, null],
    ]);
    const pendante = (await get('/3')).json() as Affaire;
    expect(pendante.decisions).toEqual([]);
    const jugee = (await get('/1')).json() as Affaire;
    expect(jugee.decisions).toEqual([
      {
        id: 11,
        date: jour(-30),
        type: { code: 'JUGEMENT', libelle: 'Jugement' },
        libelle: 'Jugement condamnant au paiement',
        dispositif: 'Condamne la société BETA NEGOCE à payer à la société ALPHA SOLUTIONS la somme de 12 450,00 €.',
      },
    ]);
    const inconnue = await get('/999');
    expect(inconnue.statusCode).toBe(404);
    expect(inconnue.json().message).toBe('Affaire introuvable.');
  });

  it('answers 400 in French naming the field for searches that cannot be read', async () => {
    const cas: Array<[string, string, RegExp]> = [
      ['', 'query.numero_rg', /un seul critère/],
      ['?nom=alpha&siren=552100554', 'query.siren', /un seul critère/],
      ['?numero_rg=2024F00012', 'query.code_greffe', /nécessaire/],
      ['?code_greffe=7501&numero_rg=2024X00012', 'query.numero_rg', /n’est pas un numéro RG/],
      ['?siren=552100555', 'query.siren', /SIREN valide/],
      ['?nom=%20%2F%20', 'query.nom', /au moins une lettre/],
      ['?nom=alpha&code_greffe=75', 'query.code_greffe', /4 chiffres/],
      ['/abc', 'params.id', /.+/],
    ];
    for (const [url, champ, message] of cas) {
      const reponse = await get(url);
      expect([url, reponse.statusCode]).toEqual([url, 400]);
      const erreur = reponse.json().errors.find((e: { field: string }) => e.field === champ);
      expect([url, erreur?.message]).toEqual([url, expect.stringMatching(message)]);
    }
  });

  it('sells the copy of a rendered decision, issued as a PDF with a verification code', async () => {
    const ajout = (payload: Record<string, unknown>) =>
      test.app.inject({ method: 'POST', url: '/api/paniers/affaires', headers: claire.headers, payload });
    const sansDecision = await ajout({ code_greffe: '7501', numero_affaire: '2025F00040', diffusions: [elec] });
    expect(sansDecision.statusCode).toBe(400);
    expect(sansDecision.json().errors[0]).toMatchObject({
      field: 'body.numero_affaire',
      message: expect.stringMatching(/aucune décision/),
    });
    const inconnue = await ajout({ code_greffe: '7501', numero_affaire: '2024F99999', diffusions: [elec] });
    expect(inconnue.json().errors[0].message).toMatch(/aucune affaire de ce greffe/);
    const autreDecision = await ajout({
      code_greffe: '7501',
      numero_affaire: '2024F00012',
      id_decision: 13,
      diffusions: [elec],
    });
    expect(autreDecision.json().errors[0]).toMatchObject({ field: 'body.id_decision' });
    const reponse = await ajout({ code_greffe: '7501', numero_affaire: '2024F00012', diffusions: [elec] });
    expect(reponse.statusCode).toBe(201);
    const article = reponse.json().regroupements.flatMap((r: { articles: unknown[] }) => r.articles)[0];
    expect(article).toMatchObject({
      id_article_catalogue: 'COPIE_JUGEMENT',
      donnees: { code_greffe: '7501', numero_affaire: '2024F00012', id_affaire: 1, id_decision: 11 },
    });

    const commande = (await commander(test.app, claire)) as {
      reference_commande: string;
      jour_commande: string;
      regroupements: Array<{ articles: Array<{ id: number }> }>;
    };
    const paiement = await test.app.inject({
      method: 'POST',
      url: `/api/commandes/${commande.reference_commande}/paiements/sessions`,
      headers: claire.headers,
      payload: { moyen_paiement: 'DIFFERE' },
    });
    expect(paiement.statusCode).toBe(201);
    await test.app.travaux.vider();
    const idArticle = commande.regroupements.flatMap((r) => r.articles)[0]!.id;
    const pdf = await test.app.inject({
      method: 'GET',
      url: `/api/commandes/${commande.reference_commande}/visualisations?date_commande=${commande.jour_commande}&id_article=${idArticle}`,
      headers: claire.headers,
    });
    expect(pdf.statusCode).toBe(200);
    const { texte } = await lirePdf(pdf.rawPayload);
    expect(texte).toContain('Copie de jugement');
    expect(texte).toContain('2024F00012');
    // The amount may wrap at its ordinary space.
    expect(textePlat(texte)).toContain('12 450,00 €');
    const code = /([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})/.exec(textePlat(texte))?.[1];
    expect(code).toBeDefined();
    const verification = await test.app.inject({ method: 'GET', url: `/api/verifications/${code}` });
    expect(verification.statusCode).toBe(200);
    expect(verification.json().document).toMatchObject({ libelle: 'Copie de jugement', greffe: 'Paris' });
  });

  describe('from another case-search service (AFFAIRES_SOURCE_URL)', () => {
    let base: TestDatabase;
    let client: App;
    let adresse: string;
    let horsContrat: Server;

    beforeAll(async () => {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      adresse = `http://127.0.0.1:${(test.app.server.address() as AddressInfo).port}/api`;
      // The asking instance has no case of its own: what it answers comes from the other one.
      base = await createTestDatabase(backend);
      client = buildApp({ ...base.config, affairesSourceUrl: adresse });
      await client.ready();
      horsContrat = createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ total: 1, affaires: [{ id: 'pas un nombre' }] }));
      });
      await new Promise<void>((resolve) => horsContrat.listen(0, '127.0.0.1', resolve));
    });
    afterAll(async () => {
      await client.close();
      await base.drop();
      await new Promise((resolve) => horsContrat.close(resolve));
    });

    it('answers the remote service’s cases, checked against the contract', async () => {
      const local = (await get('?nom=alpha')).json();
      const distant = await get('?nom=alpha', client);
      expect(distant.statusCode).toBe(200);
      expect(distant.json()).toEqual(local);
      expect((await get('/2', client)).json()).toEqual((await get('/2')).json());
      expect((await get('/999', client)).statusCode).toBe(404);
      // The criteria are checked before asking anyone.
      expect((await get('?siren=552100555', client)).statusCode).toBe(400);
    });

    it('answers 502 in French when the remote service fails or breaks the contract', async () => {
      const port = (horsContrat.address() as AddressInfo).port;
      for (const url of [`http://127.0.0.1:${port}/api`, 'http://127.0.0.1:9/api']) {
        // PGlite takes one connection: each asking instance has a database of its own.
        const autreBase = await createTestDatabase(backend);
        const autre = buildApp({ ...autreBase.config, affairesSourceUrl: url });
        try {
          await autre.ready();
          const reponse = await get('?nom=alpha', autre);
          expect(reponse.statusCode).toBe(502);
          expect(reponse.json().message).toMatch(/Le service de recherche d’affaires ne répond pas/);
        } finally {
          await autre.close();
          await autreBase.drop();
        }
      }
    });
  });
});
