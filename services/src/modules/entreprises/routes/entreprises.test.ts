import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';

describe.each(backends)('entreprises API on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  describe('GET /api/entreprises/:id', () => {
    it('returns the company with its labels, RCS number, VAT number and siège', async () => {
      const response = await get(`/api/entreprises/${ids.alpha}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.json()).toMatchObject({
        id: ids.alpha,
        siren: '552100554',
        siren_formate: '552 100 554',
        personne_physique: false,
        denomination: 'ALPHA SOLUTIONS',
        sigle: 'ALS',
        forme_juridique: { code: '5710', libelle: 'Société par actions simplifiée' },
        capital: { montant: 150000, devise: 'EUR', variable: false },
        date_creation: '2015-03-02',
        date_immatriculation: '2015-03-10',
        date_radiation: null,
        cloture_exercice: { jour: 31, mois: 12 },
        etat: 'ACTIVE',
        statut: { code: 'A', libelle: 'Immatriculée, active' },
        greffe: { code: '7501', nom: 'Paris' },
        numero_gestion: '2015B01234',
        numero_rcs: 'RCS Paris 552 100 554',
        naf: { code: '62.01Z', libelle: 'Programmation informatique' },
        secteur: { code: '62', libelle: 'Programmation, conseil et autres activités informatiques' },
        tva_intracommunautaire: 'FR96552100554',
        tranche_effectifs: { code: '12', libelle: '20 à 49 salariés' },
        categorie_entreprise: 'PME',
        nombre_etablissements: 4,
        nombre_etablissements_actifs: 3,
        source: 'GENERATEUR',
        siege: {
          id: 11,
          siret: '55210055400013',
          siret_formate: '552 100 554 00013',
          nic: '00013',
          siege: true,
          adresse: {
            lignes: ['12 RUE DE LA PAIX', 'BATIMENT B'],
            code_postal: '75002',
            commune: 'PARIS 2',
            commune_code: '75102',
            departement_code: '75',
            pays: null,
          },
          etat: 'ACTIF',
        },
      });
    });

    it('computes the VAT number of FACTS §4 (EDF → FR03552081317)', async () => {
      expect((await get(`/api/entreprises/${ids.edf}`)).json().tva_intracommunautaire).toBe('FR03552081317');
    });

    it('gives no RCS number to a unit known from SIRENE only, and labels an unlisted legal form by its category', async () => {
      expect((await get(`/api/entreprises/${ids.delta}`)).json()).toMatchObject({
        greffe: null,
        numero_rcs: null,
        capital: null,
        statut: { code: 'INSEE', libelle: 'Connue du seul répertoire SIRENE' },
        forme_juridique: { code: '5720', libelle: 'Société commerciale' },
        siege: { adresse: { commune: 'Paris', commune_code: '75056', departement_code: '75' } },
        source: 'SIRENE',
      });
    });

    it('describes a sole trader by name and a struck-off company by its dates', async () => {
      expect((await get(`/api/entreprises/${ids.durand}`)).json()).toMatchObject({
        personne_physique: true,
        nom: 'DURAND',
        prenoms: 'Pierre',
        forme_juridique: { code: '1000', libelle: 'Entrepreneur individuel' },
        capital: null,
        numero_rcs: 'RCS Marseille 412 345 670',
        tranche_effectifs: { code: 'NN', libelle: 'Unité non employeuse' },
      });
      expect((await get(`/api/entreprises/${ids.beta}`)).json()).toMatchObject({
        etat: 'RADIEE',
        date_radiation: '2021-09-30',
        nombre_etablissements_actifs: 0,
        siege: { etat: 'FERME', date_fermeture: '2021-09-30' },
      });
    });

    it('answers 404 with a French message for an unknown id', async () => {
      const response = await get('/api/entreprises/999999');
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBeUndefined();
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Entreprise introuvable.' });
    });

    it.each(['0', '-3', 'abc', '1.5'])('answers 400 naming params.id for %p', async (id) => {
      const response = await get(`/api/entreprises/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'params.id', message: expect.stringMatching(/^doit être/) as unknown },
      ]);
    });
  });

  describe('GET /api/entreprises?numero_identification=', () => {
    it.each(['552100554', '552 100 554', ' 552100554 '])('finds the company by SIREN %p', async (numero) => {
      const response = await get(`/api/entreprises?numero_identification=${encodeURIComponent(numero)}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(ids.alpha);
    });

    it('resolves a SIRET to its company, closed establishments included', async () => {
      expect((await get('/api/entreprises?numero_identification=55210055400039')).json().id).toBe(ids.alpha);
      expect((await get('/api/entreprises?numero_identification=552%20100%20554%2000021')).json().id).toBe(ids.alpha);
    });

    it("accepts La Poste's SIRETs, which are not Luhn-valid", async () => {
      expect((await get('/api/entreprises?numero_identification=35600000000010')).json().id).toBe(ids.laPoste);
    });

    it('answers 404 for a valid number that is not in the registry', async () => {
      const response = await get('/api/entreprises?numero_identification=552081309');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Entreprise introuvable.');
    });

    it.each([
      ['55210055', 'doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET)'],
      ['5521005541', 'doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET)'],
      ['55210055A', 'doit comporter 9 chiffres (SIREN) ou 14 chiffres (SIRET)'],
      ['552100555', "n'est pas un numéro SIREN valide (clé de contrôle incorrecte)"],
      ['55210055400014', "n'est pas un numéro SIRET valide (clé de contrôle incorrecte)"],
      ['35600000000011', "n'est pas un numéro SIRET valide (clé de contrôle incorrecte)"],
    ])('answers 400 naming query.numero_identification for %p', async (numero, message) => {
      const response = await get(`/api/entreprises?numero_identification=${numero}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: `Requête invalide : query.numero_identification ${message}.`,
        errors: [{ field: 'query.numero_identification', message }],
      });
    });

    it('answers 400 when the number is missing', async () => {
      expect((await get('/api/entreprises')).json().errors).toEqual([
        { field: 'query.numero_identification', message: 'est obligatoire' },
      ]);
    });
  });

  describe('GET /api/entreprises/:id/chiffres_cles', () => {
    it('gives the last three financial years, newest first, a confidential year without amounts', async () => {
      const response = await get(`/api/entreprises/${ids.alpha}/chiffres_cles`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        exercices: [
          {
            date_cloture: '2023-12-31',
            duree_mois: 12,
            chiffre_affaires: 1450000,
            resultat: -120000,
            effectif: 24,
            confidentiel: false,
          },
          {
            date_cloture: '2022-12-31',
            duree_mois: 12,
            chiffre_affaires: null,
            resultat: null,
            effectif: null,
            confidentiel: true,
          },
          {
            date_cloture: '2021-12-31',
            duree_mois: 12,
            chiffre_affaires: 1100000,
            resultat: 50000,
            effectif: 18,
            confidentiel: false,
          },
        ],
      });
    });

    it('answers an empty list for a company without accounts, 404 for an unknown one', async () => {
      expect((await get(`/api/entreprises/${ids.durand}/chiffres_cles`)).json()).toEqual({ exercices: [] });
      expect((await get('/api/entreprises/999999/chiffres_cles')).statusCode).toBe(404);
    });
  });
});
