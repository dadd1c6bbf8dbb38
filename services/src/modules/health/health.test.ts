import { readdirSync } from 'node:fs';

import { backends, createTestApp, type TestApp } from '../../../tests/helpers/test-app.js';
import { migrationsDir, packageVersion } from '../../package-info.js';

describe.each(backends)('GET /api/health on %s', (backend) => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp(backend);
  });
  afterAll(() => test.close());

  it('reports the database engine, the applied migrations and the version', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    const applied = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql')).length;
    expect(response.json()).toEqual({ status: 'ok', database: backend, migrations: applied, version: packageVersion });
  });

  it('answers 503 when the database does not answer', async () => {
    await test.app.db.close();
    const response = await test.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'error',
      database: backend,
      message: 'La base de données ne répond pas.',
    });
  });
});
