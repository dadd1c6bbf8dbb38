import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';

describe.each(backends)('GET /api/entreprises/:id/fiche on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
  });
  afterAll(() => test.close());

  it('gathers what the separate routes answer, in one call', async () => {
    const response = await get(`/api/entreprises/${ids.alpha}/fiche`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const fiche = response.json();
    const base = `/api/entreprises/${ids.alpha}`;
    const fonctions = async (nature: string) =>
      (await get(`${base}/fonctions?filtre_natures=${nature}`)).json().fonctions as unknown;
    expect(fiche.entreprise).toEqual((await get(base)).json());
    expect(fiche.dirigeants).toEqual(await fonctions('DIRIGEANT'));
    expect(fiche.commissaires_aux_comptes).toEqual(await fonctions('COMMISSAIRE_AUX_COMPTES'));
    expect(fiche.beneficiaires_effectifs).toEqual(await fonctions('BENEFICIAIRE_EFFECTIF'));
    expect(fiche.chiffres_cles).toEqual((await get(`${base}/chiffres_cles`)).json().exercices);
    expect(fiche.procedures).toEqual([]);
    expect(fiche.documents).toEqual((await get(`${base}/documents`)).json());
    expect(fiche.inscriptions).toEqual((await get(`${base}/inscriptions`)).json());
  });

  it('splits the mandates by nature, officers current first', async () => {
    const fiche = (await get(`/api/entreprises/${ids.alpha}/fiche`)).json();
    expect(fiche.dirigeants.map((f: { id: number }) => f.id)).toEqual([1001, 1003, 1002]);
    expect(fiche.commissaires_aux_comptes.map((f: { id: number }) => f.id)).toEqual([1004]);
    expect(fiche.beneficiaires_effectifs.map((f: { id: number }) => f.id)).toEqual([1005, 1006]);
    expect(fiche.chiffres_cles.map((e: { date_cloture: string }) => e.date_cloture)).toEqual([
      '2023-12-31',
      '2022-12-31',
      '2021-12-31',
    ]);
  });

  it('never publishes a full birth date nor a birth place', async () => {
    const body = (await get(`/api/entreprises/${ids.alpha}/fiche`)).body;
    for (const date of ['1971-04-23', '1965-09-12', '1979-02-05', '1980-11-02', '1985-12-30']) {
      expect(body).not.toContain(date);
    }
    expect(body).not.toMatch(/naissance"\s*:\s*"|lieu|Tunis|Nantes/i);
    expect(body).toContain('"mois_naissance":11,"annee_naissance":1980');
  });

  it('shows a legal-person director, confidential accounts and a proceeding in progress', async () => {
    const fiche = (await get(`/api/entreprises/${ids.gamma}/fiche`)).json();
    expect(fiche.dirigeants[1]).toMatchObject({
      qualite: 'Administrateur',
      personne: {
        type: 'MORALE',
        entreprise_id: ids.alpha,
        denomination: 'ALPHA SOLUTIONS',
        representant: { nom: 'DUPONT' },
      },
    });
    expect(fiche.chiffres_cles).toEqual([
      expect.objectContaining({ date_cloture: '2023-06-30', chiffre_affaires: null, confidentiel: true }),
      expect.objectContaining({ date_cloture: '2022-06-30', confidentiel: true }),
    ]);
    expect(fiche.procedures).toEqual([expect.objectContaining({ type: 'SAUVEGARDE', en_cours: true })]);
    expect(fiche.documents.comptes_annuels).toEqual([
      expect.objectContaining({ libelle: 'Comptes annuels simplifiés', confidentialite: 'CONFIDENTIEL' }),
    ]);
    expect(fiche.inscriptions).toEqual({ total: 0, categories: [] });
  });

  it('answers 404 for an unknown company and 400 for a malformed id', async () => {
    const response = await get('/api/entreprises/999999/fiche');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Entreprise introuvable.' });
    expect((await get('/api/entreprises/abc/fiche')).json().errors).toEqual([
      { field: 'params.id', message: 'doit être un identifiant (entier positif)' },
    ]);
  });
});
