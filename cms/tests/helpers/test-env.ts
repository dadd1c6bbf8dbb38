import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const secret = () => crypto.randomBytes(24).toString('hex');

/** A temporary folder holding the SQLite file and the uploads of one test suite. */
export function makeTempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'greffeo-cms-test-'));
}

/** A complete, valid set of CMS variables pointing at a temporary folder. */
export function testVariables(tempDir: string, port: number): Record<string, string> {
  return {
    CMS_HOST: '127.0.0.1',
    CMS_PORT: String(port),
    CMS_PUBLIC_URL: `http://127.0.0.1:${port}`,
    CMS_APP_KEYS: `${secret()},${secret()}`,
    CMS_API_TOKEN_SALT: secret(),
    CMS_ADMIN_JWT_SECRET: secret(),
    CMS_TRANSFER_TOKEN_SALT: secret(),
    CMS_JWT_SECRET: secret(),
    CMS_ENCRYPTION_KEY: secret(),
    CMS_ADMIN_EMAIL: 'Redaction@Greffeo.test',
    CMS_ADMIN_PASSWORD: 'Greffeo2024',
    CMS_BUILD_TOKEN: crypto.randomBytes(32).toString('hex'),
    CMS_SQLITE_FILE: path.join(tempDir, 'data.db'),
    CMS_PUBLIC_DIR: path.join(tempDir, 'public'),
    CMS_SERVE_ADMIN: 'false',
    // No portal server behind these tests: the suites that check the webhook set their own.
    PORTAIL_REBUILD_URL: '',
    // Mainland France's content, whatever the shell says; tests/nouvelle-caledonie.test.ts sets NC.
    REGION: 'FR',
  };
}
