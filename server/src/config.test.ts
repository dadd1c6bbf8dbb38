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
      cmsPublicUrl: 'http://127.0.0.1:1337',
      releaseDir: path.join(repoRoot, '.data/builds/current'),
      logLevel: 'info',
      ssrWorkers: Math.max(1, Math.min(4, availableParallelism())),
      rechauffageTours: 30,
      pageCacheBytes: 64 * 1024 * 1024,
      trustedProxies: [],
      publication: {
        webhookSecret: null,
        buildScript: path.join(repoRoot, 'scripts/build-site.mjs'),
        buildTimeoutMs: 900_000,
      },
      rateLimits: {
        search: { max: 120, windowMs: 60_000 },
        suggestions: { max: 300, windowMs: 60_000 },
        downloads: { max: 60, windowMs: 60_000 },
        signUp: { max: 20, windowMs: 3_600_000 },
        passwordReset: { max: 20, windowMs: 3_600_000 },
        paymentNotifications: { max: 600, windowMs: 60_000 },
        redisUrl: null,
        redisPrefix: 'portail:limites:',
      },
      metrics: { host: '127.0.0.1', port: null },
      observabilite: { traces: null, suiviErreurs: null },
      fournisseurOidc: null,
    });
  });

  it('reads the traces and error-tracking variables, and names a wrong one', () => {
    expect(loadConfig({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collecteur:4318' }).observabilite.traces).toEqual({
      exportateur: 'otlp',
      nomService: 'greffeo-portail',
      pointOtlp: 'http://collecteur:4318/v1/traces',
    });
    expect(
      loadConfig({ SENTRY_DSN: 'https://cle@erreurs.exemple.fr/2', SITE_URL: 'https://greffeo.fr' }).observabilite
        .suiviErreurs,
    ).toEqual(expect.objectContaining({ environnement: 'production' }));
    expect(() => loadConfig({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(
      /Configuration invalide : OTEL_TRACES_EXPORTER « jaeger » : otlp, console ou none/,
    );
  });

  it('refuses a webhook secret too short to resist guessing', () => {
    expect(() => loadConfig({ PORTAIL_WEBHOOK_SECRET: 'court' })).toThrow(
      /PORTAIL_WEBHOOK_SECRET doit compter au moins 32 caractères/,
    );
    expect(loadConfig({ PORTAIL_WEBHOOK_SECRET: 'x'.repeat(32) }).publication.webhookSecret).toBe('x'.repeat(32));
  });

  it('takes the public address of the CMS, else its address, for its media and its preview frame', () => {
    expect(loadConfig({ CMS_URL: 'http://cms.interne:1337/' }).cmsPublicUrl).toBe('http://cms.interne:1337');
    expect(loadConfig({ CMS_URL: 'http://cms.interne', CMS_PUBLIC_URL: 'https://cms.greffeo.fr' }).cmsPublicUrl).toBe(
      'https://cms.greffeo.fr',
    );
    expect(() => loadConfig({ CMS_PUBLIC_URL: 'cms.greffeo.fr' })).toThrow(/CMS_PUBLIC_URL doit être une URL/);
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

  it('reads how many rounds warm a release’s SSR workers, 0 for none, and names a wrong one', () => {
    expect(loadConfig({}).rechauffageTours).toBe(30);
    expect(loadConfig({ SSR_RECHAUFFAGE_TOURS: '0' }).rechauffageTours).toBe(0);
    expect(loadConfig({ SSR_RECHAUFFAGE_TOURS: ' 25 ' }).rechauffageTours).toBe(25);
    for (const faux of ['-1', '2.5', 'dix', '101']) {
      expect(() => loadConfig({ SSR_RECHAUFFAGE_TOURS: faux })).toThrow(
        `SSR_RECHAUFFAGE_TOURS doit être un entier entre 0 et 100 (reçu « ${faux} »).`,
      );
    }
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

  it('reads the rate limits and their Redis, and names a wrong one', () => {
    const config = loadConfig({
      RATE_LIMIT_SEARCH_PER_MIN: '10',
      RATE_LIMIT_SIGNUPS_PER_HOUR: '3',
      REDIS_URL: 'redis://127.0.0.1:6379/2',
      RATE_LIMIT_REDIS_PREFIX: 'recette:',
    }).rateLimits;
    expect(config.search).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.signUp).toEqual({ max: 3, windowMs: 3_600_000 });
    expect(config.redisUrl).toBe('redis://127.0.0.1:6379/2');
    expect(config.redisPrefix).toBe('recette:');
    expect(() => loadConfig({ RATE_LIMIT_DOWNLOADS_PER_MIN: '0' })).toThrow(
      /RATE_LIMIT_DOWNLOADS_PER_MIN doit être un entier entre 1 et 1000000 \(reçu « 0 »\)/,
    );
    expect(() => loadConfig({ RATE_LIMIT_PASSWORD_RESETS_PER_HOUR: 'beaucoup' })).toThrow(ConfigError);
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(
      /REDIS_URL doit être une URL redis:\/\/ ou rediss:\/\/ \(reçu « http:\/\/127.0.0.1:6379 »\)/,
    );
  });

  it('reads the metrics listener, off unless a port is given, and names a wrong setting', () => {
    expect(loadConfig({ METRIQUES_PORT: ' ' }).metrics).toEqual({ host: '127.0.0.1', port: null });
    expect(loadConfig({ METRIQUES_PORT: '9464' }).metrics).toEqual({ host: '127.0.0.1', port: 9464 });
    expect(loadConfig({ METRIQUES_PORT: '0' }).metrics.port).toBe(0);
    for (const host of ['0.0.0.0', '::1', '10.1.2.3', 'metriques.interne', 'localhost']) {
      expect(loadConfig({ METRIQUES_HOTE: host, METRIQUES_PORT: '9464' }).metrics).toEqual({ host, port: 9464 });
    }
    for (const wrong of ['-1', '1.5', '70000', 'neuf', '0x10']) {
      expect(() => loadConfig({ METRIQUES_PORT: wrong })).toThrow(
        `Configuration invalide : METRIQUES_PORT doit être un entier entre 0 et 65535 (reçu « ${wrong} »).`,
      );
    }
    expect(() => loadConfig({ PORT: '8080', METRIQUES_PORT: '8080' })).toThrow(
      /METRIQUES_PORT doit différer de PORT : les métriques ne se servent pas au public \(reçu « 8080 »\)/,
    );
    expect(() => loadConfig({ METRIQUES_PORT: '8000' })).toThrow(/METRIQUES_PORT doit différer de PORT/);
    for (const wrong of ['http://127.0.0.1', '127.0.0.1:9464', 'hôte', 'a b']) {
      expect(() => loadConfig({ METRIQUES_HOTE: wrong })).toThrow(
        `Configuration invalide : METRIQUES_HOTE doit être une adresse IP ou un nom d’hôte (reçu « ${wrong} »).`,
      );
    }
  });

  it('names an unknown log level', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'bavard' })).toThrow(/LOG_LEVEL/);
  });
});
