import { aujourdhui, lendemain } from '@portail/domaine';

import { backends, createTestDatabase, type TestDatabase } from '../../../../tests/helpers/test-app.js';
import { buildApp, type App } from '../../../app.js';
import { rafraichirDerives } from '../../../cli/derives.js';
import { genererRegistre } from '../generateur/generateur.js';
import { TRAVAIL_ACTIVITE_REGISTRE } from './travail.js';

describe.each(backends)('the registry activity job on %s', (backend) => {
  let database: TestDatabase;
  let app: App | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    await genererRegistre(database.config, { entreprises: 300, graine: 5, rafraichirDerives });
  }, 120_000);
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });
  afterAll(() => database.drop());

  const demarrer = async (registreActivite: boolean) => {
    app = buildApp({
      ...database.config,
      registreActivite,
      travauxActifs: true,
      travauxIntervalleMs: 20,
      logLevel: 'warn',
    });
    await app.ready();
    return app;
  };

  it('does nothing when REGISTRE_ACTIVITE is off', async () => {
    const instance = await demarrer(false);
    const { rows } = await instance.db.query<{ n: number }>('SELECT count(*)::int AS n FROM travaux WHERE type = $1', [
      TRAVAIL_ACTIVITE_REGISTRE,
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it('applies today’s day once, then plans the next day for the next morning', async () => {
    const instance = await demarrer(true);
    const aujourdhuiParis = aujourdhui();
    const demain = lendemain(aujourdhuiParis);
    let jours: string[] = [];
    for (let essai = 0; essai < 200 && jours.length === 0; essai++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      jours = (
        await instance.db.query<{ jour: string }>('SELECT date_jour::text AS jour FROM jours_activite_registre')
      ).rows.map((row) => row.jour);
    }
    expect(jours).toEqual([aujourdhuiParis]);
    let suivant: { cle: string; statut: string; apres: string }[] = [];
    for (let essai = 0; essai < 100 && suivant.length === 0; essai++) {
      suivant = (
        await instance.db.query<{ cle: string; statut: string; apres: string }>(
          `SELECT cle, statut, to_char(executer_apres AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS apres
             FROM travaux WHERE type = $1 AND cle = $2`,
          [TRAVAIL_ACTIVITE_REGISTRE, demain],
        )
      ).rows;
      if (suivant.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(suivant).toEqual([{ cle: demain, statut: 'EN_ATTENTE', apres: `${demain} 05:00` }]);

    // A restart plans today's day again: its key makes it a no-op, and the day stays applied once.
    await instance.close();
    app = undefined;
    const relance = await demarrer(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const { rows } = await relance.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM travaux WHERE type = $1 AND cle = $2`,
      [TRAVAIL_ACTIVITE_REGISTRE, aujourdhuiParis],
    );
    expect(rows[0]?.n).toBe(1);
    const { rows: appliques } = await relance.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM jours_activite_registre',
    );
    expect(appliques[0]?.n).toBe(1);
  }, 60_000);
});
