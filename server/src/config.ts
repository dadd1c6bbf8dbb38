import { instancePubliee } from '@portail/domaine';
import { ErreurConfigObservabilite, lireObservabilite, type ConfigObservabilite } from '@portail/observabilite';
import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, two levels above this file (server/src or server/dist). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  host: string;
  port: number;
  servicesUrl: string;
  /** Public origin of the site, for absolute URLs (sitemaps). */
  siteUrl: string;
  /**
   * Public address of the CMS (CMS_PUBLIC_URL, else CMS_URL): its media may appear in a draft's
   * preview, and its editor shows /apercu in a frame (security-headers.ts).
   */
  cmsPublicUrl: string;
  /** Folder or symlink of the release being served (public/, .cache/ engines, .portal/). */
  releaseDir: string;
  logLevel: string;
  /** SSR worker processes per release (Gatsby's engine renders on one thread each). */
  ssrWorkers: number;
  /** Renders of each warming page by each SSR worker before a release goes live (rechauffage.ts); 0: none. */
  rechauffageTours: number;
  /** Memory for server-rendered pages kept as their Cache-Control allows (0: no page cache). */
  pageCacheBytes: number;
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of the portal, whose X-Forwarded-*
   * headers are believed (empty: none, the socket's address is the visitor's).
   */
  trustedProxies: string[];
  publication: PublicationConfig;
  rateLimits: RateLimitsConfig;
  metrics: MetricsConfig;
  /**
   * Traces and error tracking (packages/observabilite): OTEL_TRACES_EXPORTER,
   * OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_SERVICE_NAME (default `greffeo-portail`), SENTRY_DSN; both
   * null on the embedded defaults.
   */
  observabilite: ConfigObservabilite;
  /**
   * Issuer of another OpenID Connect provider the site signs in with (GATSBY_OIDC_EMETTEUR, the
   * same variable the site's build reads): its origin joins the pages' connect-src. null: the
   * embedded provider, reached through the portal itself.
   */
  fournisseurOidc: string | null;
}

/**
 * The Prometheus listener (metriques.ts): a second HTTP server, apart from the public one, that
 * answers GET /metrics only.
 */
export interface MetricsConfig {
  /** METRIQUES_HOTE: the address it listens on; the loopback by default (never the public side). */
  host: string;
  /** METRIQUES_PORT; null (unset): no metrics listener at all; 0: any free port (tests). */
  port: number | null;
}

/** At most `max` requests in `windowMs`, per visitor address. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The limits of rate-limits.ts: per kind of request, and where the counters live. */
export interface RateLimitsConfig {
  search: RateLimit;
  suggestions: RateLimit;
  downloads: RateLimit;
  signUp: RateLimit;
  passwordReset: RateLimit;
  paymentNotifications: RateLimit;
  /** Redis shared by every portal instance; null: each instance counts in its own memory. */
  redisUrl: string | null;
  /** Prefix of the counters' keys in Redis (several environments may share one server). */
  redisPrefix: string;
}

export interface PublicationConfig {
  /** Shared with the CMS to sign rebuild requests; null: POST /_portail/reconstruction answers 503. */
  webhookSecret: string | null;
  /** Node script that builds and publishes the site (scripts/build-site.mjs), run in a child process. */
  buildScript: string;
  /** A build running longer is killed and counted as failed, so a hung build never blocks the queue. */
  buildTimeoutMs: number;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    reason: string,
  ) {
    super(`Configuration invalide : ${variable} ${reason}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    throw new ConfigError(name, `doit être un entier entre 1 et 65535 (reçu « ${raw} »).`);
  }
  return value;
}

function url(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const raw = env[name]?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, `doit être une URL http(s) (reçu « ${raw} »).`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(name, `doit être une URL http(s) (reçu « ${raw} »).`);
  }
  return raw.replace(/\/+$/, '');
}

const MIN_SECRET_LENGTH = 32;

function publication(env: NodeJS.ProcessEnv): PublicationConfig {
  const secret = env.PORTAIL_WEBHOOK_SECRET?.trim() || null;
  if (secret !== null && secret.length < MIN_SECRET_LENGTH) {
    throw new ConfigError('PORTAIL_WEBHOOK_SECRET', `doit compter au moins ${MIN_SECRET_LENGTH} caractères.`);
  }
  const rawTimeout = env.PORTAIL_BUILD_TIMEOUT_S?.trim();
  const timeout = rawTimeout ? Number(rawTimeout) : 900;
  if (!Number.isInteger(timeout) || timeout < 1) {
    throw new ConfigError(
      'PORTAIL_BUILD_TIMEOUT_S',
      `doit être un nombre entier de secondes (reçu « ${rawTimeout} »).`,
    );
  }
  return {
    webhookSecret: secret,
    buildScript: path.resolve(repoRoot, env.PORTAIL_BUILD_SCRIPT?.trim() || 'scripts/build-site.mjs'),
    buildTimeoutMs: timeout * 1000,
  };
}

const MAX_SSR_WORKERS = 16;

/** SSR_WORKERS, or by default one worker per core up to 4 (each holds its own engine, ~0.5 Go). */
function ssrWorkers(env: NodeJS.ProcessEnv): number {
  const raw = env.SSR_WORKERS?.trim();
  if (!raw) return Math.max(1, Math.min(4, availableParallelism()));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > MAX_SSR_WORKERS) {
    throw new ConfigError('SSR_WORKERS', `doit être un entier entre 1 et ${MAX_SSR_WORKERS} (reçu « ${raw} »).`);
  }
  return value;
}

const MAX_RECHAUFFAGE_TOURS = 100;
/**
 * Measured with bench/premier-rendu.mjs and bench/company-page.mjs --rate 250 right after a start
 * (README « Mesures »): 3 rounds were enough for the first page, 30 (about 6 s) for the first
 * half-minute of a loaded portal.
 */
const RECHAUFFAGE_TOURS_PAR_DEFAUT = 30;

/** SSR_RECHAUFFAGE_TOURS: renders of each warming page by each SSR worker of a new release; 0 turns warming off. */
function rechauffageTours(env: NodeJS.ProcessEnv): number {
  const raw = env.SSR_RECHAUFFAGE_TOURS?.trim();
  if (!raw) return RECHAUFFAGE_TOURS_PAR_DEFAUT;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > MAX_RECHAUFFAGE_TOURS) {
    throw new ConfigError(
      'SSR_RECHAUFFAGE_TOURS',
      `doit être un entier entre 0 et ${MAX_RECHAUFFAGE_TOURS} (reçu « ${raw} »).`,
    );
  }
  return value;
}

const MAX_PAGE_CACHE_MO = 4096;

/** PAGE_CACHE_MO, in mebibytes: 64 by default, 0 turns the page cache off. */
function pageCacheBytes(env: NodeJS.ProcessEnv): number {
  const raw = env.PAGE_CACHE_MO?.trim();
  const value = raw ? Number(raw) : 64;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_CACHE_MO) {
    throw new ConfigError('PAGE_CACHE_MO', `doit être un entier entre 0 et ${MAX_PAGE_CACHE_MO} (reçu « ${raw} »).`);
  }
  return value * 1024 * 1024;
}

/** Names proxy-addr (Fastify's trustProxy) gives to well-known ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUSTED_PROXIES: comma-separated addresses or CIDR ranges of the reverse proxies in front of the
 * portal. Only they may say, in X-Forwarded-For, which address a visitor has; empty (the default),
 * the socket's address is the visitor's, whatever the request claims.
 */
function trustedProxies(env: NodeJS.ProcessEnv): string[] {
  const entries = (env.TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        'TRUSTED_PROXIES',
        `doit être une liste d’adresses IP ou de plages CIDR séparées par des virgules (reçu « ${entry} »).`,
      );
    }
  }
  return entries;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const MAX_RATE_LIMIT = 1_000_000;

/** A limit read from `name` (requests per window), `fallback` when unset. */
function rateLimit(env: NodeJS.ProcessEnv, name: string, fallback: number, windowMs: number): RateLimit {
  const raw = env[name]?.trim();
  const max = raw ? Number(raw) : fallback;
  if (!Number.isInteger(max) || max < 1 || max > MAX_RATE_LIMIT) {
    throw new ConfigError(name, `doit être un entier entre 1 et ${MAX_RATE_LIMIT} (reçu « ${raw} »).`);
  }
  return { max, windowMs };
}

/**
 * RATE_LIMIT_*: per visitor address, far above what a person does by hand (a search a second for
 * a whole minute, a sign-up form sent twenty times in an hour) and far below what a script does.
 */
function rateLimits(env: NodeJS.ProcessEnv): RateLimitsConfig {
  const raw = env.REDIS_URL?.trim() || null;
  if (raw !== null) {
    let protocol = '';
    try {
      protocol = new URL(raw).protocol;
    } catch {
      // Named below.
    }
    if (protocol !== 'redis:' && protocol !== 'rediss:') {
      throw new ConfigError('REDIS_URL', `doit être une URL redis:// ou rediss:// (reçu « ${raw} »).`);
    }
  }
  return {
    search: rateLimit(env, 'RATE_LIMIT_SEARCH_PER_MIN', 120, MINUTE_MS),
    suggestions: rateLimit(env, 'RATE_LIMIT_SUGGESTIONS_PER_MIN', 300, MINUTE_MS),
    downloads: rateLimit(env, 'RATE_LIMIT_DOWNLOADS_PER_MIN', 60, MINUTE_MS),
    signUp: rateLimit(env, 'RATE_LIMIT_SIGNUPS_PER_HOUR', 20, HOUR_MS),
    passwordReset: rateLimit(env, 'RATE_LIMIT_PASSWORD_RESETS_PER_HOUR', 20, HOUR_MS),
    paymentNotifications: rateLimit(env, 'RATE_LIMIT_PAYMENT_NOTIFICATIONS_PER_MIN', 600, MINUTE_MS),
    redisUrl: raw,
    redisPrefix: env.RATE_LIMIT_REDIS_PREFIX?.trim() || 'portail:limites:',
  };
}

/** A host name as a resolver would take it (letters, digits, hyphens, dots), or an IP address. */
const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

/**
 * METRIQUES_PORT and METRIQUES_HOTE: the metrics listen apart from the site, on the loopback unless
 * the operator names another (internal) address. No port, no listener.
 */
function metrics(env: NodeJS.ProcessEnv, publicPort: number): MetricsConfig {
  const host = env.METRIQUES_HOTE?.trim() || '127.0.0.1';
  if (isIP(host) === 0 && !HOST_NAME.test(host)) {
    throw new ConfigError('METRIQUES_HOTE', `doit être une adresse IP ou un nom d’hôte (reçu « ${host} »).`);
  }
  const raw = env.METRIQUES_PORT?.trim();
  if (!raw) return { host, port: null };
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value > 65535) {
    throw new ConfigError('METRIQUES_PORT', `doit être un entier entre 0 et 65535 (reçu « ${raw} »).`);
  }
  if (value === publicPort) {
    throw new ConfigError(
      'METRIQUES_PORT',
      `doit différer de PORT : les métriques ne se servent pas au public (reçu « ${raw} »).`,
    );
  }
  return { host, port: value };
}

/** The portal server's version (its package.json), given to traces and error reports. */
export const serverVersion = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

function observabilite(env: NodeJS.ProcessEnv, siteUrl: string): ConfigObservabilite {
  try {
    return lireObservabilite(env, {
      nomService: 'greffeo-portail',
      version: serverVersion,
      publiee: instancePubliee(siteUrl),
    });
  } catch (error) {
    if (error instanceof ErreurConfigObservabilite) throw new ConfigError(error.variable, error.raison);
    throw error;
  }
}

/** Reads and validates the portal server's environment; the only reader of process.env here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `doit valoir ${LOG_LEVELS.join(', ')} (reçu « ${logLevel} »).`);
  }
  const siteUrl = url(env, 'SITE_URL', `http://localhost:${port(env, 'PORT', 8000)}`);
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: port(env, 'PORT', 8000),
    servicesUrl: url(env, 'SERVICES_URL', 'http://127.0.0.1:8010'),
    siteUrl,
    cmsPublicUrl: url(env, env.CMS_PUBLIC_URL?.trim() ? 'CMS_PUBLIC_URL' : 'CMS_URL', 'http://127.0.0.1:1337'),
    releaseDir: path.resolve(repoRoot, env.SITE_RELEASE_DIR?.trim() || '.data/builds/current'),
    logLevel,
    ssrWorkers: ssrWorkers(env),
    rechauffageTours: rechauffageTours(env),
    pageCacheBytes: pageCacheBytes(env),
    trustedProxies: trustedProxies(env),
    rateLimits: rateLimits(env),
    publication: publication(env),
    metrics: metrics(env, port(env, 'PORT', 8000)),
    observabilite: observabilite(env, siteUrl),
    fournisseurOidc: env.GATSBY_OIDC_EMETTEUR?.trim() ? url(env, 'GATSBY_OIDC_EMETTEUR', '') : null,
  };
}
