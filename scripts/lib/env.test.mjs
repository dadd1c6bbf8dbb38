import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dossierDonnees, ensureSecrets, parseEnvFile, regionDe, stackEnv } from './env.mjs';
import { fromRoot } from './paths.mjs';

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

  it('builds the site and runs the services for one region, New Caledonia without the French activity days', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'portail-stack-env-'));
    const nc = stackEnv({ DATA_DIR: dir, REGION: 'nc', GATSBY_REGION: '' });
    expect([nc.REGION, nc.GATSBY_REGION, nc.REGISTRE_ACTIVITE]).toEqual(['NC', 'NC', 'false']);
    const fr = stackEnv({ DATA_DIR: dir, REGION: '', GATSBY_REGION: '' });
    expect([fr.REGION, fr.GATSBY_REGION, fr.REGISTRE_ACTIVITE]).toEqual(['FR', 'FR', 'true']);
    rmSync(dir, { recursive: true });
  });
});

describe('regionDe', () => {
  it('reads REGION or GATSBY_REGION, FR when neither is set', () => {
    expect(regionDe({})).toBe('FR');
    expect(regionDe({ GATSBY_REGION: 'NC' })).toBe('NC');
    expect(regionDe({ REGION: 'nc', GATSBY_REGION: 'NC' })).toBe('NC');
  });

  it('refuses an unknown region and two regions that disagree', () => {
    expect(() => regionDe({ REGION: 'PF' })).toThrow('Région inconnue « PF » : FR ou NC.');
    expect(() => regionDe({ REGION: 'NC', GATSBY_REGION: 'FR' })).toThrow('désignent deux régions différentes');
  });
});

describe('dossierDonnees', () => {
  it('keeps a Caledonian portal’s data apart unless DATA_DIR says where', () => {
    expect(dossierDonnees({}, 'FR')).toBe(fromRoot('.data'));
    expect(dossierDonnees({}, 'NC')).toBe(fromRoot('.data-nc'));
    expect(dossierDonnees({ DATA_DIR: '/srv/portail' }, 'NC')).toBe('/srv/portail');
  });
});
