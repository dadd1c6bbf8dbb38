import type { LightMyRequestResponse } from 'fastify';

import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { client, evenement, sansPlafond } from '../../../tests/fixtures/surveillance.js';
import { backends } from '../../../tests/helpers/test-app.js';
import { diffuserRevelations } from './index.js';

describe.each(backends)('surveillance routes on %s', (backend) => {
  let test: AppCommandes;
  let claire: { qui: Appelant; compte: number };
  let bruno: { qui: Appelant; compte: number };
  const appel = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    qui: Appelant,
    payload?: Record<string, unknown>,
  ): Promise<LightMyRequestResponse> =>
    test.app.inject({ method, url: `/api${url}`, headers: qui.headers, ...(payload === undefined ? {} : { payload }) });
  const ouvrir = (qui: Appelant, corps: Record<string, unknown>) => appel('POST', '/surveillance', qui, corps);

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    claire = await client(test.app, 'ABONNE');
    bruno = await client(test.app, 'ABONNE', 'Bruno');
  });
  afterAll(() => test.close());

  it('opens, lists, changes and ends watches of the selected account', async () => {
    const groupe = (await appel('POST', `/favori/${claire.compte}`, claire.qui, { libelle: '  Clients  ' })).json();
    expect(groupe).toMatchObject({ libelle: 'Clients', nombre_surveillances: 0 });
    const cree = await ouvrir(claire.qui, { siren: '552100554', domaines: ['BIL'], groupe_favoris_id: groupe.id });
    expect(cree.statusCode).toBe(201);
    const watch = cree.json();
    expect(watch).toMatchObject({
      id_compte_client: claire.compte,
      entreprise: { id: ids.alpha, siren: '552100554', denomination: 'ALPHA SOLUTIONS' },
      personne_physique: null,
      domaines: ['BIL'],
      types_evenement: ['BIL'],
      groupe_favoris: { id: groupe.id, libelle: 'Clients' },
      etat: 'ACTIVE',
      non_lues: 0,
    });
    const personne = await ouvrir(claire.qui, { id_personne_physique: ids.dupont, domaines: ['RCS_BILAN_ACTES'] });
    expect(personne.statusCode).toBe(201);
    expect(personne.json()).toMatchObject({ entreprise: null, personne_physique: { id: ids.dupont } });

    const actives = (await appel('GET', '/surveillance/true', claire.qui)).json();
    expect(actives.total).toBe(2);
    const duGroupe = (await appel('GET', `/surveillance/groupefavoris/${groupe.id}`, claire.qui)).json();
    expect(duGroupe.surveillances.map((s: { id: number }) => s.id)).toEqual([watch.id]);

    const modifiee = await appel('PUT', `/surveillance/${claire.compte}/${watch.id}`, claire.qui, {
      domaines: ['RCS_BILAN_ACTES', 'PROCEDURES_COLLECTIVES'],
      groupe_favoris_id: null,
    });
    expect(modifiee.json()).toMatchObject({ types_evenement: ['RCS', 'BIL', 'ACT', 'PCL'], groupe_favoris: null });

    const fin = await appel('DELETE', `/surveillance/${claire.compte}/${watch.id}`, claire.qui);
    expect(fin.json()).toMatchObject({ etat: 'TERMINEE', motif_fin: 'SUPPRESSION' });
    expect((await appel('GET', '/surveillance/true', claire.qui)).json().total).toBe(1);
    const apres = await appel('PUT', `/surveillance/${claire.compte}/${watch.id}`, claire.qui, { domaines: ['BIL'] });
    expect(apres.statusCode).toBe(409);
  });

  it('answers 400 naming the field for bad input', async () => {
    const cas: Array<[Record<string, unknown>, string]> = [
      [{ siren: '552100554', domaines: ['METEO'] }, 'domaines'],
      [{ siren: '552100554', domaines: [] }, 'domaines'],
      [{ siren: '552100554' }, 'domaines'],
      [{ siren: '55210055', domaines: ['BIL'] }, 'siren'],
      [{ siren: '552100555', domaines: ['BIL'] }, 'siren'],
      [{ domaines: ['BIL'] }, 'siren'],
      [{ siren: '552100554', id_entreprise: 1, domaines: ['BIL'] }, 'siren'],
      [{ id_personne_physique: ids.dupont, domaines: ['BIL'] }, 'domaines'],
    ];
    for (const [corps, champ] of cas) {
      const reponse = await ouvrir(claire.qui, corps);
      expect([corps, reponse.statusCode]).toEqual([corps, 400]);
      expect(reponse.json().errors.map((e: { field: string }) => e.field.split('.')[1])).toContain(champ);
    }
    const filtre = await appel('GET', '/revelation?du=2026-13-45', claire.qui);
    expect(filtre.statusCode).toBe(400);
    expect(filtre.json().errors[0].field).toBe('query.du');
    const libelle = await appel('POST', `/favori/${claire.compte}`, claire.qui, { libelle: '' });
    expect(libelle.json().errors[0].field).toBe('body.libelle');
  });

  it('answers 404 for an unknown target and for anything of another account', async () => {
    expect((await ouvrir(claire.qui, { siren: '732829320', domaines: ['BIL'] })).statusCode).toBe(404);
    expect((await ouvrir(claire.qui, { id_entreprise: 999_999, domaines: ['BIL'] })).statusCode).toBe(404);
    expect(
      (await ouvrir(claire.qui, { id_personne_physique: 999_999, domaines: ['RCS_BILAN_ACTES'] })).statusCode,
    ).toBe(404);
    expect((await ouvrir(claire.qui, { id_entreprise: ids.beta, domaines: ['BIL'] })).statusCode).toBe(409);

    const groupe = (await appel('POST', `/favori/${claire.compte}`, claire.qui, { libelle: 'À moi' })).json();
    const watch = (await ouvrir(claire.qui, { id_entreprise: ids.alpha, domaines: ['RCS_BILAN_ACTES'] })).json();
    await evenement(test.app, ids.alpha, 'RCS');
    await diffuserRevelations(test.app.db);
    const [revelation] = (await appel('GET', '/revelation', claire.qui)).json().revelations;
    expect(revelation).toMatchObject({ id_surveillance: watch.id, type: 'RCS', entreprise: { id: ids.alpha } });

    const refus: Array<[Parameters<typeof appel>[0], string, Record<string, unknown>?]> = [
      ['GET', `/surveillance/${claire.compte}/${watch.id}`],
      ['PUT', `/surveillance/${claire.compte}/${watch.id}`, { domaines: ['BIL'] }],
      ['DELETE', `/surveillance/${claire.compte}/${watch.id}`],
      ['PUT', `/surveillance/${bruno.compte}/${watch.id}`, { domaines: ['BIL'] }],
      ['DELETE', `/surveillance/${bruno.compte}/${watch.id}`],
      ['GET', `/surveillance/groupefavoris/${groupe.id}`],
      ['GET', `/revelation/groupefavoris/${groupe.id}`],
      ['GET', `/revelation?groupe_favoris_id=${groupe.id}`],
      ['PUT', `/revelation/${claire.compte}/${revelation.id}`, { lue: true }],
      ['POST', `/revelation/${bruno.compte}/${revelation.id}`],
      ['GET', `/favori/${claire.compte}`],
      ['PUT', `/favori/${bruno.compte}/${groupe.id}`, { libelle: 'Volé' }],
      ['DELETE', `/favori/${bruno.compte}/${groupe.id}`],
      ['POST', '/surveillance', { id_entreprise: ids.alpha, domaines: ['BIL'], groupe_favoris_id: groupe.id }],
    ];
    for (const [methode, url, corps] of refus) {
      const reponse = await appel(methode, url, bruno.qui, corps);
      expect([methode, url, reponse.statusCode, reponse.body]).toEqual([methode, url, 404, reponse.body]);
      expect(reponse.body).not.toContain('ALPHA');
    }
    expect((await appel('GET', '/revelation', bruno.qui)).json().total).toBe(0);
    expect((await appel('GET', `/surveillance/${claire.compte}/${watch.id}`, claire.qui)).json().etat).toBe('ACTIVE');
    expect((await appel('GET', `/favori/${claire.compte}`, claire.qui)).json().groupes_favoris[0].libelle).toBe(
      'À moi',
    );
    expect((await test.app.inject({ method: 'GET', url: '/api/surveillance/true' })).statusCode).toBe(401);
  });

  it('keeps the maximum of active watches of the account type, read from plafonds_surveillance', async () => {
    const membre = await client(test.app, 'MEMBRE', 'Marc');
    expect((await ouvrir(membre.qui, { id_entreprise: ids.alpha, domaines: ['BIL'] })).statusCode).toBe(201);
    const refus = await ouvrir(membre.qui, { id_entreprise: ids.gamma, domaines: ['BIL'] });
    expect(refus.statusCode).toBe(409);
    expect(refus.json().message).toMatch(/compte MEMBRE peut avoir au plus 1 surveillance active/);
    const deja = await ouvrir(claire.qui, { id_entreprise: ids.alpha, domaines: ['BIL'] });
    expect((await ouvrir(claire.qui, { id_entreprise: ids.alpha, domaines: ['ACT'] })).statusCode).toBe(409);
    // Ending a watch frees its place; the maximum is data: a new dated row changes it.
    await appel('DELETE', `/surveillance/${claire.compte}/${deja.json().id}`, claire.qui);
    await test.app.db.query(
      `INSERT INTO plafonds_surveillance (type_compte, valide_du, maximum, source) VALUES ('ABONNE', current_date, 1, 'test')`,
    );
    try {
      expect((await ouvrir(claire.qui, { id_entreprise: ids.alpha, domaines: ['BIL'] })).statusCode).toBe(201);
      const plein = await ouvrir(claire.qui, { id_entreprise: ids.gamma, domaines: ['BIL'] });
      expect([plein.statusCode, plein.json().message]).toEqual([409, expect.stringMatching(/au plus 1 surveillance/)]);
    } finally {
      await test.app.db.query(`DELETE FROM plafonds_surveillance WHERE source = 'test'`);
    }
  });

  it('refuses an account type without a maximum and a blocked account (403)', async () => {
    const membre = await client(test.app, 'MEMBRE', 'Marc');
    await sansPlafond(test.app, 'MEMBRE', async () => {
      const refus = await ouvrir(membre.qui, { id_entreprise: ids.alpha, domaines: ['BIL'] });
      expect([refus.statusCode, refus.json().message]).toEqual([403, expect.stringMatching(/membre ou abonné/)]);
    });
    await test.app.db.query(`UPDATE comptes_clients SET position = 'SUSPENDU' WHERE id = $1`, [claire.compte]);
    expect((await ouvrir(claire.qui, { id_entreprise: ids.alpha, domaines: ['BIL'] })).statusCode).toBe(403);
    expect((await appel('POST', `/favori/${claire.compte}`, claire.qui, { libelle: 'X' })).statusCode).toBe(403);
    expect((await appel('GET', '/surveillance/true', claire.qui)).statusCode).toBe(200);
  });

  it('manages favourites folders: a deleted folder leaves its watches and révélations without one', async () => {
    const url = `/favori/${claire.compte}`;
    const a = (await appel('POST', url, claire.qui, { libelle: 'Fournisseurs' })).json();
    expect((await appel('POST', url, claire.qui, { libelle: 'Fournisseurs' })).statusCode).toBe(409);
    const renomme = await appel('PUT', `${url}/${a.id}`, claire.qui, { libelle: 'Sous-traitants' });
    expect(renomme.json()).toMatchObject({ id: a.id, libelle: 'Sous-traitants' });
    const watch = (
      await ouvrir(claire.qui, { id_entreprise: ids.alpha, domaines: ['BIL'], groupe_favoris_id: a.id })
    ).json();
    await evenement(test.app, ids.alpha, 'BIL');
    await diffuserRevelations(test.app.db);
    expect((await appel('GET', `/revelation/groupefavoris/${a.id}`, claire.qui)).json().total).toBe(1);
    expect((await appel('DELETE', `${url}/${a.id}`, claire.qui)).statusCode).toBe(204);
    expect((await appel('GET', url, claire.qui)).json().groupes_favoris).toEqual([]);
    expect(
      (await appel('GET', `/surveillance/${claire.compte}/${watch.id}`, claire.qui)).json().groupe_favoris,
    ).toBeNull();
    const [revelation] = (await appel('GET', '/revelation', claire.qui)).json().revelations;
    expect(revelation.groupe_favoris_id).toBeNull();
    expect((await appel('GET', `/revelation/groupefavoris/${a.id}`, claire.qui)).statusCode).toBe(404);
  });
});
