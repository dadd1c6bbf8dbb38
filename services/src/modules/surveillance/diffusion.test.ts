import type { LightMyRequestResponse } from 'fastify';

import { createAppCommandes, type AppCommandes } from '../../../tests/fixtures/commandes.js';
import type { Appelant } from '../../../tests/fixtures/comptes-clients.js';
import { ids } from '../../../tests/fixtures/registre.js';
import { client, evenement } from '../../../tests/fixtures/surveillance.js';
import { backends } from '../../../tests/helpers/test-app.js';
import { diffuserLot, diffuserRevelations, hauteMarque, TRAVAIL_DIFFUSION } from './index.js';

describe.each(backends)('révélations fan-out on %s', (backend) => {
  let test: AppCommandes;
  let claire: { qui: Appelant; compte: number };
  const appel = (method: 'GET' | 'POST' | 'PUT', url: string, qui: Appelant = claire.qui, payload?: object) =>
    test.app
      .inject({ method, url: `/api${url}`, headers: qui.headers, ...(payload ? { payload } : {}) })
      .then((r: LightMyRequestResponse) => r.json());
  const ouvrir = (corps: Record<string, unknown>, qui = claire) => appel('POST', '/surveillance', qui.qui, corps);
  const compter = async (sql: string, params: unknown[] = []) =>
    Number((await test.app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n);

  beforeAll(async () => {
    test = await createAppCommandes(backend);
  });
  beforeEach(async () => {
    // Earlier tests' watches and révélations stay: each test starts from the cursor it leaves.
    await diffuserRevelations(test.app.db);
    await test.app.db.query(
      `UPDATE surveillances SET etat = 'TERMINEE', date_fin = now(), motif_fin = 'SUPPRESSION' WHERE etat = 'ACTIVE'`,
    );
    claire = await client(test.app, 'ABONNE');
  });
  afterAll(() => test.close());

  it('reveals each new event once per matching active watch, and only about what the watch covers', async () => {
    const avant = await evenement(test.app, ids.alpha, 'BIL');
    const alpha = await ouvrir({ id_entreprise: ids.alpha, domaines: ['BIL', 'PROCEDURES_COLLECTIVES'] });
    const gamma = await ouvrir({ id_entreprise: ids.gamma, domaines: ['RCS_BILAN_ACTES'] });
    const autre = await client(test.app, 'ABONNE', 'Bruno');
    await ouvrir({ id_entreprise: ids.alpha, domaines: ['PRIVILEGES_ET_NANTISSEMENTS'] }, autre);
    const bil = await evenement(test.app, ids.alpha, 'BIL');
    await evenement(test.app, ids.alpha, 'RCS'); // not a domain of claire's watch of alpha
    const pcl = await evenement(test.app, ids.alpha, 'PCL');
    const pn = await evenement(test.app, ids.alpha, 'PN');
    const act = await evenement(test.app, ids.gamma, 'ACT');
    await evenement(test.app, ids.durand, 'RCS'); // nobody watches durand
    // The registry's history (generator) is not news.
    await test.app.db.query(
      `INSERT INTO evenements_registre (entreprise_id, date_evenement, type, nature, libelle) VALUES ($1, '2020-01-01', 'BIL', 'X', 'Histoire')`,
      [ids.alpha],
    );

    const bilan = await diffuserRevelations(test.app.db);
    expect(bilan).toMatchObject({ terminees: 0 });
    const lignes = await test.app.db.query<{ evenement_id: string; surveillance_id: number }>(
      'SELECT evenement_id, surveillance_id FROM revelations WHERE evenement_id >= $1 ORDER BY evenement_id, surveillance_id',
      [avant],
    );
    const autreWatch = (await appel('GET', '/surveillance/true', autre.qui)).surveillances[0].id;
    expect(lignes.rows.map((r) => [Number(r.evenement_id), r.surveillance_id])).toEqual([
      [bil, alpha.id],
      [pcl, alpha.id],
      [pn, autreWatch],
      [act, gamma.id],
    ]);
    expect(bilan.revelations).toBe(4);

    // Another run finds nothing new.
    expect(await diffuserRevelations(test.app.db)).toMatchObject({ lots: 0, revelations: 0 });
    const liste = await appel('GET', '/revelation');
    expect(liste.total).toBe(3);
    expect(liste.revelations.map((r: { type: string }) => r.type).sort()).toEqual(['ACT', 'BIL', 'PCL']);
    const couvertes: number[] = [ids.alpha, ids.gamma];
    expect(liste.revelations.every((r: { entreprise: { id: number } }) => couvertes.includes(r.entreprise.id))).toBe(
      true,
    );
    expect((await appel('GET', '/revelation?type=PCL')).total).toBe(1);
    expect((await appel('GET', '/revelation?du=2026-03-03')).total).toBe(0);
  });

  it('loses nothing and doubles nothing across a crash and a replay', async () => {
    const watch = await ouvrir({ id_entreprise: ids.alpha, domaines: ['RCS_BILAN_ACTES'] });
    const curseur = async () =>
      Number(
        (await test.app.db.query<{ id: string }>('SELECT dernier_evenement_id AS id FROM curseur_revelations')).rows[0]
          ?.id,
      );
    const depart = await curseur();
    for (let i = 0; i < 12; i++) await evenement(test.app, ids.alpha, i % 2 === 0 ? 'RCS' : 'BIL');
    const haut = await hauteMarque(test.app.db);

    // A crash in the middle of a batch: its transaction never commits.
    await expect(
      test.app.db.transaction(async (tx) => {
        expect(await diffuserLot(tx, haut, 5)).toMatchObject({ evenements: 5, revelations: 5 });
        throw new Error('arrêt brutal');
      }),
    ).rejects.toThrow('arrêt brutal');
    expect(await curseur()).toBe(depart);
    expect(await compter('revelations WHERE surveillance_id = $1', [watch.id])).toBe(0);

    // Batches of 5, one committed, then the cursor set back as by a replay of a committed batch.
    await test.app.db.transaction((tx) => diffuserLot(tx, haut, 5));
    expect(await compter('revelations WHERE surveillance_id = $1', [watch.id])).toBe(5);
    await test.app.db.query('UPDATE curseur_revelations SET dernier_evenement_id = $1', [depart]);
    const bilan = await diffuserRevelations(test.app.db, { taille: 5 });
    expect(bilan).toMatchObject({ lots: 3, evenements: 12, revelations: 7, curseur: haut });
    expect(await compter('revelations WHERE surveillance_id = $1', [watch.id])).toBe(12);
    expect(
      await compter(
        '(SELECT evenement_id FROM revelations GROUP BY evenement_id, surveillance_id HAVING count(*) > 1) d',
      ),
    ).toBe(0);
  });

  it('watches a person: their appointments and departures in any company', async () => {
    const watch = await ouvrir({ id_personne_physique: ids.dupont, domaines: ['RCS_BILAN_ACTES'] });
    await evenement(test.app, ids.gamma, 'RCS', { nature: 'NOMINATION_DIRIGEANT', personne: ids.dupont });
    await evenement(test.app, ids.alpha, 'RCS', { nature: 'CESSATION_DIRIGEANT', personne: ids.dupont });
    await evenement(test.app, ids.alpha, 'RCS', { nature: 'NOMINATION_DIRIGEANT', personne: ids.leroy });
    await evenement(test.app, ids.alpha, 'BIL');
    await diffuserRevelations(test.app.db);
    const liste = await appel('GET', '/revelation');
    expect(
      liste.revelations.map((r: { nature: string; entreprise: { id: number } }) => [r.nature, r.entreprise.id]).sort(),
    ).toEqual([
      ['CESSATION_DIRIGEANT', ids.alpha],
      ['NOMINATION_DIRIGEANT', ids.gamma],
    ]);
    expect(liste.revelations[0]).toMatchObject({ id_surveillance: watch.id, personne_physique: { id: ids.dupont } });
  });

  it('ends a company watch after revealing its radiation', async () => {
    const rcs = await ouvrir({ id_entreprise: ids.gamma, domaines: ['RCS_BILAN_ACTES'] });
    const bil = await ouvrir({ id_entreprise: ids.alpha, domaines: ['BIL'] });
    await evenement(test.app, ids.gamma, 'RCS', { nature: 'RADIATION' });
    await evenement(test.app, ids.alpha, 'RCS', { nature: 'RADIATION' });
    await evenement(test.app, ids.gamma, 'BIL');
    const bilan = await diffuserRevelations(test.app.db);
    expect(bilan.terminees).toBe(2);
    const [revelation] = (await appel('GET', '/revelation')).revelations;
    expect(revelation).toMatchObject({ id_surveillance: rcs.id, nature: 'RADIATION' });
    expect((await appel('GET', '/revelation')).total).toBe(1);
    for (const id of [rcs.id, bil.id])
      expect(await appel('GET', `/surveillance/${claire.compte}/${id}`)).toMatchObject({
        etat: 'TERMINEE',
        motif_fin: 'RADIATION',
      });
    expect((await appel('GET', '/surveillance/true')).total).toBe(0);
  });

  it('counts unseen révélations per folder for an open ABONNE account, zeros otherwise', async () => {
    const clients = (await appel('POST', `/favori/${claire.compte}`, claire.qui, { libelle: 'Clients' })).id;
    await ouvrir({ id_entreprise: ids.alpha, domaines: ['ACT'], groupe_favoris_id: clients });
    await ouvrir({ id_entreprise: ids.audit, domaines: ['ACT'] });
    for (const e of [ids.alpha, ids.alpha, ids.audit]) await evenement(test.app, e, 'ACT');
    await diffuserRevelations(test.app.db);
    expect(await appel('GET', '/revelation/enAlerte')).toEqual({
      compteurs_actifs: true,
      non_lues: 3,
      sans_groupe: 1,
      groupes_favoris: [{ id: clients, libelle: 'Clients', non_lues: 2 }],
    });
    const [premiere] = (await appel('GET', `/revelation/groupefavoris/${clients}`)).revelations;
    const lue = await appel('POST', `/revelation/${claire.compte}/${premiere.id}`);
    expect(lue.lue_le).not.toBeNull();
    expect(await appel('GET', '/revelation/enAlerte')).toMatchObject({
      non_lues: 2,
      groupes_favoris: [{ non_lues: 1 }],
    });
    expect((await appel('GET', '/revelation?lue=true')).total).toBe(1);
    await appel('PUT', `/revelation/${claire.compte}/${premiere.id}`, claire.qui, { lue: false });
    expect((await appel('GET', '/revelation/enAlerte')).non_lues).toBe(3);

    const membre = await client(test.app, 'MEMBRE', 'Marc');
    await ouvrir({ id_entreprise: ids.alpha, domaines: ['ACT'] }, membre);
    await evenement(test.app, ids.alpha, 'ACT');
    await diffuserRevelations(test.app.db);
    expect((await appel('GET', '/revelation', membre.qui)).total).toBe(1);
    expect(await appel('GET', '/revelation/enAlerte', membre.qui)).toEqual({
      compteurs_actifs: false,
      non_lues: 0,
      sans_groupe: 0,
      groupes_favoris: [],
    });

    // A subscriber whose subscription is not paid has a member's rights: no counters, a member's quota.
    const impaye = await client(test.app, 'ABONNE', 'Nina', false);
    await ouvrir({ id_entreprise: ids.alpha, domaines: ['ACT'] }, impaye);
    expect((await appel('GET', '/revelation/enAlerte', impaye.qui)).compteurs_actifs).toBe(false);
    const refus = await test.app.inject({
      method: 'POST',
      url: '/api/surveillance',
      headers: impaye.qui.headers,
      payload: { id_entreprise: ids.audit, domaines: ['ACT'] },
    });
    expect(refus.statusCode).toBe(409);
    expect(refus.json<{ message: string }>().message).toMatch(
      /^Plafond atteint : un compte MEMBRE peut avoir au plus 1 /,
    );
  });

  it('runs as a periodic job of the queue, one per time slot', async () => {
    await ouvrir({ id_entreprise: ids.edf, domaines: ['BIL'] });
    await evenement(test.app, ids.edf, 'BIL');
    await test.app.db.query(`UPDATE travaux SET executer_apres = now() WHERE type = $1`, [TRAVAIL_DIFFUSION]);
    while (await test.app.travaux.executerUn()) {
      // runs the due jobs
    }
    expect((await appel('GET', '/revelation')).total).toBe(1);
    expect(await compter(`travaux WHERE type = $1 AND statut = 'EN_ATTENTE'`, [TRAVAIL_DIFFUSION])).toBe(1);
  });
});
