import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';

describe.each(backends)('dossier API on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  describe('GET /api/procedures_collectives?id_entreprise=', () => {
    it('lists the proceedings newest first, each with its judgments in date order', async () => {
      const response = await get(`/api/procedures_collectives?id_entreprise=${ids.beta}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      const { procedures } = response.json();
      expect(procedures.map((p: { id: number }) => p.id)).toEqual([2001, 2000]);
      expect(procedures[0]).toEqual({
        id: 2001,
        type: 'LIQUIDATION_JUDICIAIRE',
        libelle: 'Liquidation judiciaire',
        date_ouverture: '2020-03-02',
        date_cloture: '2021-09-15',
        en_cours: false,
        greffe: { code: '6901', nom: 'Lyon' },
        jugements: [
          {
            date: '2020-03-02',
            nature: "Jugement d'ouverture d'une procédure de liquidation judiciaire",
            complement: 'Date de cessation des paiements : 01/02/2020',
          },
          { date: '2021-09-15', nature: "Jugement de clôture pour insuffisance d'actif", complement: null },
        ],
      });
    });

    it('marks a proceeding without closing date as in progress', async () => {
      const { procedures } = (await get(`/api/procedures_collectives?id_entreprise=${ids.gamma}`)).json();
      expect(procedures).toEqual([
        expect.objectContaining({ type: 'SAUVEGARDE', libelle: 'Sauvegarde', en_cours: true, date_cloture: null }),
      ]);
    });

    it('answers an empty list, 404 for an unknown company and 400 without id', async () => {
      expect((await get(`/api/procedures_collectives?id_entreprise=${ids.alpha}`)).json()).toEqual({ procedures: [] });
      const inconnue = await get('/api/procedures_collectives?id_entreprise=999999');
      expect(inconnue.statusCode).toBe(404);
      expect(inconnue.json().message).toBe('Entreprise introuvable.');
      expect((await get('/api/procedures_collectives')).json().errors).toEqual([
        { field: 'query.id_entreprise', message: 'est obligatoire' },
      ]);
    });
  });

  describe('GET /api/entreprises/:id/documents', () => {
    it('lists deeds and annual accounts newest first, with their confidentiality', async () => {
      const response = await get(`/api/entreprises/${ids.alpha}/documents`);
      expect(response.statusCode).toBe(200);
      const { actes, comptes_annuels } = response.json();
      expect(actes.map((d: { libelle: string }) => d.libelle)).toEqual([
        "Procès-verbal d'assemblée générale",
        'Statuts mis à jour',
        'Statuts constitutifs',
      ]);
      expect(actes[1]).toEqual({
        id: 3002,
        categorie: 'ACTE',
        type: 'Statuts mis à jour',
        libelle: 'Statuts mis à jour',
        date_document: '2022-06-01',
        date_depot: '2022-06-20',
        numero_depot: '2022/054321',
        confidentialite: 'PUBLIC',
      });
      expect(comptes_annuels).toEqual([
        expect.objectContaining({
          date_document: '2023-12-31',
          libelle: 'Comptes annuels complets',
          confidentialite: 'PUBLIC',
        }),
        expect.objectContaining({ date_document: '2022-12-31', confidentialite: 'COMPTE_RESULTAT_CONFIDENTIEL' }),
      ]);
    });

    it('answers 404 for an unknown company', async () => {
      expect((await get('/api/entreprises/999999/documents')).statusCode).toBe(404);
    });
  });

  describe('GET /api/documents/beneficiaires_effectifs', () => {
    it('lists the declarations newest first, optionally of one type', async () => {
      const tous = (await get(`/api/documents/beneficiaires_effectifs?id_entreprise=${ids.alpha}`)).json();
      expect(tous.documents.map((d: { type: string }) => d.type)).toEqual([
        'Déclaration modificative',
        'Déclaration initiale',
      ]);
      const url = `/api/documents/beneficiaires_effectifs?id_entreprise=${ids.alpha}&type_document=${encodeURIComponent('Déclaration initiale')}`;
      const initiale = (await get(url)).json();
      expect(initiale.documents).toEqual([
        expect.objectContaining({ id: 3006, categorie: 'BENEFICIAIRES_EFFECTIFS', date_depot: '2017-08-10' }),
      ]);
    });

    it('answers 404 for an unknown company, 400 for a malformed id', async () => {
      expect((await get('/api/documents/beneficiaires_effectifs?id_entreprise=999999')).statusCode).toBe(404);
      expect((await get('/api/documents/beneficiaires_effectifs?id_entreprise=-1')).json().errors).toEqual([
        { field: 'query.id_entreprise', message: 'doit être un identifiant (entier positif)' },
      ]);
    });
  });

  describe('GET /api/entreprises/:id/inscriptions', () => {
    it("counts registrations not struck off, by category in the order of the état d'endettement", async () => {
      const response = await get(`/api/entreprises/${ids.alpha}/inscriptions`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        total: 3,
        categories: [
          { categorie: 'PRIVILEGE_TRESOR', libelle: 'Privilèges du Trésor', nombre: 1 },
          { categorie: 'NANTISSEMENT_FONDS_COMMERCE', libelle: 'Nantissements du fonds de commerce', nombre: 2 },
        ],
      });
    });

    it('answers zero for a company without registrations and 404 for an unknown one', async () => {
      expect((await get(`/api/entreprises/${ids.beta}/inscriptions`)).json()).toEqual({ total: 0, categories: [] });
      expect((await get('/api/entreprises/999999/inscriptions')).statusCode).toBe(404);
    });
  });
});
