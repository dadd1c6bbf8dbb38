import type { LightMyRequestResponse } from 'fastify';

import { createAppCommandes, type AppCommandes } from '../../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../../tests/fixtures/comptes-clients.js';
import { client } from '../../../../tests/fixtures/surveillance.js';
import { backends } from '../../../../tests/helpers/test-app.js';

describe.each(backends)('alert preferences on %s', (backend) => {
  let test: AppCommandes;
  let claire: { qui: Appelant; compte: number };
  let bruno: { qui: Appelant; compte: number };
  const appel = (
    method: 'GET' | 'PUT',
    url: string,
    qui?: Appelant,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url: `/api${url}`, headers: qui?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
    claire = await client(test.app, 'ABONNE');
    bruno = await client(test.app, 'MEMBRE', 'Bruno');
  });
  afterAll(() => test.close());

  it('answers the daily digest by default, then the mode chosen, per user and account', async () => {
    const defaut = await appel('GET', `/alertes/${claire.compte}/preferences`, claire.qui);
    expect(defaut.statusCode).toBe(200);
    expect(defaut.json()).toEqual({ id_compte_client: claire.compte, mode: 'QUOTIDIENNE', modifie_le: null });

    const choisi = await appel('PUT', `/alertes/${claire.compte}/preferences`, claire.qui, { mode: 'IMMEDIATE' });
    expect(choisi.statusCode).toBe(200);
    expect(choisi.json()).toMatchObject({ id_compte_client: claire.compte, mode: 'IMMEDIATE' });
    expect(Date.parse(choisi.json().modifie_le)).not.toBeNaN();
    expect((await appel('GET', `/alertes/${claire.compte}/preferences`, claire.qui)).json().mode).toBe('IMMEDIATE');
    await appel('PUT', `/alertes/${claire.compte}/preferences`, claire.qui, { mode: 'AUCUNE' });
    expect((await appel('GET', `/alertes/${claire.compte}/preferences`, claire.qui)).json().mode).toBe('AUCUNE');
    // Another user's preferences are theirs alone.
    expect((await appel('GET', `/alertes/${bruno.compte}/preferences`, bruno.qui)).json().mode).toBe('QUOTIDIENNE');
  });

  it('answers 400 naming the field for a bad mode, 404 for another account, 401 without a token', async () => {
    for (const corps of [{ mode: 'SOUVENT' }, {}, { mode: 1 }]) {
      const reponse = await appel('PUT', `/alertes/${claire.compte}/preferences`, claire.qui, corps);
      expect(reponse.statusCode).toBe(400);
      expect(reponse.json().errors.map((e: { field: string }) => e.field)).toContain('body.mode');
    }
    const mauvais = await appel('PUT', `/alertes/${claire.compte}/preferences`, claire.qui, { mode: 'SOUVENT' });
    expect(mauvais.json().errors[0].message).toMatch(/AUCUNE, IMMEDIATE ou QUOTIDIENNE/);
    expect((await appel('GET', `/alertes/abc/preferences`, claire.qui)).statusCode).toBe(400);

    for (const [method, payload] of [['GET'], ['PUT', { mode: 'IMMEDIATE' }]] as const) {
      const autre = await appel(method, `/alertes/${bruno.compte}/preferences`, claire.qui, payload);
      expect(autre.statusCode).toBe(404);
      expect(autre.json().message).toBe('Compte client introuvable.');
      expect((await appel(method, `/alertes/${claire.compte}/preferences`, undefined, payload)).statusCode).toBe(401);
    }
    // Bruno's choice was not changed by Claire's attempt.
    expect((await appel('GET', `/alertes/${bruno.compte}/preferences`, bruno.qui)).json().mode).toBe('QUOTIDIENNE');
  });
});
