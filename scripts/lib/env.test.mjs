import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureSecrets, parseEnvFile, stackEnv } from './env.mjs';

describe('parseEnvFile', () => {
  it('reads KEY=VALUE lines, ignoring comments and quotes', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portail-env-'));
    const file = path.join(dir, '.env');
    writeFileSync(file, '# commentaire\nPORT=9000\nSITE_URL="https://exemple.fr"\n\nmauvaise ligne\n');
    expect(parseEnvFile(file)).toEqual({ PORT: '9000', SITE_URL: 'https://exemple.fr' });
    rmSync(dir, { recursive: true });
  });

  it('returns nothing for a missing file', () => {
    expect(parseEnvFile('/nulle/part/.env')).toEqual({});
  });
});

describe('ensureSecrets', () => {
  it('generates every secret once, private to the owner, and keeps them on the next start', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portail-secrets-'));
    const first = ensureSecrets(dir);
    expect(first.values.CMS_BUILD_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.CMS_APP_KEYS.split(',')).toHaveLength(4);
    expect(first.values.CMS_ADMIN_PASSWORD).toMatch(/[A-Z]/);
    expect(first.values.CMS_ADMIN_PASSWORD).toMatch(/[a-z]/);
    expect(first.values.CMS_ADMIN_PASSWORD).toMatch(/[0-9]/);
    expect(Buffer.from(first.values.IDENTITE_SECRETS, 'base64').length).toBe(48);
    expect(first.values.PORTAIL_WEBHOOK_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.CMS_EDITION_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.CMS_APERCU_TOKEN).toMatch(/^[0-9a-f]{64}$/);
    expect(first.values.APERCU_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(first.file).mode & 0o777).toBe(0o600);
    const second = ensureSecrets(dir);
    expect(second.values).toEqual(first.values);
    expect(readFileSync(first.file, 'utf8')).toContain(`CMS_BUILD_TOKEN=${first.values.CMS_BUILD_TOKEN}`);
    rmSync(dir, { recursive: true });
  });
});

describe('stackEnv', () => {
  it('uses the generated secret when a variable is left empty, as in .env.example', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portail-stack-env-'));
    const env = stackEnv({ DATA_DIR: dir, IDENTITE_SECRETS: '', PORT: '' });
    expect(env.IDENTITE_SECRETS).toBe(ensureSecrets(dir).values.IDENTITE_SECRETS);
    expect(env.PORT).toBe('8000');
    expect(env.PORTAIL_REBUILD_URL).toBe('http://127.0.0.1:8000/_portail/reconstruction');
    rmSync(dir, { recursive: true });
  });
});
