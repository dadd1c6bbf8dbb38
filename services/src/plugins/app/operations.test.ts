import { readFile, stat } from 'node:fs/promises';

import { createAppAvecRegistre } from '../../../tests/fixtures/registre.js';
import { backends, type TestApp } from '../../../tests/helpers/test-app.js';

describe.each(backends)('operations channel on %s', (backend) => {
  let test: TestApp;
  let jeton: string;
  const demander = (payload: object, authorization = `Bearer ${jeton}`) =>
    test.app.inject({ method: 'POST', url: '/_operations/registre/activite', headers: { authorization }, payload });
  const evenements = async () =>
    Number(
      (
        await test.app.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM evenements_registre WHERE origine = 'ACTIVITE'`,
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    test = await createAppAvecRegistre(backend);
    jeton = (await readFile(test.app.config.operationsJetonFichier, 'utf8')).trim();
  });
  afterAll(() => test.close());

  it('writes a new token for the commands of this machine, readable by its owner only', async () => {
    expect(jeton).toMatch(/^[\w-]{43}$/);
    expect((await stat(test.app.config.operationsJetonFichier)).mode & 0o777).toBe(0o600);
  });

  it('answers 401 without the token or with another one, and applies nothing', async () => {
    for (const authorization of ['', 'Bearer', `Bearer ${jeton}x`, `Basic ${jeton}`]) {
      const reponse = await demander({ date: '2026-03-02', intensite: 1000 }, authorization);
      expect([authorization, reponse.statusCode, reponse.json().message]).toEqual([
        authorization,
        401,
        'Jeton d’opérations absent ou invalide.',
      ]);
    }
    expect(await evenements()).toBe(0);
  });

  it('answers 400 naming the option for a bad request', async () => {
    const cas: Array<[object, string]> = [
      [{ date: '2026-13-45' }, 'date'],
      [{ date: '02/03/2026' }, 'date'],
      [{ jours: 0 }, 'jours'],
      [{ jours: 2, simulation: true }, 'simulation'],
      [{ intensite: -1 }, 'intensite'],
    ];
    for (const [corps, champ] of cas) {
      const reponse = await demander(corps);
      expect([corps, reponse.statusCode]).toEqual([corps, 400]);
      expect(JSON.stringify(reponse.json().errors)).toContain(champ);
    }
  });

  it('simulates a day without writing it, then applies the same events and queues the fan-out', async () => {
    const jour = { date: '2026-03-03', graine: '7', intensite: 1000 };
    const simulee = await demander({ ...jour, simulation: true });
    expect(simulee.statusCode).toBe(200);
    const [bilan] = simulee.json().bilans;
    expect(bilan.simules.length).toBeGreaterThan(0);
    expect(bilan.simules).toHaveLength(bilan.evenements);
    expect(simulee.json().diffusion_planifiee).toBe(false);
    expect(await evenements()).toBe(0);

    const appliquee = await demander(jour);
    expect(appliquee.statusCode).toBe(200);
    expect(appliquee.json()).toMatchObject({ diffusion_planifiee: true, bilans: [{ applique: true }] });
    const ecrits = await test.app.db.query<{ siren: string; nature: string }>(
      `SELECT en.siren, e.nature FROM evenements_registre e JOIN entreprises en ON en.id = e.entreprise_id
        WHERE e.origine = 'ACTIVITE' ORDER BY e.id`,
    );
    expect(ecrits.rows).toEqual(
      bilan.simules.map(({ siren, nature }: { siren: string; nature: string }) => ({ siren, nature })),
    );
    const diffusions = await test.app.db.query(
      `SELECT 1 FROM travaux WHERE type = 'SURVEILLANCE_DIFFUSION' AND cle IS NULL`,
    );
    expect(diffusions.rows).toHaveLength(1);

    // The same day again: nothing more, no fan-out queued.
    const encore = await demander(jour);
    expect(encore.json()).toMatchObject({ diffusion_planifiee: false, bilans: [{ applique: false }] });
  });
});
