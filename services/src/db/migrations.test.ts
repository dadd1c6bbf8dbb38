import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { backends, createTestDatabase, type TestDatabase } from '../../tests/helpers/test-app.js';
import { buildApp } from '../app.js';
import { migrationsDir } from '../package-info.js';
import type { Db } from './db.js';
import { openDb } from './index.js';
import { MigrationChecksumMismatch, readMigrations, runMigrations } from './migrations.js';

const silent = { error: () => undefined };

// One migrated database per backend (opening PGlite costs seconds); each test
// works on its own copy of migrations/ and adds files under its own numbers.
describe.each(backends)('migrations on %s', (backend) => {
  let database: TestDatabase;
  let db: Db;
  let dir: string;

  beforeAll(async () => {
    database = await createTestDatabase(backend);
    db = await openDb(database.config, silent);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'greffeo-migrations-'));
    await cp(migrationsDir, dir, { recursive: true });
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('records every file with its checksum, and a second run applies nothing', async () => {
    await runMigrations(db, dir);
    const again = await runMigrations(db, dir);
    const files = await readMigrations(dir);
    expect(again.applied).toEqual([]);
    const { rows } = await db.query('SELECT name, checksum FROM schema_migrations ORDER BY name');
    expect(rows).toEqual(expect.arrayContaining(files.map(({ name, checksum }) => ({ name, checksum }))));
  });

  it('applies a new numbered file once, after those already applied', async () => {
    await runMigrations(db, dir);
    await writeFile(join(dir, '900_essai.sql'), 'CREATE TABLE essai (id int PRIMARY KEY);');
    expect((await runMigrations(db, dir)).applied).toEqual(['900_essai.sql']);
    expect((await runMigrations(db, dir)).applied).toEqual([]);
    expect((await db.query('SELECT count(*)::int AS n FROM essai')).rows).toEqual([{ n: 0 }]);
  });

  it('refuses an applied migration whose file was changed, naming the file', async () => {
    await runMigrations(db, dir);
    const first = (await readMigrations(dir))[0]!.name;
    await writeFile(join(dir, first), `${await readFile(join(dir, first), 'utf8')}\n-- modifié\n`);
    const run = runMigrations(db, dir);
    await expect(run).rejects.toBeInstanceOf(MigrationChecksumMismatch);
    await expect(runMigrations(db, dir)).rejects.toThrow(`La migration ${first} a été modifiée`);
  });

  it('does not let the services start on a changed migration', async () => {
    await runMigrations(db, dir);
    const first = (await readMigrations(dir))[0]!.name;
    await writeFile(join(dir, first), 'SELECT 1;');
    // PGlite allows one user of its folder at a time: let the app have it.
    await db.close();
    try {
      const app = buildApp(database.config, { migrationsDir: dir });
      await expect(app.ready()).rejects.toThrow(MigrationChecksumMismatch);
      await app.close();
    } finally {
      db = await openDb(database.config, silent);
    }
  });

  it('rolls a failing migration back entirely and names it', async () => {
    await runMigrations(db, dir);
    await writeFile(join(dir, '901_casse.sql'), 'CREATE TABLE casse (id int);\nSELECT * FROM table_absente;');
    await expect(runMigrations(db, dir)).rejects.toThrow('La migration 901_casse.sql a échoué');
    const { rows } = await db.query(
      "SELECT to_regclass('casse') AS t, count(*)::int AS n FROM schema_migrations WHERE name = '901_casse.sql'",
    );
    expect(rows).toEqual([{ t: null, n: 0 }]);
  });

  it('rejects a file that does not follow the NNN_name.sql convention', async () => {
    await writeFile(join(dir, 'correctif.sql'), 'SELECT 1;');
    await expect(runMigrations(db, dir)).rejects.toThrow('Nom de migration invalide : correctif.sql');
  });
});

if (backends.includes('postgresql')) {
  describe('migrations on a PostgreSQL server shared by several instances', () => {
    let database: TestDatabase;

    beforeEach(async () => {
      database = await createTestDatabase('postgresql', { fresh: true });
    });
    afterEach(() => database.drop());

    it('migrate once when instances start together on an empty database', async () => {
      const instances = await Promise.all([1, 2, 3].map(() => openDb(database.config, silent)));
      try {
        const reports = await Promise.all(instances.map((db) => runMigrations(db, migrationsDir)));
        const files = (await readMigrations(migrationsDir)).map(({ name }) => name);
        expect(reports.flatMap((report) => report.applied).sort()).toEqual(files);
        expect(reports.every((report) => report.total === files.length)).toBe(true);
      } finally {
        await Promise.all(instances.map((db) => db.close()));
      }
    });
  });
}
