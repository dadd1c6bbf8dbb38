import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';

/** The registries' jurisdictions, from the communes loaded at start (registre/reference). */
describe.each(backends)('greffes and their jurisdictions on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const codes = async (url: string) =>
    (await get(url)).json<{ greffes: Array<{ code: string }> }>().greffes.map((greffe) => greffe.code);

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  describe('GET /api/greffes?recherche=', () => {
    it.each(['Villeurbanne', 'villeur', 'VILLEURBANNE'])(
      'finds the registry of a commune by the start of its name: %p',
      async (recherche) => {
        expect(await codes(`/api/greffes?recherche=${recherche}`)).toEqual(['6901']);
      },
    );

    it('ignores accents and punctuation, and combines with the département', async () => {
      expect(await codes(`/api/greffes?recherche=${encodeURIComponent('saint étienne')}&departement=42`)).toEqual([
        '4202',
      ]);
      expect(await codes(`/api/greffes?recherche=${encodeURIComponent('Évry')}`)).toContain('7801');
    });

    it('finds a registry by a postal code of its jurisdiction, or the start of one', async () => {
      expect(await codes('/api/greffes?recherche=69003')).toEqual(['6901']);
      expect(await codes('/api/greffes?recherche=75')).toEqual(['7501']);
    });

    it("finds a registry by its own name, even where it is no commune's", async () => {
      expect(await codes(`/api/greffes?recherche=${encodeURIComponent('métropole')}`)).toEqual(['5910']);
    });

    it('answers an empty list when nothing matches', async () => {
      expect((await get('/api/greffes?recherche=zzzz')).json()).toEqual({ total: 0, greffes: [] });
    });

    it('finds nothing for a search without letters or digits, rather than refusing it', async () => {
      expect((await get('/api/greffes?recherche=--')).json()).toEqual({ total: 0, greffes: [] });
    });

    it('answers 400 for a search longer than 200 characters', async () => {
      const response = await get(`/api/greffes?recherche=${'a'.repeat(201)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'query.recherche', message: 'doit contenir au plus 200 caractères' },
      ]);
    });
  });

  describe('GET /api/greffes/:code', () => {
    it('gives the commune of the seat, the size of the jurisdiction and the companies', async () => {
      const response = await get('/api/greffes/6901');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.json()).toMatchObject({
        code: '6901',
        adresse: { code_postal: '69001', commune: 'Lyon' },
        nombre_communes: expect.any(Number) as unknown,
        nombre_entreprises: 0,
      });
      expect(response.json().nombre_communes).toBeGreaterThan(100);
    });
  });

  describe('GET /api/greffes/:code/communes', () => {
    it('lists the communes of the jurisdiction by name, with their postal codes', async () => {
      const response = await get('/api/greffes/7501/communes');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(1);
      expect(body.communes[0]).toMatchObject({ code: '75056', nom: 'Paris' });
      expect(body.communes[0].codes_postaux).toEqual(expect.arrayContaining(['75001', '75020']));
    });

    it('pages the list, sorted by name with accents ignored', async () => {
      const tout = (await get('/api/greffes/6901/communes?limit=1000')).json();
      const noms: string[] = tout.communes.map((commune: { nom: string }) => commune.nom);
      expect(noms).toHaveLength(tout.total);
      const cle = (nom: string) =>
        nom
          .normalize('NFD')
          .replace(/\p{M}/gu, '')
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, ' ');
      expect(noms.map(cle)).toEqual([...noms.map(cle)].sort());
      const page = (await get('/api/greffes/6901/communes?limit=3&offset=2')).json();
      expect(page.communes.map((commune: { nom: string }) => commune.nom)).toEqual(noms.slice(2, 5));
    });

    it('answers 404 for an unknown registry and 400 for a bad page', async () => {
      const response = await get('/api/greffes/0000/communes');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Greffe introuvable.');
      expect((await get('/api/greffes/7501/communes?limit=1001')).json().errors).toEqual([
        { field: 'query.limit', message: 'doit être inférieur ou égal à 1000' },
      ]);
    });
  });
});
