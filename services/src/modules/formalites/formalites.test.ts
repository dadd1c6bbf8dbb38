import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import { creerCompte, creerUtilisateur, type Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { lirePdf, textePlat } from '../../../tests/fixtures/documents/pdf.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { backends } from '../../../tests/helpers/test-app.js';
import type { FormaliteDuCompte, ResultatSuiviFormalites } from '@portail/contrat/formalites';
import { aujourdhui, ajouterJours } from '@portail/domaine';
import { insererFormalite } from './test-donnees.js';

const AUJOURDHUI = aujourdhui();
const il_y_a = (jours: number) => ajouterJours(AUJOURDHUI, -jours);
const a = (jours: number, heure = '09:00') => `${il_y_a(jours)}T${heure}:00Z`;
const ALPHA = { siren: '552100554', denomination: 'ALPHA SOLUTIONS', entreprise_id: ids.alpha };
const REGULARISATION = 'Pièce manquante : attestation de parution dans un journal d’annonces légales';

interface ListeDuCompte {
  total: number;
  offset: number;
  limit: number;
  par_etat: Record<string, number>;
  formalites: FormaliteDuCompte[];
}

describe.each(backends)('formalities register on %s', (backend) => {
  let test: AppCommandes;
  let claire: Appelant;
  let bruno: Appelant;
  let sansCompte: Appelant;
  const suivi = (query: string) => test.app.inject({ method: 'GET', url: `/api/formalites/suivi${query}` });
  const identifiants = (r: { formalites: Array<{ identifiant: string }> }) => r.formalites.map((f) => f.identifiant);
  const appel = (qui: Appelant | null, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    test.app.inject({
      method,
      url: `/api/formalites${url}`,
      ...(qui === null ? {} : { headers: qui.headers }),
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    claire = await creerUtilisateur(test.app);
    await creerCompte(test.app, claire);
    bruno = await creerUtilisateur(test.app, 'Bruno', 'Bernard');
    const compteBruno = await creerCompte(test.app, bruno);
    sansCompte = await creerUtilisateur(test.app, 'Sans', 'Compte');
    const db = test.app.db;
    await insererFormalite(db, {
      ...ALPHA,
      identifiant: 'J00000000001',
      numero_liasse: '75012025000001',
      reference_formaliste: 'CAB-DUPONT-2026-041',
      greffe: '7501',
      date_depot: il_y_a(30),
      etapes: [
        ['RECUE', a(30)],
        ['EN_COURS_INSTRUCTION', a(29)],
        ['EN_ATTENTE_REGULARISATION', a(27), REGULARISATION],
      ],
    });
    await insererFormalite(db, {
      ...ALPHA,
      identifiant: 'J00000000002',
      numero_liasse: '75012025000002',
      type: 'DEPOT_COMPTES',
      objet: 'Dépôt des comptes annuels de l’exercice clos le 31/12/2025',
      greffe: '7501',
      date_depot: il_y_a(5),
      etapes: [['RECUE', a(5)]],
    });
    await insererFormalite(db, {
      identifiant: 'J00000000003',
      numero_liasse: '13032025000003',
      siren: '412345670',
      denomination: 'DURAND Pierre',
      entreprise_id: ids.durand,
      type: 'IMMATRICULATION',
      objet: 'Immatriculation d’un entrepreneur individuel',
      greffe: '1303',
      date_depot: il_y_a(100),
      etapes: [
        ['RECUE', a(100)],
        ['VALIDEE', a(98)],
        ['INSCRITE', a(97)],
      ],
    });
    await insererFormalite(db, {
      ...ALPHA,
      identifiant: 'J00000000004',
      numero_liasse: '69012025000004',
      type: 'CESSATION',
      objet: 'Fermeture d’un établissement secondaire',
      greffe: '6901',
      date_depot: il_y_a(200),
      etapes: [
        ['RECUE', a(200)],
        ['REJETEE', a(190), 'Le déclarant n’a pas qualité pour agir'],
      ],
    });
    // Tax office inscriptions entered by Bruno's account: one received, one inscribed.
    await insererFormalite(db, {
      ...ALPHA,
      identifiant: 'D00000000005',
      numero_liasse: '75012025000005',
      reference_formaliste: 'SIE-75-0042',
      type: 'INSCRIPTION_DGFIP',
      objet: 'Inscription du privilège du Trésor – TVA',
      greffe: '7501',
      date_depot: il_y_a(2),
      etapes: [['RECUE', a(2)]],
      compte_client_id: compteBruno.id,
    });
    await insererFormalite(db, {
      ...ALPHA,
      identifiant: 'D00000000006',
      numero_liasse: '75012025000006',
      type: 'INSCRIPTION_DGFIP',
      objet: 'Inscription du privilège du Trésor – Impôt sur les sociétés',
      greffe: '7501',
      date_depot: il_y_a(60),
      etapes: [
        ['RECUE', a(60)],
        ['INSCRITE', a(58)],
      ],
      compte_client_id: compteBruno.id,
    });
  });
  afterAll(() => test.close());

  describe('the public follow-up', () => {
    it('finds a dossier by its liasse number, whatever the spaces and case, with its steps in order', async () => {
      const reponse = await suivi(`?numeroLiasseOrRefFormaliste=${encodeURIComponent(' 7501 2025 000001 ')}`);
      expect(reponse.statusCode).toBe(200);
      const resultat = reponse.json<ResultatSuiviFormalites>();
      expect(resultat).toMatchObject({ total: 1, offset: 0, limit: 20 });
      expect(resultat.formalites[0]).toEqual({
        identifiant: 'J00000000001',
        numero_liasse: '75012025000001',
        reference_formaliste: 'CAB-DUPONT-2026-041',
        type: 'MODIFICATION',
        objet: 'Transfert du siège social',
        greffe: { code: '7501', nom: 'Paris' },
        entreprise: { siren: '552100554', denomination: 'ALPHA SOLUTIONS', id_entite: ids.alpha },
        date_depot: il_y_a(30),
        etat: 'EN_ATTENTE_REGULARISATION',
        motif: REGULARISATION,
        date_etat: new Date(a(27)).toISOString(),
        etapes: [
          { etat: 'RECUE', date: new Date(a(30)).toISOString(), motif: null },
          { etat: 'EN_COURS_INSTRUCTION', date: new Date(a(29)).toISOString(), motif: null },
          { etat: 'EN_ATTENTE_REGULARISATION', date: new Date(a(27)).toISOString(), motif: REGULARISATION },
        ],
      });
    });

    it('finds a dossier by its identifier and by the filer’s reference, exactly and whatever the case', async () => {
      expect(identifiants((await suivi('?numeroLiasseOrRefFormaliste=j00000000003')).json())).toEqual(['J00000000003']);
      expect(identifiants((await suivi('?numeroLiasseOrRefFormaliste=cab-dupont-2026-041')).json())).toEqual([
        'J00000000001',
      ]);
      // Exactly: a part of a number or of a reference is not enough.
      expect((await suivi('?numeroLiasseOrRefFormaliste=CAB-DUPONT')).json().total).toBe(0);
      expect((await suivi('?numeroLiasseOrRefFormaliste=7501202500000')).json().total).toBe(0);
    });

    it('lists a company’s dossiers by SIREN as typed, the latest deposits first', async () => {
      const resultat = (await suivi(`?siren=${encodeURIComponent('552.100-554')}`)).json<ResultatSuiviFormalites>();
      // D00000000005, a tax office inscription not inscribed yet, is not listed.
      expect(identifiants(resultat)).toEqual(['J00000000002', 'J00000000001', 'D00000000006', 'J00000000004']);
      expect(resultat.total).toBe(4);
      expect(resultat.formalites.find((f) => f.identifiant === 'J00000000004')).toMatchObject({
        etat: 'REJETEE',
        motif: 'Le déclarant n’a pas qualité pour agir',
        greffe: { code: '6901', nom: 'Lyon' },
      });
    });

    it('finds by the words of the name, each the start of a word, and restricts to a greffe, paged', async () => {
      expect(identifiants((await suivi('?denomination=alph%C3%A1%20solu')).json())).toEqual([
        'J00000000002',
        'J00000000001',
        'D00000000006',
        'J00000000004',
      ]);
      expect((await suivi('?denomination=lpha')).json().total).toBe(0);
      expect(identifiants((await suivi('?denomination=durand')).json())).toEqual(['J00000000003']);
      expect(identifiants((await suivi('?denomination=alpha&codeGreffe=6901')).json())).toEqual(['J00000000004']);
      const page = (await suivi('?siren=552100554&limit=1&offset=1')).json<ResultatSuiviFormalites>();
      expect(page).toMatchObject({ total: 4, offset: 1, limit: 1 });
      expect(identifiants(page)).toEqual(['J00000000001']);
      // Criteria add up.
      expect(identifiants((await suivi('?siren=552100554&numeroLiasseOrRefFormaliste=75012025000002')).json())).toEqual(
        ['J00000000002'],
      );
      expect((await suivi('?siren=412345670&numeroLiasseOrRefFormaliste=75012025000002')).json().total).toBe(0);
    });

    it('finds a tax office inscription not inscribed yet by its liasse number or identifier only', async () => {
      expect(identifiants((await suivi('?numeroLiasseOrRefFormaliste=75012025000005')).json())).toEqual([
        'D00000000005',
      ]);
      expect(identifiants((await suivi('?numeroLiasseOrRefFormaliste=D00000000005')).json())).toEqual(['D00000000005']);
      expect((await suivi('?numeroLiasseOrRefFormaliste=SIE-75-0042')).json().total).toBe(0);
      expect(identifiants((await suivi('?siren=552100554')).json())).not.toContain('D00000000005');
      expect(identifiants((await suivi('?denomination=alpha')).json())).not.toContain('D00000000005');
    });

    it('answers an empty page for an unknown number', async () => {
      const reponse = await suivi('?numeroLiasseOrRefFormaliste=75012025999999');
      expect(reponse.statusCode).toBe(200);
      expect(reponse.json()).toEqual({ total: 0, offset: 0, limit: 20, formalites: [] });
    });

    it('answers 400 in French naming the fields for criteria that cannot be read', async () => {
      const sans = await suivi('?codeGreffe=7501');
      expect(sans.statusCode).toBe(400);
      expect(
        sans
          .json()
          .errors.map((e: { field: string }) => e.field)
          .sort(),
      ).toEqual(['query.denomination', 'query.numeroLiasseOrRefFormaliste', 'query.siren']);
      expect(sans.json().errors[0].message).toMatch(/numéro de liasse .* SIREN .* dénomination/);
      const cas: Array<[string, string, RegExp]> = [
        ['?siren=552100555', 'query.siren', /SIREN valide/],
        ['?denomination=%20-%20', 'query.denomination', /au moins une lettre/],
        ['?denomination=a', 'query.denomination', /de 2 à 120 caractères/],
        ['?numeroLiasseOrRefFormaliste=%20%20%20%201', 'query.numeroLiasseOrRefFormaliste', /de 3 à 40 caractères/],
        ['?numeroLiasseOrRefFormaliste=12', 'query.numeroLiasseOrRefFormaliste', /de 3 à 40 caractères/],
        ['?siren=552100554&codeGreffe=0000', 'query.codeGreffe', /aucun greffe/],
        ['?siren=552100554&codeGreffe=75', 'query.codeGreffe', /4 chiffres/],
        ['?siren=552100554&limit=1000', 'query.limit', /.+/],
      ];
      for (const [url, champ, message] of cas) {
        const reponse = await suivi(url);
        expect([url, reponse.statusCode]).toEqual([url, 400]);
        const erreur = reponse.json().errors.find((e: { field: string }) => e.field === champ);
        expect([url, erreur?.message]).toEqual([url, expect.stringMatching(message)]);
      }
    });
  });

  describe('the selected account’s dossiers', () => {
    it('answers 401 without a token and the orders’ 404 without a selected account', async () => {
      for (const [method, url] of [
        ['GET', ''],
        ['GET', '/J00000000001'],
        ['GET', '/J00000000001/recepisse'],
        ['POST', '/suivies'],
        ['DELETE', '/suivies/J00000000001'],
        ['POST', '/dgfip'],
      ] as const) {
        expect([method, url, (await appel(null, method, url)).statusCode]).toEqual([method, url, 401]);
      }
      const reponse = await appel(sansCompte, 'GET', '');
      expect(reponse.statusCode).toBe(404);
      expect(reponse.json().message).toBe('Aucun compte client sélectionné.');
      expect((await appel(sansCompte, 'POST', '/suivies', { identifiant: 'J00000000001' })).statusCode).toBe(404);
    });

    it('follows a dossier found on the follow-up, once, and lists it with its origin and documents', async () => {
      const premiere = await appel(claire, 'POST', '/suivies', { identifiant: 'J00000000001' });
      expect(premiere.statusCode).toBe(201);
      expect(premiere.json()).toMatchObject({
        identifiant: 'J00000000001',
        origine: 'SUIVIE',
        etat: 'EN_ATTENTE_REGULARISATION',
        documents: [{ code: 'RECEPISSE', libelle: 'Récépissé de dépôt' }],
      });
      expect(premiere.json().etapes).toHaveLength(3);
      const encore = await appel(claire, 'POST', '/suivies', { identifiant: 'J00000000001' });
      expect(encore.statusCode).toBe(200);
      expect(encore.json().origine).toBe('SUIVIE');
      expect((await appel(claire, 'POST', '/suivies', { identifiant: 'J00000000003' })).statusCode).toBe(201);

      const liste = (await appel(claire, 'GET', '')).json<ListeDuCompte>();
      expect(liste).toMatchObject({ total: 2, offset: 0, limit: 20 });
      expect(liste.par_etat).toEqual({
        RECUE: 0,
        EN_COURS_INSTRUCTION: 0,
        EN_ATTENTE_REGULARISATION: 1,
        VALIDEE: 0,
        REJETEE: 0,
        INSCRITE: 1,
      });
      expect(liste.formalites.map((f) => [f.identifiant, f.origine])).toEqual([
        ['J00000000001', 'SUIVIE'],
        ['J00000000003', 'SUIVIE'],
      ]);
      const inscrites = (await appel(claire, 'GET', '?etat=INSCRITE')).json<ListeDuCompte>();
      expect(inscrites.total).toBe(1);
      expect(inscrites.par_etat.EN_ATTENTE_REGULARISATION).toBe(1);
      expect(identifiants(inscrites)).toEqual(['J00000000003']);
      expect((await appel(claire, 'GET', '?etat=INCONNU')).statusCode).toBe(400);
    });

    it('lists what the account entered (DEPOSEE), and following its own dossier changes nothing', async () => {
      const liste = (await appel(bruno, 'GET', '')).json<ListeDuCompte>();
      expect(liste.formalites.map((f) => [f.identifiant, f.origine])).toEqual([
        ['D00000000005', 'DEPOSEE'],
        ['D00000000006', 'DEPOSEE'],
      ]);
      const propre = await appel(bruno, 'POST', '/suivies', { identifiant: 'D00000000005' });
      expect(propre.statusCode).toBe(200);
      expect(propre.json().origine).toBe('DEPOSEE');
      expect((await appel(bruno, 'GET', '')).json().total).toBe(2);
    });

    it('reads one of its dossiers, and answers 404 for any other, another account’s included', async () => {
      const lue = await appel(claire, 'GET', '/J00000000001');
      expect(lue.statusCode).toBe(200);
      expect(lue.json()).toMatchObject({
        identifiant: 'J00000000001',
        origine: 'SUIVIE',
        numero_liasse: '75012025000001',
      });
      expect((await appel(bruno, 'GET', '/D00000000005')).json().origine).toBe('DEPOSEE');
      for (const [qui, identifiant] of [
        [claire, 'J00000000002'],
        [claire, 'D00000000005'],
        [bruno, 'J00000000001'],
        [claire, 'J99999999999'],
      ] as const) {
        const reponse = await appel(qui, 'GET', `/${identifiant}`);
        expect([identifiant, reponse.statusCode, reponse.json().message]).toEqual([
          identifiant,
          404,
          'Formalité introuvable.',
        ]);
      }
      const mauvais = await appel(claire, 'GET', '/X123');
      expect(mauvais.statusCode).toBe(400);
      expect(mauvais.json().errors[0]).toMatchObject({ field: 'params.identifiant' });
    });

    it('refuses to follow an unknown dossier or a malformed identifier', async () => {
      const inconnue = await appel(claire, 'POST', '/suivies', { identifiant: 'J99999999999' });
      expect(inconnue.statusCode).toBe(404);
      expect(inconnue.json().message).toBe('Formalité introuvable.');
      const mauvais = await appel(claire, 'POST', '/suivies', { identifiant: '75012025000001' });
      expect(mauvais.statusCode).toBe(400);
      expect(mauvais.json().errors[0]).toMatchObject({
        field: 'body.identifiant',
        message: expect.stringMatching(/J ou D suivi de 11 chiffres/),
      });
    });

    it('gives the récépissé of a dossier as a PDF holding its liasse number, to that account only', async () => {
      const reponse = await appel(claire, 'GET', '/J00000000001/recepisse');
      expect(reponse.statusCode).toBe(200);
      expect(reponse.headers['content-type']).toBe('application/pdf');
      expect(reponse.headers['content-disposition']).toBe('attachment; filename="Recepisse-75012025000001.pdf"');
      expect(reponse.headers['cache-control']).toBe('private, no-store');
      const lu = await lirePdf(reponse.rawPayload);
      const texte = textePlat(lu.texte);
      expect(texte).toContain('Récépissé de dépôt');
      expect(texte).toContain('75012025000001');
      expect(texte).toContain('J00000000001');
      expect(texte).toContain('Greffe de Paris');
      expect(texte).toContain('ALPHA SOLUTIONS');
      expect(texte).toContain('552 100 554');
      expect(texte).toContain('Transfert du siège social');
      expect(texte).toContain('En attente de régularisation');
      expect(texte).toContain(REGULARISATION);
      expect(lu.info.Title).toBe('Récépissé de dépôt – liasse n° 75012025000001');
      expect((await appel(bruno, 'GET', '/J00000000001/recepisse')).statusCode).toBe(404);
      expect((await appel(claire, 'GET', '/D00000000005/recepisse')).statusCode).toBe(404);
    });

    it('stops following a dossier: 204, then 404; a dossier entered here is not followed', async () => {
      expect((await appel(claire, 'DELETE', '/suivies/J00000000003')).statusCode).toBe(204);
      const encore = await appel(claire, 'DELETE', '/suivies/J00000000003');
      expect(encore.statusCode).toBe(404);
      expect(encore.json().message).toMatch(/ne figure pas parmi les formalités suivies/);
      expect(identifiants((await appel(claire, 'GET', '')).json())).toEqual(['J00000000001']);
      expect((await appel(claire, 'GET', '/J00000000003')).statusCode).toBe(404);
      // Bruno entered D00000000005: it is his, not followed; another account's follow is untouched.
      expect((await appel(bruno, 'DELETE', '/suivies/D00000000005')).statusCode).toBe(404);
      expect((await appel(bruno, 'DELETE', '/suivies/J00000000001')).statusCode).toBe(404);
      expect((await appel(claire, 'GET', '/J00000000001')).statusCode).toBe(200);
    });
  });
});
