import { availableParallelism } from 'node:os';
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
      ssrWorkers: Math.max(1, Math.min(4, availableParallelism())),
      pageCacheBytes: 64 * 1024 * 1024,
      trustedProxies: [],
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

  it('reads the number of SSR workers and names a wrong one', () => {
    expect(loadConfig({ SSR_WORKERS: '3' }).ssrWorkers).toBe(3);
    expect(() => loadConfig({ SSR_WORKERS: '0' })).toThrow(
      /SSR_WORKERS doit être un entier entre 1 et 16 \(reçu « 0 »\)/,
    );
    expect(() => loadConfig({ SSR_WORKERS: 'deux' })).toThrow(ConfigError);
  });

  it('reads the page cache size and names a wrong one', () => {
    expect(loadConfig({ PAGE_CACHE_MO: '0' }).pageCacheBytes).toBe(0);
    expect(loadConfig({ PAGE_CACHE_MO: '8' }).pageCacheBytes).toBe(8 * 1024 * 1024);
    expect(() => loadConfig({ PAGE_CACHE_MO: '-1' })).toThrow(
      /PAGE_CACHE_MO doit être un entier entre 0 et 4096 \(reçu « -1 »\)/,
    );
  });

  it('reads the trusted proxies, addresses and CIDR ranges, and names a wrong one', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '' }).trustedProxies).toEqual([]);
    expect(loadConfig({ TRUSTED_PROXIES: ' 10.0.0.1, 192.168.0.0/16 ,::1,fd00::/8,loopback' }).trustedProxies).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    for (const wrong of ['*', 'proxy.local', '10.0.0.1/33', '::1/129', '10.0.0.1/8/1', '10.0.0.0/']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: wrong })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.1,tout' })).toThrow(
      /TRUSTED_PROXIES doit être une liste d’adresses IP ou de plages CIDR séparées par des virgules \(reçu « tout »\)/,
    );
  });

  it('names an unknown log level', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'bavard' })).toThrow(/LOG_LEVEL/);
  });
});
