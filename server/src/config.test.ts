import path from 'node:path';
import { ConfigError, loadConfig, repoRoot } from './config.js';

describe('loadConfig', () => {
  it('uses the embedded defaults', () => {
    expect(loadConfig({})).toEqual({
      host: '127.0.0.1',
      port: 8000,
      servicesUrl: 'http://127.0.0.1:8010',
      siteUrl: 'http://localhost:8000',
      releaseDir: path.join(repoRoot, '.data/builds/current'),
      logLevel: 'info',
      publication: {
        webhookSecret: null,
        buildScript: path.join(repoRoot, 'scripts/build-site.mjs'),
        buildTimeoutMs: 900_000,
      },
    });
  });

  it('refuses a webhook secret too short to resist guessing', () => {
    expect(() => loadConfig({ PORTAIL_WEBHOOK_SECRET: 'court' })).toThrow(
      /PORTAIL_WEBHOOK_SECRET doit compter au moins 32 caractères/,
    );
    expect(loadConfig({ PORTAIL_WEBHOOK_SECRET: 'x'.repeat(32) }).publication.webhookSecret).toBe('x'.repeat(32));
  });

  it('names an invalid build timeout', () => {
    expect(() => loadConfig({ PORTAIL_BUILD_TIMEOUT_S: '0' })).toThrow(/PORTAIL_BUILD_TIMEOUT_S/);
  });

  it('names an invalid port', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT doit être un entier entre 1 et 65535 \(reçu « 70000 »\)/);
  });

  it('names an invalid services URL', () => {
    expect(() => loadConfig({ SERVICES_URL: 'ftp://x' })).toThrow(/SERVICES_URL doit être une URL http\(s\)/);
  });

  it('names an unknown log level', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'bavard' })).toThrow(/LOG_LEVEL/);
  });
});
