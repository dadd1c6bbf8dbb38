import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';

describe.each(backends)('fonctions API on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const idsDe = (body: { fonctions: Array<{ id: number }> }) => body.fonctions.map((fonction) => fonction.id);

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  describe('GET /api/entreprises/:id/fonctions', () => {
    it('defaults to the beneficial owners, publishing only the month and year of birth', async () => {
      const response = await get(`/api/entreprises/${ids.alpha}/fonctions`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { fonctions } = response.json();
      expect(fonctions.map((f: { nature: string }) => f.nature)).toEqual([
        'BENEFICIAIRE_EFFECTIF',
        'BENEFICIAIRE_EFFECTIF',
      ]);
      expect(fonctions[0]).toEqual({
        id: 1005,
        nature: 'BENEFICIAIRE_EFFECTIF',
        qualite: 'Bénéficiaire effectif',
        date_debut: '2017-08-01',
        date_fin: null,
        actif: true,
        modalites_controle: 'Détention directe de plus de 25 % du capital',
        pourcentage_capital: 60,
        pourcentage_votes: 60,
        personne: {
          type: 'PHYSIQUE',
          id: ids.dupont,
          nom: 'DUPONT',
          nom_usage: 'MARTIN',
          prenoms: 'Marie Claire',
          mois_naissance: 4,
          annee_naissance: 1971,
          nationalite: 'Française',
        },
      });
      // Neither the day (23) nor the place of birth (Lyon) appears anywhere.
      expect(response.body).not.toMatch(/1971-04-23|"23"|lieu|Lyon/i);
    });

    it('lists current officers first, then ended mandates by end date', async () => {
      const body = (await get(`/api/entreprises/${ids.alpha}/fonctions?filtre_natures=DIRIGEANT`)).json();
      expect(idsDe(body)).toEqual([1001, 1003, 1002]);
      expect(body.fonctions[2]).toMatchObject({ actif: false, date_fin: '2020-06-30', personne: { nom: 'LEROY' } });
    });

    it('describes a legal-person holder with its permanent representative', async () => {
      const url = `/api/entreprises/${ids.alpha}/fonctions?filtre_natures=COMMISSAIRE_AUX_COMPTES,DIRIGEANT`;
      const body = (await get(url)).json();
      expect(idsDe(body)).toEqual([1001, 1003, 1004, 1002]);
      expect(body.fonctions[2].personne).toEqual({
        type: 'MORALE',
        entreprise_id: ids.audit,
        siren: '800111221',
        denomination: 'AUDIT CONSEIL ASSOCIES',
        representant: {
          type: 'PHYSIQUE',
          id: ids.bernard,
          nom: 'BERNARD',
          nom_usage: null,
          prenoms: 'Sophie',
          mois_naissance: 2,
          annee_naissance: 1979,
          nationalite: 'Française',
        },
      });
    });

    it('answers 404 for an unknown company', async () => {
      const response = await get('/api/entreprises/999999/fonctions');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Entreprise introuvable.');
    });

    it.each(['PRESIDENT', 'DIRIGEANT,', 'dirigeant', ''])(
      'answers 400 naming query.filtre_natures for %p',
      async (filtre) => {
        const response = await get(`/api/entreprises/${ids.alpha}/fonctions?filtre_natures=${filtre}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual([
          {
            field: 'query.filtre_natures',
            message:
              'doit être une liste de natures séparées par des virgules (DIRIGEANT, COMMISSAIRE_AUX_COMPTES, BENEFICIAIRE_EFFECTIF)',
          },
        ]);
      },
    );
  });

  describe('GET /api/fonctions?id_personne=', () => {
    it("lists a person's mandates, current first, with each company, beneficial ownership left out", async () => {
      const response = await get(`/api/fonctions?id_personne=${ids.dupont}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.total).toBe(2);
      expect(idsDe(body)).toEqual([1001, 1007]);
      expect(body.fonctions[1]).toMatchObject({
        qualite: 'Gérant',
        actif: false,
        date_fin: '2021-09-30',
        entreprise: { id: ids.beta, denomination: 'BETA NEGOCE', etat: 'RADIEE', siege: { commune: 'LYON 1' } },
      });
      expect(body.fonctions[0]).not.toHaveProperty('personne');
    });

    it('filters by the state of the company and pages', async () => {
      const radiees = (await get(`/api/fonctions?id_personne=${ids.dupont}&type_entreprise=RADIEE`)).json();
      expect(radiees.total).toBe(1);
      expect(idsDe(radiees)).toEqual([1007]);
      const actives = (await get(`/api/fonctions?id_personne=${ids.dupont}&type_entreprise=ACTIVE`)).json();
      expect(idsDe(actives)).toEqual([1001]);
      const page = (await get(`/api/fonctions?id_personne=${ids.dupont}&limit=1&offset=1`)).json();
      expect(page.total).toBe(2);
      expect(idsDe(page)).toEqual([1007]);
    });

    it('answers 404 for an unknown person', async () => {
      const response = await get('/api/fonctions?id_personne=999999');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Personne introuvable.' });
    });

    it.each([
      ['', 'query.id_personne', 'est obligatoire'],
      ['id_personne=abc', 'query.id_personne', 'doit être un identifiant (entier positif)'],
      ['id_personne=101&limit=101', 'query.limit', 'doit être inférieur ou égal à 100'],
      [
        'id_personne=101&type_entreprise=FERMEE',
        'query.type_entreprise',
        "doit valoir l'une des valeurs suivantes : ACTIVE, RADIEE",
      ],
    ])('answers 400 for %p', async (query, field, message) => {
      const response = await get(`/api/fonctions?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });
  });

  describe('GET /api/personnes_physiques/:id', () => {
    it('publishes the month and year of birth and counts the mandates', async () => {
      const response = await get(`/api/personnes_physiques/${ids.dupont}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        type: 'PHYSIQUE',
        id: ids.dupont,
        nom: 'DUPONT',
        nom_usage: 'MARTIN',
        prenoms: 'Marie Claire',
        mois_naissance: 4,
        annee_naissance: 1971,
        nationalite: 'Française',
        nombre_mandats: 2,
        nombre_mandats_actifs: 1,
      });
    });

    it('answers 404 for an unknown person, 400 for a malformed id', async () => {
      expect((await get('/api/personnes_physiques/999999')).json().message).toBe('Personne introuvable.');
      expect((await get('/api/personnes_physiques/0')).json().errors).toEqual([
        { field: 'params.id', message: 'doit être un identifiant (entier positif)' },
      ]);
    });
  });
});
