import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';

describe.each(backends)('établissements API on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const sirets = (body: { etablissements: Array<{ siret: string }> }) => body.etablissements.map((e) => e.siret);

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  describe('GET /api/entreprises/:id/etablissements', () => {
    it('lists active establishments first, the siège at the top, then by SIRET (not by id)', async () => {
      const response = await get(`/api/entreprises/${ids.alpha}/etablissements`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const body = response.json();
      expect(body).toMatchObject({ total: 4, total_actifs: 3 });
      expect(sirets(body)).toEqual(['55210055400013', '55210055400021', '55210055400047', '55210055400039']);
      expect(body.etablissements[1]).toEqual({
        id: 16,
        siret: '55210055400021',
        siret_formate: '552 100 554 00021',
        nic: '00021',
        siege: false,
        enseigne: 'ALPHA LYON',
        denomination_usuelle: null,
        adresse: {
          lignes: ['5 B COURS LAFAYETTE'],
          code_postal: '69003',
          commune: 'LYON 3',
          commune_code: '69383',
          departement_code: '69',
          pays: null,
        },
        naf: { code: '62.02A', libelle: 'Conseil en systèmes et logiciels informatiques' },
        etat: 'ACTIF',
        date_creation: '2018-09-01',
        date_fermeture: null,
      });
    });

    it('pages with limit and offset, the totals unchanged', async () => {
      const body = (await get(`/api/entreprises/${ids.alpha}/etablissements?limit=2&offset=1`)).json();
      expect(body.total).toBe(4);
      expect(sirets(body)).toEqual(['55210055400021', '55210055400047']);
    });

    it('filters by state, total counting the filtered list', async () => {
      const fermes = (await get(`/api/entreprises/${ids.alpha}/etablissements?etat=FERME`)).json();
      expect(fermes).toMatchObject({ total: 1, total_actifs: 3 });
      expect(sirets(fermes)).toEqual(['55210055400039']);
      const actifs = (await get(`/api/entreprises/${ids.alpha}/etablissements?etat=ACTIF`)).json();
      expect(actifs.total).toBe(3);
    });

    it('answers 404 for an unknown company', async () => {
      const response = await get('/api/entreprises/999999/etablissements');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Entreprise introuvable.');
    });

    it.each([
      ['limit=101', 'query.limit', 'doit être inférieur ou égal à 100'],
      ['limit=0', 'query.limit', 'doit être supérieur ou égal à 1'],
      ['offset=-1', 'query.offset', 'doit être supérieur ou égal à 0'],
      ['etat=OUVERT', 'query.etat', "doit valoir l'une des valeurs suivantes : ACTIF, FERME"],
    ])('answers 400 for %s', async (query, field, message) => {
      const response = await get(`/api/entreprises/${ids.alpha}/etablissements?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });
  });

  describe('GET /api/etablissements/:id', () => {
    it('returns the establishment with its activity, its company and its registry', async () => {
      const response = await get('/api/etablissements/11');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: 11,
        siret: '55210055400013',
        siege: true,
        activite: 'Conseil et développement de logiciels',
        origine_fonds: 'Création',
        mode_exploitation: 'Exploitation directe',
        tranche_effectifs: { code: '12', libelle: '20 à 49 salariés' },
        date_debut_activite: '2015-03-02',
        greffe: { code: '7501', nom: 'Paris' },
        entreprise: {
          id: ids.alpha,
          siren: '552100554',
          siren_formate: '552 100 554',
          denomination: 'ALPHA SOLUTIONS',
          etat: 'ACTIVE',
          siege: { code_postal: '75002', commune: 'PARIS 2' },
          nombre_etablissements: 4,
        },
      });
    });

    it('answers 404 with a French message for an unknown id, 400 for a malformed one', async () => {
      const response = await get('/api/etablissements/999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Établissement introuvable.' });
      expect((await get('/api/etablissements/x')).json().errors[0].field).toBe('params.id');
    });
  });

  describe('GET /api/etablissements?numero_identification=', () => {
    it('finds an establishment by SIRET, spaces ignored', async () => {
      const response = await get('/api/etablissements?numero_identification=552%20100%20554%2000047');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: 14, enseigne: 'ALPHA RIVIERA' });
    });

    it("accepts La Poste's establishments under the digit-sum rule", async () => {
      expect((await get('/api/etablissements?numero_identification=35600000000010')).json().id).toBe(72);
    });

    it('answers 404 for a valid SIRET absent from the registry', async () => {
      const response = await get('/api/etablissements?numero_identification=55210055400054');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Établissement introuvable.');
    });

    it.each([
      ['552100554', 'doit comporter 14 chiffres (SIRET)'],
      ['55210055400012', "n'est pas un numéro SIRET valide (clé de contrôle incorrecte)"],
    ])('answers 400 naming query.numero_identification for %p', async (numero, message) => {
      const response = await get(`/api/etablissements?numero_identification=${numero}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'query.numero_identification', message }]);
    });
  });
});
