import { createAppAvecRegistre, ids } from '../../../../tests/fixtures/registre.js';
import { inserer } from '../../../../tests/fixtures/registre/inserer.js';
import { backends, type TestApp } from '../../../../tests/helpers/test-app.js';

/**
 * ALPHA's history, written out of order: two events share a day (the latest written first), one
 * records the fields a change replaced and wrote, one an officer's birth that is never published.
 * GAMMA has 23 events (more than a default page); BETA, DURAND and the others none.
 */
const evenementsAlpha = [
  { id: 9001, date_evenement: '2005-03-12', type: 'RCS', nature: 'IMMATRICULATION', libelle: 'Immatriculation' },
  {
    id: 9004,
    date_evenement: '2021-06-30',
    type: 'RCS',
    nature: 'MODIFICATION',
    libelle: 'Augmentation du capital social',
    origine: 'ACTIVITE',
    avant: JSON.stringify({ capital: 10000 }),
    apres: JSON.stringify({ capital: 50000 }),
  },
  {
    id: 9002,
    date_evenement: '2024-07-22',
    type: 'BIL',
    nature: 'DEPOT_COMPTES',
    libelle: 'Dépôt des comptes annuels',
  },
  { id: 9003, date_evenement: '2015-09-01', type: 'PN', nature: 'INSCRIPTION', libelle: 'Inscription d’un privilège' },
  {
    id: 9005,
    date_evenement: '2024-07-22',
    type: 'RCS',
    nature: 'NOMINATION',
    libelle: 'Nomination d’un directeur général',
    origine: 'ACTIVITE',
    avant: JSON.stringify({ date_naissance: '1971-04-23' }),
    apres: JSON.stringify({ dirigeant: 'Jean DUPONT', personne: { nom: 'DUPONT', lieu_naissance: 'Nantes' } }),
    personne_physique_id: ids.dupont,
  },
  { id: 9006, date_evenement: '2012-01-10', type: 'ACT', nature: 'DEPOT_ACTE', libelle: 'Dépôt d’acte : Statuts' },
];

const evenementsGamma = Array.from({ length: 23 }, (_, index) => ({
  id: 9100 + index,
  date_evenement: `${2000 + index}-05-15`,
  type: 'PCL',
  nature: 'JUGEMENT',
  libelle: `Jugement ${index + 1}`,
}));

describe.each(backends)('GET /api/entreprises/:id/evenements on %s', (backend) => {
  let test: TestApp;
  const get = (url: string) => test.app.inject({ method: 'GET', url });
  const idsDe = (body: { evenements: { id: number }[] }) => body.evenements.map((evenement) => evenement.id);

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
    await inserer(test.app.db, 'evenements_registre', [
      ...evenementsAlpha.map((evenement) => ({ entreprise_id: ids.alpha, ...evenement })),
      ...evenementsGamma.map((evenement) => ({ entreprise_id: ids.gamma, ...evenement })),
    ]);
  });
  afterAll(() => test.close());

  it('lists the events newest first, the latest written first on the same day, publicly cacheable', async () => {
    const response = await get(`/api/entreprises/${ids.alpha}/evenements`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const body = response.json();
    expect(body.total).toBe(6);
    expect(idsDe(body)).toEqual([9005, 9002, 9004, 9003, 9006, 9001]);
    expect(body.evenements[2]).toEqual({
      id: 9004,
      date: '2021-06-30',
      type: 'RCS',
      nature: 'MODIFICATION',
      libelle: 'Augmentation du capital social',
      avant: { capital: 10000 },
      apres: { capital: 50000 },
    });
    expect(body.evenements[1]).toEqual({
      id: 9002,
      date: '2024-07-22',
      type: 'BIL',
      nature: 'DEPOT_COMPTES',
      libelle: 'Dépôt des comptes annuels',
      avant: null,
      apres: null,
    });
  });

  it('never publishes a birth date or place a change recorded', async () => {
    const response = await get(`/api/entreprises/${ids.alpha}/evenements?limit=1`);
    expect(response.json().evenements[0]).toMatchObject({
      id: 9005,
      avant: null,
      apres: { dirigeant: 'Jean DUPONT', personne: { nom: 'DUPONT' } },
    });
    expect(response.body).not.toMatch(/naissance|1971-04-23|Nantes/);
  });

  it('pages with limit and offset, the total unchanged', async () => {
    const page = async (query: string) => (await get(`/api/entreprises/${ids.alpha}/evenements?${query}`)).json();
    expect(idsDe(await page('limit=2'))).toEqual([9005, 9002]);
    expect(await page('limit=2&offset=2')).toMatchObject({ total: 6 });
    expect(idsDe(await page('limit=2&offset=2'))).toEqual([9004, 9003]);
    expect(idsDe(await page('limit=2&offset=4'))).toEqual([9006, 9001]);
    expect(await page('limit=2&offset=6')).toEqual({ total: 6, evenements: [] });
  });

  it('answers 20 events by default, up to 100 on demand', async () => {
    const defaut = (await get(`/api/entreprises/${ids.gamma}/evenements`)).json();
    expect(defaut.total).toBe(23);
    expect(idsDe(defaut)).toEqual(Array.from({ length: 20 }, (_, index) => 9122 - index));
    const suite = (await get(`/api/entreprises/${ids.gamma}/evenements?offset=20`)).json();
    expect(idsDe(suite)).toEqual([9102, 9101, 9100]);
    expect((await get(`/api/entreprises/${ids.gamma}/evenements?limit=100`)).json().evenements).toHaveLength(23);
  });

  it('answers an empty history for a company without events', async () => {
    for (const id of [ids.beta, ids.delta]) {
      const response = await get(`/api/entreprises/${id}/evenements`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ total: 0, evenements: [] });
    }
  });

  it('answers 404 with a French message for an unknown company', async () => {
    const response = await get('/api/entreprises/999999/evenements');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ statusCode: 404, error: 'Not Found', message: 'Entreprise introuvable.' });
  });

  it.each([
    ['abc/evenements', 'params.id', 'doit être un identifiant (entier positif)'],
    ['0/evenements', 'params.id', 'doit être un identifiant (entier positif)'],
    [`${ids.alpha}/evenements?limit=101`, 'query.limit', 'doit être inférieur ou égal à 100'],
    [`${ids.alpha}/evenements?limit=0`, 'query.limit', 'doit être supérieur ou égal à 1'],
    [`${ids.alpha}/evenements?limit=dix`, 'query.limit', 'doit être un entier'],
    [`${ids.alpha}/evenements?offset=-1`, 'query.offset', 'doit être supérieur ou égal à 0'],
    [`${ids.alpha}/evenements?offset=1.5`, 'query.offset', 'doit être un entier'],
  ])('answers 400 for %s, naming the field in French', async (chemin, field, message) => {
    const response = await get(`/api/entreprises/${chemin}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });

  it('gives the fiche the first page, as the route answers it', async () => {
    for (const id of [ids.alpha, ids.gamma, ids.beta]) {
      const fiche = (await get(`/api/entreprises/${id}/fiche`)).json();
      expect(fiche.evenements).toEqual((await get(`/api/entreprises/${id}/evenements`)).json());
    }
  });
});
