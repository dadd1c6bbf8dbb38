import type { LightMyRequestResponse } from 'fastify';

import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { lirePdf } from '../../../tests/fixtures/documents/pdf.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { client, evenement } from '../../../tests/fixtures/surveillance.js';
import { backends } from '../../../tests/helpers/test-app.js';
import { diffuserRevelations } from './index.js';

/** revelation/rapport and surveillance/rapport: real PDFs, the notice only once consulted. */
describe.each(backends)('surveillance reports on %s', (backend) => {
  let test: AppCommandes;
  let claire: { qui: Appelant; compte: number };
  const appel = (
    method: 'GET' | 'POST',
    url: string,
    qui: Appelant,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url: `/api${url}`, headers: qui.headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await client(test.app, 'ABONNE');
  });
  afterAll(() => test.close());

  it('gives the report of a révélation once its notice is consulted, 409 before', async () => {
    const watch = (
      await appel('POST', '/surveillance', claire.qui, { id_entreprise: ids.alpha, domaines: ['RCS_BILAN_ACTES'] })
    ).json();
    await evenement(test.app, ids.alpha, 'RCS', { nature: 'MODIFICATION_CAPITAL' });
    await diffuserRevelations(test.app.db);
    const [revelation] = (await appel('GET', `/revelation?lue=false`, claire.qui)).json().revelations;
    expect(revelation.id_surveillance).toBe(watch.id);

    const avant = await appel('GET', `/revelation/rapport/${claire.compte}/${revelation.id}`, claire.qui);
    expect(avant.statusCode).toBe(409);
    expect(avant.json().message).toContain('Consultez d’abord l’avis');

    expect((await appel('POST', `/revelation/avis/${claire.compte}/${revelation.id}`, claire.qui)).statusCode).toBe(
      200,
    );
    const rapport = await appel('GET', `/revelation/rapport/${claire.compte}/${revelation.id}`, claire.qui);
    expect(rapport.statusCode).toBe(200);
    expect(rapport.headers['content-type']).toBe('application/pdf');
    expect(rapport.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await lirePdf(rapport.rawPayload);
    expect(pdf.texte).toContain('ALPHA SOLUTIONS');
    expect(pdf.texte).toContain('Modification du capital social');
    expect(pdf.texte).toContain('1,56');
    expect(pdf.texte).toContain('02/03/2026');

    const bruno = await client(test.app, 'ABONNE', 'Bruno');
    expect((await appel('GET', `/revelation/rapport/${bruno.compte}/${revelation.id}`, bruno.qui)).statusCode).toBe(
      404,
    );
    expect((await appel('GET', `/revelation/rapport/${claire.compte}/999999999`, claire.qui)).statusCode).toBe(404);
    const mauvais = await appel('GET', `/revelation/rapport/${claire.compte}/0`, claire.qui);
    expect(mauvais.statusCode).toBe(400);
    expect(mauvais.json().errors[0].field).toBe('params.id');
  });

  it('gives the free report of a watch: target, domains, folder, state and its révélations without notices', async () => {
    const groupe = (await appel('POST', `/favori/${claire.compte}`, claire.qui, { libelle: 'Fournisseurs' })).json();
    const watch = (
      await appel('POST', '/surveillance', claire.qui, {
        id_entreprise: ids.alpha,
        domaines: ['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES'],
        groupe_favoris_id: groupe.id,
      })
    ).json();
    await evenement(test.app, ids.alpha, 'BIL', { nature: 'DEPOT_COMPTES', date: '2026-03-05' });
    await evenement(test.app, ids.alpha, 'PCL', { nature: 'JUGEMENT', date: '2026-03-06' });
    await diffuserRevelations(test.app.db);
    const [recente] = (await appel('GET', '/revelation', claire.qui)).json().revelations;
    await appel('POST', `/revelation/${claire.compte}/${recente.id}`, claire.qui);

    const reponse = await appel('GET', `/surveillance/rapport/${claire.compte}/${watch.id}`, claire.qui);
    expect(reponse.statusCode).toBe(200);
    expect(reponse.headers['content-type']).toBe('application/pdf');
    const pdf = await lirePdf(reponse.rawPayload);
    for (const attendu of [
      'ALPHA SOLUTIONS',
      '552 100 554',
      'Registre, comptes et actes',
      'Procédures collectives',
      'Fournisseurs',
      'En cours',
      '05/03/2026',
      '06/03/2026',
      'Événement BIL',
      'Non lue',
      '2 dont 1 non lue',
    ])
      expect([attendu, pdf.texte.includes(attendu)]).toEqual([attendu, true]);
    // Free, and no notice text.
    expect(pdf.texte).not.toContain('Nature de l’événement');
    const { rows } = await test.app.db.query('SELECT 1 FROM consultations_avis WHERE compte_client_id = $1', [
      claire.compte,
    ]);
    expect(rows).toHaveLength(0);

    const bruno = await client(test.app, 'ABONNE', 'Bruno');
    expect((await appel('GET', `/surveillance/rapport/${bruno.compte}/${watch.id}`, bruno.qui)).statusCode).toBe(404);
    expect((await appel('GET', `/surveillance/rapport/${claire.compte}/${watch.id}`, bruno.qui)).statusCode).toBe(404);
    const mauvais = await appel('GET', `/surveillance/rapport/${claire.compte}/x`, claire.qui);
    expect(mauvais.json().errors[0].field).toBe('params.id');
  });
});
