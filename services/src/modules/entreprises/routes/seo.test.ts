import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';
import { rafraichirStatistiquesSeo } from '../statistiques-seo.js';

describe.each(backends)('SEO API on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const liste = async (query: string) => {
    const response = await get(`/api/seo/entreprises${query}`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ total: number; entreprises: Array<{ id: number }> }>();
    return { total: body.total, ids: body.entreprises.map((entreprise) => entreprise.id) };
  };

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  describe('GET /api/seo/departements', () => {
    it('counts the active companies by siège département, struck-off ones left out', async () => {
      const response = await get('/api/seo/departements');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(response.json()).toEqual({
        departements: [
          { code: '06', nom: 'Alpes-Maritimes', nombre_entreprises: 1 },
          { code: '13', nom: 'Bouches-du-Rhône', nombre_entreprises: 1 },
          { code: '75', nom: 'Paris', nombre_entreprises: 5 },
        ],
      });
    });
  });

  describe('GET /api/seo/departements/:dep/secteurs', () => {
    it('lists the NAF divisions having companies in the département', async () => {
      const response = await get('/api/seo/departements/75/secteurs');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        departement: { code: '75', nom: 'Paris' },
        secteurs: [
          {
            code: '35',
            libelle: "Production et distribution d'électricité, de gaz, de vapeur et d'air conditionné",
            nombre_entreprises: 1,
          },
          { code: '53', libelle: 'Activités de poste et de courrier', nombre_entreprises: 1 },
          { code: '62', libelle: 'Programmation, conseil et autres activités informatiques', nombre_entreprises: 2 },
          { code: '69', libelle: 'Activités juridiques et comptables', nombre_entreprises: 1 },
        ],
      });
    });

    it('answers an empty list for a département without companies', async () => {
      expect((await get('/api/seo/departements/69/secteurs')).json()).toEqual({
        departement: { code: '69', nom: 'Rhône' },
        secteurs: [],
      });
    });

    it('answers 404 for a département absent from the reference, 400 for a malformed code', async () => {
      const response = await get('/api/seo/departements/985/secteurs');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Département introuvable.');
      expect((await get('/api/seo/departements/20/secteurs')).json().errors).toEqual([
        {
          field: 'params.dep',
          message: 'doit être un code de département (01 à 95, 2A, 2B, 971 à 978 ou 984 à 989)',
        },
      ]);
    });
  });

  describe('GET /api/seo/departements/:dep/secteurs/:division/naf', () => {
    it('lists the NAF codes of the division in the département', async () => {
      const response = await get('/api/seo/departements/75/secteurs/62/naf');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        departement: { code: '75', nom: 'Paris' },
        secteur: { code: '62', libelle: 'Programmation, conseil et autres activités informatiques' },
        codes_naf: [
          { code: '62.01Z', libelle: 'Programmation informatique', nombre_entreprises: 1 },
          { code: '62.02A', libelle: 'Conseil en systèmes et logiciels informatiques', nombre_entreprises: 1 },
        ],
      });
    });

    it('answers 404 for an unknown division, 400 for a malformed one', async () => {
      const response = await get('/api/seo/departements/75/secteurs/00/naf');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("Secteur d'activité introuvable.");
      expect((await get('/api/seo/departements/75/secteurs/6/naf')).json().errors).toEqual([
        { field: 'params.division', message: 'doit être une division NAF de 2 chiffres' },
      ]);
    });
  });

  describe('GET /api/seo/entreprises', () => {
    it('lists the active companies largest first: establishments, then capital, then id', async () => {
      expect(await liste('')).toEqual({
        total: 7,
        ids: [ids.alpha, ids.laPoste, ids.edf, ids.gamma, ids.audit, ids.durand, ids.delta],
      });
    });

    it('filters by département, sector, NAF code and registry, totals from the summary', async () => {
      expect(await liste('?numero_departement=75')).toEqual({
        total: 5,
        ids: [ids.alpha, ids.laPoste, ids.edf, ids.audit, ids.delta],
      });
      expect(await liste('?numero_departement=75&secteur_activite=62')).toEqual({
        total: 2,
        ids: [ids.alpha, ids.delta],
      });
      expect(await liste('?numero_departement=75&code_naf=62.02A')).toEqual({ total: 1, ids: [ids.delta] });
      expect(await liste('?secteur_activite=62')).toEqual({ total: 2, ids: [ids.alpha, ids.delta] });
      expect(await liste('?code_naf=70.10Z')).toEqual({ total: 1, ids: [ids.gamma] });
      expect(await liste('?code_greffe=7501')).toEqual({ total: 4, ids: [ids.alpha, ids.laPoste, ids.edf, ids.audit] });
      expect(await liste('?secteur_activite=62&code_naf=69.20Z')).toEqual({ total: 0, ids: [] });
      expect(await liste('?numero_departement=69')).toEqual({ total: 0, ids: [] });
    });

    it('takes capital_social as a minimum capital, counting at request time', async () => {
      expect(await liste('?capital_social=1000000')).toEqual({ total: 3, ids: [ids.laPoste, ids.edf, ids.gamma] });
      expect(await liste('?capital_social=50000&numero_departement=75&code_greffe=7501')).toEqual({
        total: 4,
        ids: [ids.alpha, ids.laPoste, ids.edf, ids.audit],
      });
    });

    it('pages with limit and offset', async () => {
      expect(await liste('?numero_departement=75&limit=2&offset=1')).toEqual({ total: 5, ids: [ids.laPoste, ids.edf] });
    });

    it('answers each company in its summary form', async () => {
      const { entreprises } = (await get('/api/seo/entreprises?code_naf=62.01Z')).json();
      expect(entreprises).toEqual([
        {
          id: ids.alpha,
          siren: '552100554',
          siren_formate: '552 100 554',
          denomination: 'ALPHA SOLUTIONS',
          sigle: 'ALS',
          forme_juridique: { code: '5710', libelle: 'Société par actions simplifiée' },
          etat: 'ACTIVE',
          naf: { code: '62.01Z', libelle: 'Programmation informatique' },
          capital: { montant: 150000, devise: 'EUR', variable: false },
          date_immatriculation: '2015-03-10',
          siege: { code_postal: '75002', commune: 'PARIS 2' },
          nombre_etablissements: 4,
        },
      ]);
    });

    it.each([
      ['limit=101', 'query.limit', 'doit être inférieur ou égal à 100'],
      ['offset=10001', 'query.offset', 'doit être inférieur ou égal à 10000'],
      ['capital_social=-1', 'query.capital_social', 'doit être supérieur ou égal à 0'],
      ['code_naf=62.01', 'query.code_naf', 'doit être un code NAF de la forme 62.01Z'],
      ['secteur_activite=A', 'query.secteur_activite', 'doit être une division NAF de 2 chiffres'],
      ['code_greffe=75', 'query.code_greffe', 'doit être composé de 4 chiffres'],
    ])('answers 400 for %s', async (query, field, message) => {
      const response = await get(`/api/seo/entreprises?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });
  });

  describe('rafraichirStatistiquesSeo', () => {
    it('is what moves the counts: a new company shows in them only after a refresh', async () => {
      await test.app.db.query(
        `INSERT INTO entreprises (id, siren, personne_physique, denomination, forme_juridique_code, etat, statut,
           source, code_naf, siege_departement_code, nb_etablissements)
         VALUES (9, '888777661', false, 'EPSILON', '5710', 'ACTIVE', 'A', 'GENERATEUR', '62.01Z', '75', 1)`,
      );
      const paris = async () =>
        (await get('/api/seo/departements')).json().departements.find((d: { code: string }) => d.code === '75');
      expect((await paris()).nombre_entreprises).toBe(5);
      expect((await liste('?numero_departement=75')).total).toBe(5);

      expect(await rafraichirStatistiquesSeo(test.app.db)).toBeGreaterThan(0);
      expect((await paris()).nombre_entreprises).toBe(6);
      expect(await liste('?numero_departement=75&code_naf=62.01Z')).toEqual({ total: 2, ids: [ids.alpha, 9] });
      expect((await get('/api/greffes/7501')).json().nombre_entreprises).toBe(4);
    });
  });
});
