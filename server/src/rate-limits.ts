/**
 * Rate limits at the edge (issue 22): searches, suggestions, PDF downloads, sign-ups, password
 * resets and payment notifications, counted per visitor address by @fastify/rate-limit, in this
 * process's memory or, with REDIS_URL, in a Redis every portal instance shares. Page views and
 * static files are never counted: the page cache and the CDN absorb them.
 */
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { isApiPath, sendError } from './client-errors.js';
import type { RateLimit, RateLimitsConfig } from './config.js';
import { splitTarget } from './request-target.js';

export type RateLimitGroup = keyof Omit<RateLimitsConfig, 'redisUrl' | 'redisPrefix'>;

/** What the visitor was doing too often, for the message of the 429. */
const TOO_MANY: Record<RateLimitGroup, string> = {
  search: 'Trop de recherches',
  suggestions: 'Trop de demandes de suggestions',
  downloads: 'Trop de téléchargements',
  signUp: 'Trop de demandes d’inscription',
  passwordReset: 'Trop de demandes de réinitialisation du mot de passe',
  paymentNotifications: 'Trop de notifications de paiement',
};

/** The file downloads of the orders and invoices (services/src/modules/commandes/routes/documents.ts). */
const DOWNLOADS = [
  // Order documents (Kbis extracts, certificates, periodic Kbis issues), their zip, the receipt,
  // and the invoice sent by e-mail as a PDF attachment.
  /^\/api\/commandes\/[^/]+\/(?:visualisations(?:\/zip)?|justificatifs|factures\/demandes)$/,
  // An invoice's PDF; `encaissements` is the JSON list of payments, not a file.
  /^\/api\/factures\/(?!encaissements$)[^/]+$/,
];

/**
 * The path as the services will route it: percent-decoded (their router decodes `%72echerche`),
 * without repeated or trailing slashes (they ignore a trailing one), lower case. A path that does
 * not decode is refused before this runs (app.ts).
 */
function routedPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Left as it is: app.ts answers it 400 before any limit is looked at.
  }
  return decoded
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/+$/, '$1')
    .toLowerCase();
}

/** The limit a request counts against, or null for everything else (pages, files, other API calls). */
export function rateLimitGroup(method: string, url: string): RateLimitGroup | null {
  const pathname = routedPath(splitTarget(url).pathname);
  // The sign-up and reset forms are page views when read (GET), and only count when sent.
  const sent = method !== 'GET' && method !== 'HEAD';
  if (pathname === '/api/recherche/suggestions') return 'suggestions';
  if (pathname === '/api/recherche' || pathname.startsWith('/api/recherche/')) return 'search';
  // The pledges register, the court cases and the formalities follow-up are searched by name like
  // the registry: same limit; the single window's link check too (a token tried per request).
  if (
    pathname === '/api/gages' ||
    pathname === '/api/affaires' ||
    pathname === '/api/formalites/suivi' ||
    pathname === '/api/formalites/provenances'
  )
    return 'search';
  // A document's verification by its code, and the check of an uploaded file against it (a
  // megabyte hashed and its seal verified per request): looked up like a search.
  if (/^\/api\/verifications\/[^/]+(?:\/document)?$/.test(pathname)) return 'search';
  if (DOWNLOADS.some((pattern) => pattern.test(pathname))) return 'downloads';
  if (sent && (pathname === '/inscription' || pathname === '/inscription-validation')) return 'signUp';
  if (sent && (pathname === '/mot-de-passe-oublie' || pathname === '/mot-de-passe-oublie/nouveau'))
    return 'passwordReset';
  if (sent && pathname === '/api/paiements/notifications') return 'paymentNotifications';
  return null;
}

/** « 45 secondes », « 12 minutes », « 1 heure »: the time left before the next attempt, rounded up. */
export function waitText(seconds: number): string {
  const plural = (n: number, unit: string) => `${n}\u00a0${unit}${n > 1 ? 's' : ''}`;
  if (seconds < 60) return plural(Math.max(1, seconds), 'seconde');
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  return plural(Math.ceil(minutes / 60), 'heure');
}

export function tooManyMessage(group: RateLimitGroup, retryAfterSeconds: number): string {
  return `${TOO_MANY[group]} depuis votre adresse. Veuillez réessayer dans ${waitText(retryAfterSeconds)}.`;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The 429: JSON for /api like the portal's other errors; for a form (sign-up, reset), the site's
 * error page with the message put before Gatsby's root, where hydration never replaces it (the
 * page's own text says the server could not show the page, which is not the reason here).
 */
async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  group: RateLimitGroup,
  retryAfterSeconds: number,
): Promise<FastifyReply> {
  const message = tooManyMessage(group, retryAfterSeconds);
  reply.header('retry-after', String(retryAfterSeconds));
  const release = request.server.releases.current;
  if (isApiPath(request.url)) return sendError(request, reply, release, 429, { message });
  let html = await readFile(path.join(release.publicDir, '500.html'), 'utf8').catch(
    () => '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Erreur</title></head><body></body></html>',
  );
  const notice = `<p role="alert">${escapeHtml(message)}</p>`;
  const body = /<body[^>]*>/i.exec(html);
  html = body
    ? `${html.slice(0, body.index + body[0].length)}${notice}${html.slice(body.index + body[0].length)}`
    : notice + html;
  for (const { key, value } of release.baseHeaders) reply.header(key, value);
  return reply.code(429).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/**
 * Logs the first failure of the counters' store and the return to normal, not every request in
 * between: during an outage, every limited request would otherwise log the same error.
 */
class StoreHealth {
  private down = false;
  constructor(private readonly log: FastifyBaseLogger) {}
  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.log.error({ err: error }, 'limites de débit : stockage des compteurs injoignable, requêtes laissées passer');
  }
  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.log.info('limites de débit : stockage des compteurs de nouveau joignable');
  }
}

/** How long the start-up waits for Redis before serving anyway (unlimited until it answers). */
const REDIS_START_TIMEOUT_MS = 2_000;

/**
 * A Redis client that fails fast: no queue of commands while disconnected and a short time-out,
 * so an outage lets requests through at once (fail-open) instead of holding every limited request.
 */
async function connectRedis(url: string, log: FastifyBaseLogger, health: StoreHealth): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1_000,
    commandTimeout: 500,
    // On close, how long a socket is given to end before it is destroyed (2 s by default, kept
    // even for a socket that never opened).
    disconnectTimeout: 200,
    // Reconnects for as long as the portal runs, at most every 2 s.
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  });
  // Without a listener, ioredis reports each failed reconnection as an unhandled error event.
  redis.on('error', (error) => health.failed(error));
  redis.on('ready', () => health.recovered());
  // `once` rejects when 'error' comes first: that is the answer too.
  const ready = once(redis, 'ready').then(
    () => true,
    () => false,
  );
  const failed = once(redis, 'error').then(() => false);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), REDIS_START_TIMEOUT_MS);
  });
  const connected = await Promise.race([ready, failed, timeout]);
  clearTimeout(timer);
  if (connected) log.info('limites de débit : compteurs partagés dans Redis');
  return redis;
}

/**
 * Counts the limited requests (rateLimitGroup) per visitor address and answers 429 past the limit.
 * The address is `request.ip`: the socket's, or the one a proxy of TRUSTED_PROXIES wrote, never a
 * header the visitor chose. IPv6 addresses count per /64, what one subscriber usually holds.
 */
export async function registerRateLimits(app: FastifyInstance, config: RateLimitsConfig): Promise<void> {
  const health = new StoreHealth(app.log);
  const redis = config.redisUrl === null ? null : await connectRedis(config.redisUrl, app.log, health);
  if (redis) app.addHook('onClose', async () => redis.disconnect());

  await app.register(fastifyRateLimit, {
    // Only the limiters made below count; no route gets the plugin's own hook.
    global: false,
    ...(redis ? { redis, nameSpace: config.redisPrefix } : {}),
    // Store failures are caught below, to be logged: the plugin's skipOnError would hide them.
    skipOnError: false,
  });

  type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
  const limiter = (group: RateLimitGroup): Limiter => {
    const limit: RateLimit = config[group];
    return app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      // The group is part of the key: in Redis, the limiters of one plugin share a namespace.
      keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}`,
    });
  };
  const limiters: Record<RateLimitGroup, Limiter> = {
    search: limiter('search'),
    suggestions: limiter('suggestions'),
    downloads: limiter('downloads'),
    signUp: limiter('signUp'),
    passwordReset: limiter('passwordReset'),
    paymentNotifications: limiter('paymentNotifications'),
  };

  app.addHook('onRequest', async (request, reply) => {
    const group = rateLimitGroup(request.method, request.url);
    if (group === null) return;
    let result: Awaited<ReturnType<Limiter>>;
    try {
      result = await limiters[group](request);
      health.recovered();
    } catch (error) {
      // Fail open: an unreachable Redis must not take the portal down with it.
      health.failed(error);
      return;
    }
    if (result.isAllowed || !result.isExceeded) return;
    request.log.warn({ limite: group, cle: result.key }, 'limite de débit atteinte');
    return refuse(request, reply, group, Math.max(1, result.ttlInSeconds));
  });
}
