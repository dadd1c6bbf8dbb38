import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import { bearer, jetonAcces } from '../../../tests/helpers/jetons.js';
import {
  creerCompte,
  creerUtilisateur,
  dossierAbonne,
  type Appelant,
} from '../../../tests/fixtures/comptes-clients.js';

type Methode = 'GET' | 'POST' | 'PUT';

/** Every route of the module, for an account id; bodies valid so that only access decides. */
function routes(id: number, version = 1): Array<{ method: Methode; url: string; payload?: object }> {
  return [
    { method: 'POST', url: `/api/comptes_clients/${id}/selectionner` },
    { method: 'PUT', url: `/api/comptes_clients/${id}/selectionner` },
    {
      method: 'PUT',
      url: `/api/comptes_clients/${id}`,
      payload: { id, version, libelle_courrier: 'A', libelle_facturation: null },
    },
    { method: 'GET', url: `/api/comptes_clients/abonnements/${id}` },
    { method: 'GET', url: `/api/comptes_clients/${id}/suppression` },
    { method: 'POST', url: `/api/comptes_clients/${id}/demande_desabonnement`, payload: { motif: 'Trop cher' } },
  ];
}

const toutesLesRoutes = [
  { method: 'GET' as Methode, url: '/api/comptes_clients' },
  { method: 'GET' as Methode, url: '/api/comptes_clients/selectionne' },
  { method: 'POST' as Methode, url: '/api/comptes_clients/signatures/creation_dossier_client', payload: dossierAbonne },
  ...routes(1),
];

describe.each(backends)('comptes clients: access on %s', (backend) => {
  let test: TestApp;
  let claire: Appelant;
  let paul: Appelant;
  let compteDeClaire: number;

  beforeAll(async () => {
    test = await createTestApp(backend);
    claire = await creerUtilisateur(test.app, 'Claire');
    paul = await creerUtilisateur(test.app, 'Paul');
    compteDeClaire = (await creerCompte(test.app, claire, dossierAbonne)).id;
    // Paul has an account of his own: a selected account must not open anyone else's.
    await creerCompte(test.app, paul);
  });
  afterAll(() => test.close());

  it.each(toutesLesRoutes)('answers 401 to $method $url without a token', async (route) => {
    const response = await test.app.inject(route);
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json()).toMatchObject({ message: 'Authentification requise.' });
  });

  it('answers 401 to a malformed, expired or foreign token, before looking at the input', async () => {
    const expire = await jetonAcces(test.app, claire.id, claire.email, { expireDans: -60 });
    const autreAudience = await jetonAcces(test.app, claire.id, claire.email, {
      audience: 'https://ailleurs.test/api',
    });
    for (const jeton of ['pas-un-jeton', expire, autreAudience]) {
      for (const route of [
        ...toutesLesRoutes,
        { method: 'GET' as Methode, url: '/api/comptes_clients/abc/suppression' },
      ]) {
        const response = await test.app.inject({ ...route, headers: bearer(jeton) });
        expect({ route: route.url, status: response.statusCode }).toEqual({ route: route.url, status: 401 });
        expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      }
    }
  });

  it('answers 404 to another user on every route for an account that is not theirs, as for a missing id', async () => {
    const introuvable = { statusCode: 404, error: 'Not Found', message: 'Compte client introuvable.' };
    for (const id of [compteDeClaire, 999_999]) {
      for (const route of routes(id)) {
        const response = await test.app.inject({ ...route, headers: paul.headers });
        expect({ route: `${route.method} ${route.url}`, status: response.statusCode, body: response.json() }).toEqual({
          route: `${route.method} ${route.url}`,
          status: 404,
          body: introuvable,
        });
      }
    }
    // Nothing of Claire's changed: still her selected account, at version 1, no request recorded.
    const { rows } = await test.app.db.query(
      `SELECT c.version, uc.selectionne, a.resiliation_demandee_le
       FROM comptes_clients c JOIN utilisateurs_comptes uc ON uc.compte_client_id = c.id
       JOIN abonnements a ON a.compte_client_id = c.id WHERE c.id = $1`,
      [compteDeClaire],
    );
    expect(rows).toEqual([{ version: 1, selectionne: true, resiliation_demandee_le: null }]);
    const liste = await test.app.inject({ method: 'GET', url: '/api/comptes_clients', headers: paul.headers });
    expect(liste.json<Array<{ id: number }>>().map((compte) => compte.id)).not.toContain(compteDeClaire);
  });

  it.each(routes(0).map((route) => ({ ...route, url: route.url.replace('/0', '/abc') })))(
    'answers 400 naming params.id to $method $url',
    async (route) => {
      const response = await test.app.inject({ ...route, headers: claire.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'params.id', message: 'doit être un entier' }]);
    },
  );

  it('answers 401 when the token outlives its user', async () => {
    const parti = await creerUtilisateur(test.app, 'Parti');
    await test.app.db.query('DELETE FROM utilisateurs WHERE id = $1', [parti.id]);
    const creation = toutesLesRoutes[2] as (typeof toutesLesRoutes)[number];
    const response = await test.app.inject({ ...creation, headers: parti.headers });
    expect(response.statusCode).toBe(401);
    const liste = await test.app.inject({ method: 'GET', url: '/api/comptes_clients', headers: parti.headers });
    expect(liste.json()).toEqual([]);
  });
});

describe('comptes clients: OpenAPI', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(() => test.close());

  it('documents every route with its schemas', async () => {
    const { paths } = (await test.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/comptes_clients',
        '/api/comptes_clients/selectionne',
        '/api/comptes_clients/{id}/selectionner',
        '/api/comptes_clients/{id}',
        '/api/comptes_clients/abonnements/{id}',
        '/api/comptes_clients/{id}/suppression',
        '/api/comptes_clients/{id}/demande_desabonnement',
        '/api/comptes_clients/signatures/creation_dossier_client',
      ]),
    );
    const creation = paths['/api/comptes_clients/signatures/creation_dossier_client'].post;
    expect(Object.keys(creation.responses)).toEqual(['201', '400', '401']);
    expect(creation.requestBody.content['application/json'].schema.required).toContain('type_compte');
    expect(paths['/api/comptes_clients/{id}/selectionner'].put).toBeDefined();
  });
});
