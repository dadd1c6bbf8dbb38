import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';

describe.each(backends)('greffes API on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  describe('GET /api/greffes/:code', () => {
    it('returns the registry with its type label and département', async () => {
      const response = await get('/api/greffes/7501');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        code: '7501',
        nom: 'Paris',
        type: 'TAE',
        libelle_type: 'Tribunal des activités économiques',
        ville: 'Paris',
        departement: { code: '75', nom: 'Paris' },
        adresse: { code_postal: '75001', commune: 'Paris' },
        nombre_communes: 1,
        nombre_entreprises: 0,
      });
    });

    it('labels an Alsace-Moselle registry as a commercial chamber of the tribunal judiciaire', async () => {
      expect((await get('/api/greffes/6752')).json()).toMatchObject({
        nom: 'Strasbourg',
        type: 'TJ',
        libelle_type: 'Tribunal judiciaire (chambre commerciale)',
        departement: { code: '67', nom: 'Bas-Rhin' },
      });
    });

    it('gives the seat city when it differs from the registry name', async () => {
      expect((await get('/api/greffes/5910')).json()).toMatchObject({ nom: 'Lille Métropole', ville: 'Lille' });
    });

    it('keeps the Île-de-France codes inherited from Seine-et-Oise with their real département', async () => {
      expect((await get('/api/greffes/7801')).json()).toMatchObject({
        nom: 'Évry',
        departement: { code: '91', nom: 'Essonne' },
        // Its seat city is the start of a merged commune's name.
        adresse: { code_postal: '91000', commune: 'Évry-Courcouronnes' },
      });
    });

    it('answers 404 with a French message for an unknown code', async () => {
      const response = await get('/api/greffes/0000');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Greffe introuvable.' });
    });

    it.each(['75', 'abcd', '75011', '7 01'])('answers 400 naming params.code for %p', async (code) => {
      const response = await get(`/api/greffes/${encodeURIComponent(code)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Requête invalide : params.code doit être composé de 4 chiffres.',
        errors: [{ field: 'params.code', message: 'doit être composé de 4 chiffres' }],
      });
    });
  });

  describe('GET /api/greffes', () => {
    it('lists the 148 registries sorted by name, accents ignored', async () => {
      const response = await get('/api/greffes');
      expect(response.statusCode).toBe(200);
      const { total, greffes } = response.json<{ total: number; greffes: Array<{ nom: string; type: string }> }>();
      expect(total).toBe(148);
      expect(greffes).toHaveLength(148);
      const noms = greffes.map((greffe) => greffe.nom);
      expect(noms.slice(0, 3)).toEqual(['Agen', 'Aix-en-Provence', 'Ajaccio']);
      // É sorts as E: Épinal, Évreux and Évry come between Dunkerque and Foix.
      expect(noms.slice(noms.indexOf('Dunkerque'), noms.indexOf('Foix') + 1)).toEqual([
        'Dunkerque',
        'Épinal',
        'Évreux',
        'Évry',
        'Foix',
      ]);
      expect(greffes.filter((greffe) => greffe.type === 'TAE')).toHaveLength(12);
    });

    it('filters by département', async () => {
      const response = await get('/api/greffes?departement=13');
      expect(response.statusCode).toBe(200);
      expect(response.json().greffes.map((greffe: { code: string }) => greffe.code)).toEqual([
        '1301',
        '1303',
        '1304',
        '1305',
      ]);
    });

    it('accepts the Corsican and overseas département codes', async () => {
      expect((await get('/api/greffes?departement=2A')).json().greffes[0]).toMatchObject({ nom: 'Ajaccio' });
      expect((await get('/api/greffes?departement=974')).json().total).toBe(2);
    });

    it('accepts New Caledonia, which has no registry', async () => {
      expect((await get('/api/greffes?departement=988')).json()).toEqual({ total: 0, greffes: [] });
    });

    it.each(['20', '96', '979', '983', 'Paris', '7'])('answers 400 naming query.departement for %p', async (code) => {
      const response = await get(`/api/greffes?departement=${code}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        {
          field: 'query.departement',
          message: 'doit être un code de département (01 à 95, 2A, 2B, 971 à 978 ou 984 à 989)',
        },
      ]);
    });

    it('answers the same with a trailing slash', async () => {
      expect((await get('/api/greffes/?departement=75')).json().greffes[0]).toMatchObject({ code: '7501' });
    });

    it('ignores query parameters it does not know', async () => {
      expect((await get('/api/greffes?departement=75&tri=ville')).json().total).toBe(1);
    });
  });
});
