import path from 'node:path';
import { ConfigurationError, parseEnv } from '../src/env';
import { testVariables } from './helpers/test-env';

const CMS_DIR = '/srv/greffeo/cms';

function without(variables: Record<string, string>, ...names: string[]): Record<string, string> {
  const copy = { ...variables };
  for (const name of names) delete copy[name];
  return copy;
}

function problemsOf(source: Record<string, string>): string {
  try {
    parseEnv(source, CMS_DIR);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigurationError);
    return (error as Error).message;
  }
  throw new Error('parseEnv aurait dû refuser cette configuration');
}

describe('la configuration du CMS', () => {
  const complete = testVariables('/tmp/cms', 1337);
  const minimal = without(
    complete,
    'CMS_HOST',
    'CMS_PORT',
    'CMS_PUBLIC_URL',
    'CMS_SQLITE_FILE',
    'CMS_PUBLIC_DIR',
    'CMS_SERVE_ADMIN',
  );

  it('applies the documented defaults when only the secrets and the admin account are given', () => {
    const env = parseEnv(minimal, CMS_DIR);
    expect(env.host).toBe('127.0.0.1');
    expect(env.port).toBe(1337);
    expect(env.publicUrl).toBe('http://127.0.0.1:1337');
    expect(env.serveAdmin).toBe(true);
    expect(env.database).toEqual({ client: 'sqlite', filename: path.resolve(CMS_DIR, '../.data/cms/data.db') });
    expect(env.publicDir).toBe(path.join(CMS_DIR, 'public'));
    expect(env.admin).toEqual({
      email: 'redaction@greffeo.test',
      password: 'Greffeo2024',
      firstname: 'Administrateur',
      lastname: 'Greffeo',
    });
    expect(env.appKeys).toHaveLength(2);
  });

  it('seeds the region the portal runs: mainland France unless REGION says New Caledonia', () => {
    expect(parseEnv(minimal, CMS_DIR).region).toBe('FR');
    expect(parseEnv({ ...minimal, REGION: 'NC' }, CMS_DIR).region).toBe('NC');
    expect(parseEnv({ ...minimal, REGION: ' nc ' }, CMS_DIR).region).toBe('NC');
    expect(problemsOf({ ...minimal, REGION: 'PF' })).toBe(
      'Configuration invalide : REGION est invalide (FR ou NC, FR si vide).',
    );
  });

  it('names a missing build token in a clear message', () => {
    expect(problemsOf(without(complete, 'CMS_BUILD_TOKEN'))).toBe(
      'Configuration invalide : CMS_BUILD_TOKEN est manquant (au moins 32 caractères).',
    );
  });

  it('refuses a build token shorter than 32 characters', () => {
    expect(problemsOf({ ...complete, CMS_BUILD_TOKEN: 'trop-court' })).toContain('CMS_BUILD_TOKEN est invalide');
  });

  it('lists every missing secret at once', () => {
    const message = problemsOf(without(complete, 'CMS_APP_KEYS', 'CMS_API_TOKEN_SALT', 'CMS_ENCRYPTION_KEY'));
    expect(message.split('\n')).toEqual([
      expect.stringContaining('CMS_APP_KEYS est manquant'),
      expect.stringContaining('CMS_API_TOKEN_SALT est manquant'),
      expect.stringContaining('CMS_ENCRYPTION_KEY est manquant'),
    ]);
  });

  it('applies Strapi’s password rules to the admin account', () => {
    for (const password of ['court1A', 'sansmajuscule1', 'SANSMINUSCULE1', 'SansChiffre']) {
      expect(problemsOf({ ...complete, CMS_ADMIN_PASSWORD: password })).toContain('CMS_ADMIN_PASSWORD est invalide');
    }
  });

  it('rejects a port, a boolean or an address that cannot be used', () => {
    expect(problemsOf({ ...complete, CMS_PORT: '70000' })).toContain('CMS_PORT est invalide');
    expect(problemsOf({ ...complete, CMS_SERVE_ADMIN: 'oui' })).toContain('CMS_SERVE_ADMIN est invalide');
    expect(problemsOf({ ...complete, CMS_PUBLIC_URL: 'cms.local' })).toContain('CMS_PUBLIC_URL est invalide');
    expect(problemsOf({ ...complete, CMS_DATABASE_URL: 'mysql://db/cms' })).toContain('CMS_DATABASE_URL est invalide');
    expect(problemsOf({ ...complete, CMS_ADMIN_EMAIL: 'redaction' })).toContain('CMS_ADMIN_EMAIL est invalide');
  });

  it('uses PostgreSQL when CMS_DATABASE_URL is set', () => {
    const env = parseEnv({ ...complete, CMS_DATABASE_URL: 'postgres://cms@127.0.0.1:5432/cms' }, CMS_DIR);
    expect(env.database).toEqual({ client: 'postgres', url: 'postgres://cms@127.0.0.1:5432/cms' });
  });

  it('resolves a relative SQLite file from the cms folder', () => {
    const env = parseEnv({ ...complete, CMS_SQLITE_FILE: '.tmp/essai.db' }, CMS_DIR);
    expect(env.database).toEqual({ client: 'sqlite', filename: path.join(CMS_DIR, '.tmp/essai.db') });
  });
  describe('the rebuild webhook to the portal', () => {
    const secret = 'a'.repeat(64);

    it('is disabled by an empty PORTAIL_REBUILD_URL, and so needs no secret', () => {
      expect(parseEnv({ ...complete, PORTAIL_REBUILD_URL: '' }, CMS_DIR).publication).toBeNull();
    });

    it('calls the local portal by default, with the shared secret', () => {
      const env = parseEnv({ ...without(complete, 'PORTAIL_REBUILD_URL'), PORTAIL_WEBHOOK_SECRET: secret }, CMS_DIR);
      expect(env.publication).toEqual({
        rebuildUrl: 'http://127.0.0.1:8000/_portail/reconstruction',
        webhookSecret: secret,
      });
    });

    it('names a missing or short secret when the webhook is on', () => {
      expect(problemsOf(without(complete, 'PORTAIL_REBUILD_URL'))).toContain('PORTAIL_WEBHOOK_SECRET est manquant');
      expect(
        problemsOf({ ...complete, PORTAIL_REBUILD_URL: 'http://127.0.0.1:8000/x', PORTAIL_WEBHOOK_SECRET: 'court' }),
      ).toContain('PORTAIL_WEBHOOK_SECRET est invalide');
    });

    it('refuses an address that is not http(s)', () => {
      expect(problemsOf({ ...complete, PORTAIL_REBUILD_URL: 'ftp://x', PORTAIL_WEBHOOK_SECRET: secret })).toContain(
        'PORTAIL_REBUILD_URL est invalide',
      );
    });
  });

  it('creates no edition token unless CMS_EDITION_TOKEN is given, and refuses a short one', () => {
    expect(parseEnv(complete, CMS_DIR).editionToken).toBeNull();
    expect(problemsOf({ ...complete, CMS_EDITION_TOKEN: 'court' })).toContain('CMS_EDITION_TOKEN est invalide');
  });

  it('reads the preview token and the preview signing secret, both optional', () => {
    const sans = parseEnv(complete, CMS_DIR);
    expect(sans.apercuToken).toBeNull();
    expect(sans.apercu).toBeNull();
    const avec = parseEnv(
      { ...complete, CMS_APERCU_TOKEN: 'a'.repeat(64), APERCU_SECRET: 's'.repeat(64), SITE_URL: 'https://greffeo.fr/' },
      CMS_DIR,
    );
    expect(avec.apercuToken).toBe('a'.repeat(64));
    expect(avec.apercu).toEqual({ siteUrl: 'https://greffeo.fr', secret: 's'.repeat(64) });
    expect(problemsOf({ ...complete, CMS_APERCU_TOKEN: 'court' })).toContain('CMS_APERCU_TOKEN est invalide');
    expect(problemsOf({ ...complete, APERCU_SECRET: 'court' })).toContain('APERCU_SECRET est invalide');
    expect(problemsOf({ ...complete, APERCU_SECRET: 's'.repeat(64), SITE_URL: 'ftp://x' })).toContain(
      'SITE_URL est invalide',
    );
  });
});
