import type { LightMyRequestResponse } from 'fastify';

import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { client } from '../../../tests/fixtures/surveillance.js';
import { backends } from '../../../tests/helpers/test-app.js';

describe.each(backends)('the surveillance basket (finishOrContinueSurveillance) on %s', (backend) => {
  let test: AppCommandes;
  let claire: { qui: Appelant; compte: number };
  const appel = (
    method: 'GET' | 'POST',
    url: string,
    qui: Appelant,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url: `/api${url}`, headers: qui.headers, ...(payload === undefined ? {} : { payload }) });
  const auPanier = async (qui: Appelant, id_entite: number, groupes: string[]) => {
    const reponse = await appel('POST', '/paniers/surveillances', qui, { id_entite, groupes });
    expect(reponse.statusCode).toBe(201);
  };
  const valider = (qui: Appelant, corps: object = {}) =>
    appel('POST', '/surveillance/finishOrContinueSurveillance', qui, corps);
  const articlesSurveillance = async (compte: number) =>
    (
      await test.app.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM panier_articles a JOIN paniers p ON p.id = a.panier_id
          WHERE p.compte_client_id = $1 AND a.id_article_catalogue = 'SURVEILLANCE'`,
        [compte],
      )
    ).rows[0]?.n;

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await client(test.app, 'ABONNE');
  });
  afterAll(() => test.close());

  it('opens the watches put in the basket with their groups, and takes them out of it', async () => {
    const groupe = (await appel('POST', `/favori/${claire.compte}`, claire.qui, { libelle: 'Fournisseurs' })).json<{
      id: number;
    }>().id;
    await appel('POST', '/surveillance', claire.qui, { id_entreprise: ids.edf, domaines: ['BIL'] });
    await auPanier(claire.qui, ids.alpha, ['BIL', 'PROCEDURES_COLLECTIVES']);
    await auPanier(claire.qui, ids.edf, ['ACT']);
    await auPanier(claire.qui, ids.beta, ['ACT']);

    const reponse = await valider(claire.qui, { groupe_favoris_id: groupe });
    expect(reponse.statusCode).toBe(200);
    const resultat = reponse.json<{
      ouvertes: Array<Record<string, unknown>>;
      deja_surveillees: Array<{ id: number }>;
      radiees: Array<{ id: number }>;
    }>();
    expect(resultat.ouvertes).toEqual([
      expect.objectContaining({
        entreprise: expect.objectContaining({ id: ids.alpha }) as unknown,
        domaines: ['BIL', 'PROCEDURES_COLLECTIVES'],
        groupe_favoris: { id: groupe, libelle: 'Fournisseurs' },
        etat: 'ACTIVE',
      }),
    ]);
    expect(resultat.deja_surveillees.map((e) => e.id)).toEqual([ids.edf]);
    expect(resultat.radiees.map((e) => e.id)).toEqual([ids.beta]);
    expect(await articlesSurveillance(claire.compte)).toBe(0);
    expect((await appel('GET', '/surveillance/true', claire.qui)).json<{ total: number }>().total).toBe(2);
    // Nothing left: a second call opens nothing.
    expect((await valider(claire.qui)).json()).toEqual({ ouvertes: [], deja_surveillees: [], radiees: [] });
  });

  it('opens all or none: over the maximum, 409 and the basket stays as it was', async () => {
    const marc = await client(test.app, 'MEMBRE', 'Marc');
    await auPanier(marc.qui, ids.alpha, ['BIL']);
    await auPanier(marc.qui, ids.audit, ['ACT']);
    const reponse = await valider(marc.qui);
    expect(reponse.statusCode).toBe(409);
    expect(reponse.json<{ message: string }>().message).toMatch(
      /^Plafond atteint : un compte MEMBRE peut avoir au plus 1 /,
    );
    expect(await articlesSurveillance(marc.compte)).toBe(2);
    expect((await appel('GET', '/surveillance/true', marc.qui)).json<{ total: number }>().total).toBe(0);
  });

  it('answers 400 to a bad folder id, 404 to another account’s folder, 401 without a token', async () => {
    const autre = await client(test.app, 'ABONNE', 'Bruno');
    const sien = (await appel('POST', `/favori/${autre.compte}`, autre.qui, { libelle: 'Clients' })).json<{
      id: number;
    }>().id;
    await auPanier(claire.qui, ids.alpha, ['BIL']);
    const mauvais = await valider(claire.qui, { groupe_favoris_id: 'x' });
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json<{ errors: Array<{ field: string }> }>().errors[0]?.field).toBe('body.groupe_favoris_id');
    expect((await valider(claire.qui, { groupe_favoris_id: sien })).statusCode).toBe(404);
    const sansJeton = await test.app.inject({ method: 'POST', url: '/api/surveillance/finishOrContinueSurveillance' });
    expect(sansJeton.statusCode).toBe(401);
    expect(await articlesSurveillance(claire.compte)).toBe(1);
  });
});
