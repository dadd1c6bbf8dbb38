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
});
