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
  /** Folder or symlink of the release being served (public/, .cache/ engines, .portal/). */
  releaseDir: string;
  logLevel: string;
  /** SSR worker processes per release (Gatsby's engine renders on one thread each). */
  ssrWorkers: number;
  /** Memory for server-rendered pages kept as their Cache-Control allows (0: no page cache). */
  pageCacheBytes: number;
  /**
   * Addresses or CIDR ranges of the reverse proxies in front of the portal, whose X-Forwarded-*
   * headers are believed (empty: none, the socket's address is the visitor's).
   */
  trustedProxies: string[];
  publication: PublicationConfig;
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

/** Reads and validates the portal server's environment; the only reader of process.env here. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `doit valoir ${LOG_LEVELS.join(', ')} (reçu « ${logLevel} »).`);
  }
  return {
    host: env.HOST?.trim() || '127.0.0.1',
    port: port(env, 'PORT', 8000),
    servicesUrl: url(env, 'SERVICES_URL', 'http://127.0.0.1:8010'),
    siteUrl: url(env, 'SITE_URL', `http://localhost:${port(env, 'PORT', 8000)}`),
    releaseDir: path.resolve(repoRoot, env.SITE_RELEASE_DIR?.trim() || '.data/builds/current'),
    logLevel,
    ssrWorkers: ssrWorkers(env),
    pageCacheBytes: pageCacheBytes(env),
    trustedProxies: trustedProxies(env),
    publication: publication(env),
  };
}
