/**
 * The kept e-mails hold every sign-up and password-reset link: /dev/courriels and /api/dev/courriels
 * were public whenever SMTP_URL was unset, even in production. Never served with NODE_ENV=production
 * unless COURRIELS_DEV=true says so (the end-to-end stack), whatever SMTP_URL.
 */
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-app.js';

// Which routes exist depends on the configuration only, not on the database engine: PGlite only.
// Each test starts three or four whole applications one after the other: on a loaded machine that
// is more than the default 30 s.
const QUATRE_DEMARRAGES_MS = 120_000;

describe('e-mails kept as files, by configuration', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
  });
  afterAll(() => database.drop());

  /** Status codes of the JSON list and of the page, for an app started with `env`. */
  async function statuts(env: Record<string, string>): Promise<[number, number]> {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: database.config.dataDir,
      IDENTITE_SECRETS: database.config.identiteSecrets.join(','),
      ...env,
    });
    // A log stream of its own: NODE_ENV=development would otherwise start pino-pretty.
    const app = buildApp(config, { logStream: { write: () => undefined } });
    try {
      await app.ready();
      const api = await app.inject({ method: 'GET', url: '/api/dev/courriels' });
      const page = await app.inject({ method: 'GET', url: '/dev/courriels' });
      if (api.statusCode === 404) expect(api.json()).toMatchObject({ message: 'Ressource introuvable.' });
      return [api.statusCode, page.statusCode];
    } finally {
      await app.close();
    }
  }

  it(
    'answers 404 in production, SMTP_URL set or not',
    async () => {
      expect(await statuts({ NODE_ENV: 'production' })).toEqual([404, 404]);
      expect(await statuts({ NODE_ENV: 'production', SMTP_URL: 'smtp://smtp.exemple.fr:587' })).toEqual([404, 404]);
      // NODE_ENV unset is production.
      expect(await statuts({})).toEqual([404, 404]);
    },
    QUATRE_DEMARRAGES_MS,
  );

  it(
    'serves them in development and tests, and in production only when COURRIELS_DEV=true',
    async () => {
      expect(await statuts({ NODE_ENV: 'development' })).toEqual([200, 200]);
      expect(await statuts({ NODE_ENV: 'test' })).toEqual([200, 200]);
      expect(await statuts({ NODE_ENV: 'production', COURRIELS_DEV: 'true' })).toEqual([200, 200]);
      expect(await statuts({ NODE_ENV: 'development', COURRIELS_DEV: 'false' })).toEqual([404, 404]);
    },
    QUATRE_DEMARRAGES_MS,
  );
});
