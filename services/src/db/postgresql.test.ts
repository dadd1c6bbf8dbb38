import { backends, createTestDatabase, type TestDatabase } from '../../tests/helpers/test-app.js';
import type { Db } from './db.js';
import { openDb } from './index.js';

const silent = { error: () => undefined };

// PostgreSQL only: PGlite has one connection and no plan cache setting to choose.
const surPostgresql = backends.includes('postgresql') ? describe : describe.skip;

surPostgresql('PostgreSQL connections (db/postgresql.ts)', () => {
  let database: TestDatabase;
  let db: Db;

  beforeAll(async () => {
    database = await createTestDatabase('postgresql');
    db = await openDb(database.config, silent);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });

  const reglage = async (options?: { preparer: false }) => {
    const { rows } = await db.query<{ mode: string }>(
      "SELECT current_setting('plan_cache_mode') AS mode WHERE $1::integer = 1",
      [1],
      options,
    );
    return rows[0]?.mode;
  };

  it('plans a named statement once: its connections force the generic plan', async () => {
    expect(await reglage()).toBe('force_generic_plan');
    // Again, from the statement prepared on that connection.
    expect(await reglage()).toBe('force_generic_plan');
  });

  it('keeps PostgreSQL’s default for the statements planned with their values, and for transactions', async () => {
    expect(await reglage({ preparer: false })).toBe('auto');
    const { rows } = await db.query<{ mode: string }>("SELECT current_setting('plan_cache_mode') AS mode");
    expect(rows[0]?.mode).toBe('auto');
    const dansTransaction = await db.transaction(async (tx) => {
      const lu = await tx.query<{ mode: string }>(
        "SELECT current_setting('plan_cache_mode') AS mode WHERE $1::integer = 1",
        [1],
      );
      return lu.rows[0]?.mode;
    });
    expect(dansTransaction).toBe('auto');
  });

  it('counts both sets of connections in the pool’s figures', async () => {
    await Promise.all([reglage(), reglage({ preparer: false })]);
    const etat = db.etatPool?.();
    expect(etat?.max).toBe(20);
    expect(etat?.total).toBeGreaterThanOrEqual(2);
  });

  it('closes both sets of connections', async () => {
    const autre = await openDb(database.config, silent);
    await Promise.all([
      autre.query('SELECT $1::integer AS n', [1]),
      autre.query('SELECT $1::integer AS n', [1], { preparer: false }),
    ]);
    await autre.close();
    expect(autre.etatPool?.().total).toBe(0);
  });
});
