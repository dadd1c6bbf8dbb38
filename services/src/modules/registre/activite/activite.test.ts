import { isValidSiren, isValidSiret } from '@portail/domaine';

import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import { rafraichirDerives } from '../../../cli/derives.js';
import { openDb, type Db } from '../../../db/index.js';
import { genererRegistre } from '../generateur/generateur.js';
import { incoherences } from '../generateur/test-verifications.js';
import { appliquerActivite, DateActiviteInvalide } from './journee.js';
import { empreinte, TABLES_RCS } from '../../../../tests/helpers/registres.js';
import { CHANGEMENTS } from './taux.js';

const silencieux = { error: () => undefined };

// Every row the activity may touch, as text: equal digests mean identical registries.
const EMPREINTE = empreinte(TABLES_RCS);

describe.each(backends)('registry activity on %s', (backend) => {
  const registres: TestDatabase[] = [];

  async function registre(): Promise<{ db: Db; database: TestDatabase }> {
    const database = await createTestDatabase(backend);
    registres.push(database);
    await genererRegistre(database.config, { entreprises: 1500, graine: 11, lot: 500, rafraichirDerives });
    return { db: await openDb(database.config, silencieux), database };
  }
  afterAll(async () => {
    for (const database of registres) await database.drop();
  });

  let db: Db;
  let bilans: Awaited<ReturnType<typeof appliquerActivite>>;
  beforeAll(async () => {
    ({ db } = await registre());
    // A working week at fifty times a real registry's pace: every kind of change happens on 1,500 companies.
    bilans = await appliquerActivite(db, { date: '2026-03-02', jours: 7, graine: 3, intensite: 200 });
  }, 240_000);
  afterAll(() => db.close());

  const lignes = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await db.query<T>(sql, params)).rows;

  it('applies every kind of change on working days and none at the weekend', () => {
    expect(bilans.map((b) => [b.date, b.applique, b.ouvre])).toEqual([
      ['2026-03-02', true, true],
      ['2026-03-03', true, true],
      ['2026-03-04', true, true],
      ['2026-03-05', true, true],
      ['2026-03-06', true, true],
      ['2026-03-07', true, false],
      ['2026-03-08', true, false],
    ]);
    const total = (cle: string) =>
      bilans.reduce((n, b) => n + ((b.changements as Record<string, number | undefined>)[cle] ?? 0), 0);
    for (const cle of CHANGEMENTS) {
      expect([cle, total(cle) > 0]).toEqual([cle, true]);
    }
    expect(bilans[5]?.evenements).toBe(0);
  });

  it('writes one dated event per change, in the same transaction, with before and after values', async () => {
    const parJour = await lignes<{ date: string; n: number }>(
      `SELECT date_evenement::text AS date, count(*)::int AS n FROM evenements_registre
        WHERE origine = 'ACTIVITE' GROUP BY 1 ORDER BY 1`,
    );
    expect(parJour).toEqual(bilans.filter((b) => b.evenements > 0).map((b) => ({ date: b.date, n: b.evenements })));
    const [capital] = await lignes<{ avant: { capital: number }; apres: { capital: number }; actuel: string }>(
      `SELECT ev.avant, ev.apres, e.capital::text AS actuel FROM evenements_registre ev JOIN entreprises e ON e.id = ev.entreprise_id
        WHERE ev.nature = 'MODIFICATION_CAPITAL' ORDER BY ev.id DESC LIMIT 1`,
    );
    expect(capital?.avant.capital).not.toBe(capital?.apres.capital);
    expect(Number(capital?.actuel)).toBe(capital?.apres.capital);
    const [transfert] = await lignes<{
      apres: { commune_code: string; greffe_code: string };
      commune: string;
      greffe: string;
    }>(
      `SELECT ev.apres, e.siege_commune_code AS commune, e.greffe_code AS greffe
         FROM evenements_registre ev JOIN entreprises e ON e.id = ev.entreprise_id
        WHERE ev.nature = 'TRANSFERT_SIEGE' AND ev.origine = 'ACTIVITE' ORDER BY ev.id DESC LIMIT 1`,
    );
    expect(transfert?.apres).toMatchObject({ commune_code: transfert?.commune, greffe_code: transfert?.greffe });
    const nominations = await lignes<{ personne: number | null; mandat: number }>(
      `SELECT ev.personne_physique_id::int AS personne,
              (SELECT count(*)::int FROM fonctions f WHERE f.personne_physique_id = ev.personne_physique_id
                 AND f.entreprise_id = ev.entreprise_id AND f.date_debut = ev.date_evenement) AS mandat
         FROM evenements_registre ev WHERE ev.nature = 'NOMINATION_DIRIGEANT'`,
    );
    expect(nominations.length).toBeGreaterThan(0);
    for (const n of nominations) expect(n).toEqual({ personne: expect.any(Number), mandat: 1 });
  });

  it('registers new companies with valid identifiers, a siège, an officer and their registration event', async () => {
    const nouvelles = await lignes<{
      siren: string;
      ei: boolean;
      sirets: string[];
      dirigeants: number;
      evenement: number;
    }>(
      `SELECT e.siren, e.personne_physique AS ei, array(SELECT siret FROM etablissements s WHERE s.entreprise_id = e.id) AS sirets,
              (SELECT count(*)::int FROM fonctions f WHERE f.entreprise_id = e.id AND f.nature = 'DIRIGEANT') AS dirigeants,
              (SELECT count(*)::int FROM evenements_registre ev WHERE ev.entreprise_id = e.id AND ev.nature = 'IMMATRICULATION'
                 AND ev.date_evenement = e.date_immatriculation AND ev.origine = 'ACTIVITE') AS evenement
         FROM entreprises e WHERE e.date_immatriculation >= '2026-03-02'`,
    );
    expect(nouvelles.length).toBeGreaterThan(0);
    for (const n of nouvelles) {
      expect(isValidSiren(n.siren)).toBe(true);
      expect(n.sirets.length).toBeGreaterThan(0);
      for (const siret of n.sirets) expect(isValidSiret(siret)).toBe(true);
      if (!n.ei) expect(n.dirigeants).toBeGreaterThan(0);
      expect(n.evenement).toBe(1);
    }
    // Nothing on file after the last day applied.
    const [futur] = await lignes<{ n: number }>(
      `SELECT (SELECT count(*)::int FROM evenements_registre WHERE date_evenement > '2026-03-08')
            + (SELECT count(*)::int FROM documents WHERE date_depot > '2026-03-08') AS n`,
    );
    expect(futur?.n).toBe(0);
  });

  it('leaves a consistent registry: struck-off companies closed, counters right, one siège each', async () => {
    const [etat] = await lignes<{ ouverts: number; sieges: number; compteurs: number }>(
      `SELECT (SELECT count(*)::int FROM etablissements s JOIN entreprises e ON e.id = s.entreprise_id
                WHERE e.etat = 'RADIEE' AND s.etat = 'ACTIF' AND e.source = 'GENERATEUR') AS ouverts,
              (SELECT count(*)::int FROM (SELECT entreprise_id FROM etablissements WHERE siege AND etat = 'ACTIF'
                 GROUP BY 1 HAVING count(*) > 1) d) AS sieges,
              (SELECT count(*)::int FROM entreprises e WHERE e.nb_etablissements_actifs <>
                 (SELECT count(*) FROM etablissements s WHERE s.entreprise_id = e.id AND s.etat = 'ACTIF')) AS compteurs`,
    );
    expect(etat).toEqual({ ouverts: 0, sieges: 0, compteurs: 0 });
    expect(await incoherences(db, '2026-03-09')).toEqual({});
  });

  it('applies a day once: the next run goes on after the last day, the same day again does nothing', async () => {
    const [avant] = await lignes<{ empreinte: string }>(EMPREINTE);
    const encore = await appliquerActivite(db, { date: '2026-03-04', graine: 3, intensite: 200 });
    expect(encore).toEqual([{ date: '2026-03-04', applique: false, ouvre: false, changements: {}, evenements: 0 }]);
    const [apres] = await lignes<{ empreinte: string }>(EMPREINTE);
    expect(apres).toEqual(avant);
    const suite = await appliquerActivite(db, { graine: 3 });
    expect(suite.map((b) => b.date)).toEqual(['2026-03-09']);
  });

  it('gives the same registry for the same seed and days', async () => {
    const autre = await registre();
    try {
      // A simulation first: it tells the day's events and leaves no trace, sequences included.
      const [simule] = await appliquerActivite(autre.db, {
        date: '2026-03-02',
        graine: 3,
        intensite: 200,
        simulation: true,
      });
      expect(simule?.applique).toBe(true);
      expect(simule?.simules).toHaveLength(bilans[0]?.evenements ?? -1);
      expect((await autre.db.query('SELECT 1 FROM jours_activite_registre')).rows).toEqual([]);
      await appliquerActivite(autre.db, { date: '2026-03-02', jours: 7, graine: 3, intensite: 200 });
      const ecrits = await autre.db.query(
        `SELECT e.type, e.nature, e.libelle, en.siren, e.entreprise_id::int AS entreprise_id,
                e.personne_physique_id::int AS personne_physique_id
           FROM evenements_registre e JOIN entreprises en ON en.id = e.entreprise_id
          WHERE e.origine = 'ACTIVITE' AND e.date_evenement = '2026-03-02' ORDER BY e.id`,
      );
      expect(ecrits.rows).toEqual(simule?.simules);
      await appliquerActivite(autre.db, { graine: 3 });
      const [a] = await lignes<{ empreinte: string }>(EMPREINTE);
      const [b] = (await autre.db.query<{ empreinte: string }>(EMPREINTE)).rows;
      expect(b).toEqual(a);
    } finally {
      await autre.db.close();
    }
  }, 240_000);

  it('refuses a bad date or count with a French message and changes nothing', async () => {
    await expect(appliquerActivite(db, { date: '2026-13-45' })).rejects.toThrow(DateActiviteInvalide);
    await expect(appliquerActivite(db, { date: '02/03/2026' })).rejects.toThrow('Date invalide : « 02/03/2026 »');
    await expect(appliquerActivite(db, { jours: 0 })).rejects.toThrow(
      'Le nombre de jours doit être un entier positif.',
    );
    await expect(appliquerActivite(db, { jours: 2, simulation: true })).rejects.toThrow(
      'Une simulation porte sur une seule journée.',
    );
  });
});
