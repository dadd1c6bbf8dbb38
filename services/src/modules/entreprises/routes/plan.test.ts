import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';

describe.each(backends)('GET /api/seo/plan/:type on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const page = async (url: string) =>
    (await get(url)).json<{ elements: Array<{ id: number }> }>().elements.map((e) => e.id);

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  it('pages the companies by id after apres_id, with their last modification date', async () => {
    const response = await get('/api/seo/plan/entreprises?limit=3');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json().elements).toEqual([
      { id: ids.alpha, siren: '552100554', denomination: 'ALPHA SOLUTIONS', lastmod: '2024-05-02' },
      { id: ids.beta, siren: '798765434', denomination: 'BETA NEGOCE', lastmod: '2021-10-01' },
      expect.objectContaining({ id: ids.gamma, lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown }),
    ]);
    expect(await page(`/api/seo/plan/entreprises?apres_id=${ids.gamma}&limit=3`)).toEqual([
      ids.audit,
      ids.edf,
      ids.laPoste,
    ]);
    expect(await page(`/api/seo/plan/entreprises?apres_id=${ids.laPoste}&limit=3`)).toEqual([ids.delta]);
    expect(await page(`/api/seo/plan/entreprises?apres_id=${ids.delta}`)).toEqual([]);
  });

  it('leaves out sole traders, whose pages are not indexed', async () => {
    expect(await page('/api/seo/plan/entreprises')).not.toContain(ids.durand);
  });

  it('lists the establishment lists of the companies having more than one establishment', async () => {
    expect(await page('/api/seo/plan/etablissements')).toEqual([ids.alpha, ids.edf, ids.laPoste]);
    expect(await page(`/api/seo/plan/etablissements?apres_id=${ids.alpha}&limit=1`)).toEqual([ids.edf]);
  });

  it('gives the largest id of each plan, to cut the sitemap index into id ranges', async () => {
    const response = await get('/api/seo/plan');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ entreprises: { max_id: ids.delta }, etablissements: { max_id: ids.laPoste } });
  });

  it.each([
    ['personnes', '', 'params.type', "doit valoir l'une des valeurs suivantes : entreprises, etablissements"],
    ['entreprises', '?limit=50001', 'query.limit', 'doit être inférieur ou égal à 50000'],
    ['entreprises', '?apres_id=-1', 'query.apres_id', 'doit être supérieur ou égal à 0'],
  ])('answers 400 for /%s%s', async (type, query, field, message) => {
    const response = await get(`/api/seo/plan/${type}${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });
});
