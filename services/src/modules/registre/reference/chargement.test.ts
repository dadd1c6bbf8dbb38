import { backends, createTestApp, type TestApp } from '../../../../tests/helpers/test-app.js';
import { chargerReferentielRegistre } from './service.js';

describe.each(backends)('registry reference data loaded at start on %s', (backend) => {
  let test: TestApp;
  const one = async <T extends Record<string, unknown>>(sql: string, params: unknown[] = []) =>
    (await test.app.db.query<T>(sql, params)).rows[0] as T;
  const greffeDe = async (code: string) =>
    (await one<{ greffe_code: string | null }>('SELECT greffe_code FROM communes WHERE code = $1', [code])).greffe_code;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  it('fills communes, NAF, formes juridiques and the overseas collectivities', async () => {
    expect(
      await one(`SELECT (SELECT count(*)::int FROM communes) AS communes,
                        (SELECT count(*)::int FROM naf) AS naf,
                        (SELECT count(*)::int FROM naf WHERE niveau = 'sous-classe') AS sous_classes,
                        (SELECT count(*)::int FROM formes_juridiques) AS formes,
                        (SELECT count(*)::int FROM departements) AS departements`),
    ).toEqual({ communes: 34_969, naf: 1707, sous_classes: 732, formes: 50, departements: 109 });
  });

  it('gives Paris its registry and every mainland and overseas-département commune one', async () => {
    expect(await greffeDe('75056')).toBe('7501');
    expect(
      await one(`SELECT count(*)::int AS n FROM communes
                 WHERE greffe_code IS NULL AND (length(departement_code) = 2 OR departement_code IN ('971','972','973','974','976'))`),
    ).toEqual({ n: 0 });
  });

  it('follows the arrondissement in Alpes-Maritimes and gives Essonne to Évry', async () => {
    expect(await greffeDe('06083')).toBe('0605'); // Menton
    expect(await greffeDe('91228')).toBe('7801'); // Évry-Courcouronnes
    expect(await greffeDe('91377')).toBe('7801'); // Massy
  });

  it('keeps the New Caledonia communes, without a registry', async () => {
    expect(
      await one(
        `SELECT count(*)::int AS n, count(greffe_code)::int AS avec_greffe FROM communes WHERE departement_code = '988'`,
      ),
    ).toEqual({ n: 33, avec_greffe: 0 });
    expect(await one(`SELECT nom, nom_normalise FROM communes WHERE code = '98818'`)).toEqual({
      nom: 'Nouméa',
      nom_normalise: 'noumea',
    });
  });

  it('stores postal codes as an array and a normalised name', async () => {
    expect(await one(`SELECT nom_normalise, codes_postaux FROM communes WHERE code = '42218'`)).toEqual({
      nom_normalise: 'saint etienne',
      codes_postaux: ['42000', '42100', '42230'],
    });
  });

  it('changes nothing on a second load', async () => {
    expect(await chargerReferentielRegistre(test.app.db)).toEqual({ changed: 0, jeux: [] });
  });

  it('reloads a data set whose rows were removed by hand', async () => {
    await test.app.db.query(`DELETE FROM communes WHERE departement_code = '2A'`);
    const reload = await chargerReferentielRegistre(test.app.db);
    expect(reload.jeux).toEqual(['communes']);
    expect(reload.changed).toBeGreaterThan(100);
    expect(await greffeDe('2A004')).toBe('2001'); // Ajaccio
  });

  it('leaves statistics for the planner, whether autovacuum runs or not', async () => {
    await test.app.db.query(`DELETE FROM communes WHERE departement_code = '2B'`);
    await test.app.db.exec('ANALYZE communes');
    const avant = await one<{ lignes: number }>(
      `SELECT reltuples::int AS lignes FROM pg_class WHERE relname = 'communes'`,
    );
    expect(avant.lignes).toBeLessThan(34_969);
    await chargerReferentielRegistre(test.app.db);
    expect(await one(`SELECT reltuples::int AS lignes FROM pg_class WHERE relname = 'communes'`)).toEqual({
      lignes: 34_969,
    });
    const stats = await one<{ colonnes: number }>(
      `SELECT count(*)::int AS colonnes FROM pg_stats WHERE tablename = 'communes' AND attname = 'departement_code'`,
    );
    expect(stats.colonnes).toBe(1);
  });
});
