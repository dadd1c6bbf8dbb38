import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import replyFrom, { type FastifyReplyFromHooks } from '@fastify/reply-from';
import { entetesDeTrace, observerFastify } from '@portail/observabilite';
import fastifyStatic from '@fastify/static';
import { clientErrorHandler, clientMessage, INVALID_ADDRESS, isApiPath, sendError } from './client-errors.js';
import type { ServerConfig } from './config.js';
import type { Header } from './manifest.js';
import { causeDeLErreur, Metriques, type CibleDuRelais, type TypeDeRequete } from './metriques.js';
import { PageCache, sharedLifetime, type CachedPage } from './page-cache.js';
import { ReleaseHolder, type Release } from './release.js';
import { RECHAUFFAGE_BUDGET_MS } from './rechauffage.js';
import {
  declaredRedirectLocation,
  isPagePath,
  isServicePath,
  isValidQuery,
  originForm,
  sameOriginPath,
  splitTarget,
} from './request-target.js';
import { registerSitemaps } from './sitemap.js';
import { registerPublication } from './publication/routes.js';
import { registerRateLimits } from './rate-limits.js';
import { registerSecurityHeaders, secureRefusalBeforeRouting } from './security-headers.js';

const MUST_REVALIDATE = 'public, max-age=0, must-revalidate';
/** Redirects (trailing slash, and those the manifest declares without a Cache-Control of their own). */
const REDIRECT_CACHE = 'public, max-age=3600';
/**
 * Largest body forwarded to the services: theirs (Fastify's default, 1 Mio). A larger one is
 * refused here, before anything reaches them, with their status and message.
 */
export const SERVICES_BODY_LIMIT = 1024 * 1024;
const SERVICES_DOWN = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
};

/**
 * reply-from asks a GET that got a 503 ten more times: a 503 of the SSR engine (a page whose
 * services are down) or of the services is an answer, passed on at once, so an outage costs one
 * render or one call per visitor rather than eleven (bench/faults.mjs, reponses-503.test.ts).
 */
const NO_RETRY = { retryDelay: () => null };

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseHolder;
    /** Server-rendered pages kept as their Cache-Control allows; emptied when a release goes live. */
    pageCache: PageCache;
    /** Loads the release the symlink points to and puts it online (SIGHUP, rebuilds); returns its id. */
    reloadRelease: () => Promise<string>;
    /** The Prometheus metrics and their listener (metriques.ts); null without METRIQUES_PORT. */
    metriques: Metriques | null;
  }
  interface FastifyRequest {
    /** What the request turned out to be, for the metrics (set by the handlers; null: by its route). */
    typeDeRequete: TypeDeRequete | null;
  }
}

function setHeaders(reply: FastifyReply, headers: readonly Header[]): void {
  for (const { key, value } of headers) reply.header(key, value);
}

async function sendNotFound(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const release = request.server.releases.current;
  setHeaders(reply, release.baseHeaders);
  reply.header('cache-control', MUST_REVALIDATE);
  return reply.code(404).sendFile('404.html', release.publicDir);
}

function sendCachedPage(reply: FastifyReply, release: Release, page: CachedPage): FastifyReply {
  setHeaders(reply, release.baseHeaders);
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  reply.header('age', String(Math.floor((Date.now() - page.storedAt) / 1000)));
  return reply.code(page.status).send(page.body);
}

/**
 * Sends a rendered page on; a page storable by a shared cache is read whole and kept first, any
 * other is streamed (and remembered as not storable, so its visitors never wait for each other).
 */
function keepPage(
  cache: PageCache,
  key: string,
  settle: () => void,
  reply: {
    getHeaders(): Record<string, string | number | string[] | undefined>;
    header(name: string, value: string): unknown;
    send(payload: unknown): unknown;
  },
  response: { statusCode: number; stream: NodeJS.ReadableStream },
  policy: (headers: Record<string, unknown>, body: Buffer) => string | null,
): void {
  const headers = reply.getHeaders();
  const lifetime = sharedLifetime(response.statusCode, headers);
  if (lifetime === null) {
    cache.markNotStorable(key);
    settle();
    reply.send(response.stream);
    return;
  }
  const chunks: Buffer[] = [];
  response.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.stream.once('error', (error: Error) => {
    settle();
    reply.send(error);
  });
  response.stream.once('end', () => {
    const body = Buffer.concat(chunks);
    // Its policy lists the hashes of its own inline scripts (its page data): kept with it.
    const csp = policy(headers, body);
    if (csp !== null) {
      headers['content-security-policy'] = csp;
      reply.header('content-security-policy', csp);
    }
    cache.offer(key, response.statusCode, headers, body, lifetime);
    settle();
    reply.send(body);
  });
}

/**
 * Paths the services answer: their API, and the identity provider with its pages (sign-in,
 * registration, e-mail validation, password reset, e-mail change, kept e-mails in development).
 * They are forwarded unchanged so the browser only ever talks to one origin, which also keeps
 * the provider's cookies first-party.
 */
const SERVICE_PATHS = [
  '/api',
  '/auth',
  '/identite',
  '/inscription',
  '/inscription-validation',
  '/mot-de-passe-oublie',
  '/changement-email',
  '/dev/courriels',
] as const;

/** The `kind` of the requests whose route says it all (a refused or rate-limited one included). */
const KIND_BY_ROUTE = new Map<string, TypeDeRequete>(
  SERVICE_PATHS.flatMap((prefix): [string, TypeDeRequete][] => {
    const kind = prefix === '/api' ? 'relais_api' : 'relais_auth';
    return [
      [prefix, kind],
      [`${prefix}/*`, kind],
    ];
  }),
);

function kindOf(request: FastifyRequest): TypeDeRequete {
  if (request.typeDeRequete !== null) return request.typeDeRequete;
  const route = request.routeOptions.url;
  if (route === undefined) return 'autre';
  return KIND_BY_ROUTE.get(route) ?? (route.startsWith('/sitemap') ? 'plan_du_site' : 'autre');
}

/** `page_statique` for an HTML page, `page_data` for Gatsby's page data, `fichier` for the rest. */
function staticKind(path: string, filePath: string): TypeDeRequete {
  if (filePath.endsWith('.html')) return 'page_statique';
  return path.startsWith('/page-data/') ? 'page_data' : 'fichier';
}

/**
 * Counts a failed relay in the metrics; false, and nothing counted, when the visitor had left (no
 * fault of the upstream, and no one to answer).
 */
function relayFailed(request: FastifyRequest, reply: FastifyReply, target: CibleDuRelais, error: Error): boolean {
  if (reply.raw.destroyed || request.raw.socket?.destroyed === true) return false;
  request.server.metriques?.erreurDuRelais(target, causeDeLErreur(error));
  return true;
}

/** Connection-level headers (RFC 9110 §7.6.1): they describe one hop and are never passed on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * An upstream answer's headers without its connection-level ones: the services' or the engine's
 * `connection: keep-alive` would otherwise override the portal's own handling of the visitor's
 * connection (kept open after the visitor asked to close it).
 */
function withoutHopByHop<T extends Record<string, unknown>>(headers: T): T {
  const listed = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name]) => !HOP_BY_HOP.has(name.toLowerCase()) && !listed.includes(name.toLowerCase()),
    ),
  ) as T;
}

/**
 * The body to forward, read whole by the parser below (at most SERVICES_BODY_LIMIT bytes) and
 * sent byte for byte with its content type (reply-from would re-encode a JSON one).
 */
function forwardedBody(request: FastifyRequest): { body?: Buffer | null; contentType?: string } {
  const body = request.body;
  if (!Buffer.isBuffer(body)) return {};
  const contentType = request.headers['content-type'];
  if (contentType) return { body, contentType };
  return body.length > 0 ? { body, contentType: 'application/octet-stream' } : { body: null };
}

/** True for the paths forwarded to the services (`/api`, `/api/…`, but not `/apis`). */
function isServiceTarget(pathname: string): boolean {
  return SERVICE_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function relayTarget(url: string): CibleDuRelais {
  return isApiPath(url) ? 'api' : 'auth';
}

async function servicesProxy(app: FastifyInstance, config: ServerConfig): Promise<void> {
  // Bodies are read whole before anything is sent to the services, within their own limit: one too
  // large is answered 413 here (Fastify checks Content-Length before reading, and counts the bytes
  // of a chunked one). Streamed on, a body the services refused early was destroyed under the
  // proxy, whose error then looked like a visitor who left, and the visitor never got an answer.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SERVICES_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const metriques = app.metriques;
  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    // The path alone: reply-from passes the query on as it came (its own checks decode the whole
    // source, and would refuse a search for « ../ »).
    reply.from(`${config.servicesUrl}${splitTarget(request.url).pathname}`, {
      ...NO_RETRY,
      ...forwardedBody(request),
      // The services log under the same request id, so one request can be followed across both
      // logs; the forwarded-* headers give them the visitor's address (sign-in throttling) and
      // origin. The services believe the last X-Forwarded-For entry: it is the visitor's address as
      // the portal determined it (from the socket, or from a proxy of TRUSTED_PROXIES), never what
      // the visitor wrote in the header.
      rewriteRequestHeaders: (_raw, headers) => ({
        ...headers,
        ...entetesDeTrace(),
        'x-request-id': request.id,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      rewriteHeaders: withoutHopByHop,
      // Passed on as reply-from would; a 5xx of the services is counted first.
      onResponse: metriques
        ? (_request, proxied, response) => {
            if (response.statusCode >= 500) metriques.erreurDuRelais(relayTarget(request.url), 'reponse_5xx');
            proxied.send(response.stream);
          }
        : undefined,
      onError(_proxied, { error }) {
        // A visitor who moved on (a superseded search suggestion) closed the connection: not a
        // fault, and no one to answer. Any other failure is answered, whatever state the proxy
        // left the request stream in.
        if (!relayFailed(request, reply, relayTarget(request.url), error)) {
          request.log.info({ err: error }, 'requête abandonnée par le navigateur');
          return;
        }
        request.log.error({ err: error }, 'services injoignables');
        // Answered without throwing: kept for the error report of this 503 (packages/observabilite).
        request.erreurObservee = error;
        if (isApiPath(request.url)) {
          reply.code(503).header('cache-control', 'no-store');
          return reply.send(SERVICES_DOWN);
        }
        // A page of the identity provider: the site's error page, in HTML like the page asked for.
        void sendError(request, reply, request.server.releases.current, 503, { page: '500.html' });
      },
    });
  for (const prefix of SERVICE_PATHS) {
    app.all(prefix, forward);
    app.all(`${prefix}/*`, forward);
  }
}

/**
 * Errors Fastify raises before routing, all about the address (malformed percent-encoding in the
 * path, a parameter too long): answered in French, JSON for /api, the site's 404 page otherwise
 * (with status 404 for a malformed path: no page can have it).
 */
async function refuseBeforeRouting(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  request.log.info({ err: error }, 'adresse refusée');
  // No hook runs for these answers: the security headers are written here.
  await secureRefusalBeforeRouting(request, reply, isServiceTarget, '404.html');
  const status = error.code === 'FST_ERR_BAD_URL' && !isApiPath(request.url) ? 404 : (error.statusCode ?? 400);
  return sendError(request, reply, request.server.releases.current, status, {
    message: clientMessage(error),
    page: '404.html',
  });
}

export async function buildServer(
  config: ServerConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    // Only the proxies the operator names may tell the visitor's address (X-Forwarded-For), scheme
    // and host; with none, the socket's address is the visitor's.
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    return503OnClosing: true,
    // `GET http://other.example/path`: routed, redirected and proxied as `/path`.
    rewriteUrl: (raw) => originForm(raw.url ?? '/'),
    frameworkErrors: refuseBeforeRouting,
    // Requests Node's parser refuses (invalid characters, headers too large).
    clientErrorHandler,
  });
  // Before every other plugin: a span for each request (continued by the services through the
  // relays' traceparent), errors of 500 or more reported (packages/observabilite).
  observerFastify(app, {
    traces: config.observabilite.traces !== null,
    suiviErreurs: config.observabilite.suiviErreurs !== null,
  });
  // Its gauges read the pool and the cache when scraped: nothing to keep up to date per request.
  const { host: metricsHost, port: metricsPort } = config.metrics;
  const metriques =
    metricsPort === null
      ? null
      : new Metriques({
          moteursSsr: () => {
            const pool = app.releases.current.engines;
            return { taille: pool?.size ?? 0, vivants: pool?.alive ?? 0, occupes: pool?.busy ?? 0 };
          },
          octetsDuCache: () => app.pageCache.usedBytes,
        });
  app.decorate('metriques', metriques);
  app.decorateRequest('typeDeRequete', null);
  const rechauffage =
    config.rechauffageTours > 0
      ? { servicesUrl: config.servicesUrl, tours: config.rechauffageTours, budgetMs: RECHAUFFAGE_BUDGET_MS }
      : null;
  app.decorate('releases', new ReleaseHolder(app.log, env, config.ssrWorkers, metriques, rechauffage));
  await app.releases.swap(config.releaseDir);
  app.addHook('onClose', async () => app.releases.close());
  app.decorate(
    'pageCache',
    new PageCache(config.pageCacheBytes, Date.now, metriques && (() => metriques.pageEvincee())),
  );
  if (metriques && metricsPort !== null) {
    // Its own listener, apart from the public port: opened when the server gets ready (a port taken
    // stops the start-up, like the public one), closed with it.
    app.addHook('onReady', async () => {
      await metriques.ouvrir(metricsHost, metricsPort, app.log);
    });
    app.addHook('onClose', async () => metriques.fermer());
    app.addHook('onResponse', async (request, reply) => {
      metriques.requete(request.method, kindOf(request), reply.statusCode, reply.elapsedTime / 1000);
    });
  }
  app.decorate('reloadRelease', async () => {
    const release = await app.releases.swap(config.releaseDir);
    // The scripts its pages may run, read before its first rendered page is sent.
    app.securityHeaders.releaseScripts(release.publicDir);
    app.pageCache.clear();
    app.log.info({ dir: release.dir, version: release.version.id }, 'nouvelle version du site en ligne');
    return release.version.id;
  });
  // Its onSend hook first: it reads the bodies before compression (security-headers.ts).
  registerSecurityHeaders(app, config, isServiceTarget);
  app.securityHeaders.releaseScripts(app.releases.current.publicDir);

  // Nothing a client sends is answered with Fastify's English errors: 4xx in French, JSON for /api,
  // the site's pages otherwise; 5xx only for the portal's own failures.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'erreur du serveur du portail');
    else request.log.info({ err: error }, 'requête refusée');
    return sendError(request, reply, app.releases.current, status, { message: clientMessage(error) });
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, app.releases.current, 404));

  // Addresses checked before any route: a query that does not decode is refused (the proxy and the
  // pages' engine decode it, and failed with a 500); a page address that cannot be one of the site's
  // pages answers the 404 page rather than reaching the engine.
  app.addHook('onRequest', async (request, reply) => {
    const { pathname, query } = splitTarget(request.url);
    const service = isServiceTarget(pathname);
    if (!isValidQuery(query)) {
      request.log.info('adresse refusée : paramètres mal encodés');
      return sendError(request, reply, app.releases.current, 400, { message: INVALID_ADDRESS, page: '404.html' });
    }
    if (service ? !isServicePath(pathname) : !isPagePath(pathname)) {
      request.log.info('adresse refusée : chemin impossible');
      return sendError(request, reply, app.releases.current, service ? 400 : 404, {
        message: INVALID_ADDRESS,
        page: '404.html',
      });
    }
  });
  // After the address checks: a refused address is not counted. Before the proxy and the pages.
  await registerRateLimits(app, config.rateLimits);

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: app.releases.current.publicDir,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });
  // Fastify logs each request already: no third line per proxied answer.
  await app.register(replyFrom, { undici: { connections: 64, pipelining: 1 }, disableRequestLogging: true });
  await app.register(async (scoped) => servicesProxy(scoped, config));
  registerSitemaps(app, config.servicesUrl, config.siteUrl);
  await registerPublication(app, config.publication, env);

  app.get('/*', async (request, reply) => {
    const release = app.releases.current;
    const { pathname, query } = splitTarget(request.url);
    if (pathname.length > 1 && pathname.endsWith('/')) {
      request.typeDeRequete = 'redirection';
      // Never to another site: `//evil.example/` goes to `/evil.example`.
      reply.header('cache-control', REDIRECT_CACHE);
      return reply.redirect(`${sameOriginPath(pathname.replace(/\/+$/, ''))}${query}`, 301);
    }
    let decoded: string;
    try {
      decoded = decodeURI(pathname);
    } catch {
      return sendNotFound(request, reply);
    }
    const route = release.routes.match(decoded);
    if (!route) return sendNotFound(request, reply);

    switch (route.type) {
      case 'redirect':
        request.typeDeRequete = 'redirection';
        setHeaders(reply, route.headers);
        if (!reply.hasHeader('cache-control')) reply.header('cache-control', REDIRECT_CACHE);
        return reply.redirect(declaredRedirectLocation(route.toPath, query), route.status);
      case 'static':
        request.typeDeRequete = staticKind(decoded, route.filePath);
        setHeaders(reply, route.headers);
        return reply.sendFile(route.filePath.replace(/^public\//, ''), release.publicDir);
      case 'function': {
        request.typeDeRequete = 'page_ssr';
        // Keyed by release too: during a swap, a page of the old site is never served for the new one.
        const cacheKey = `${release.version.id}\0${request.url}`;
        let cached = app.pageCache.get(cacheKey);
        if (!cached && request.method === 'GET') {
          // The same page rendering for another visitor: wait for it rather than render it twice.
          const running = app.pageCache.join(cacheKey);
          if (running) {
            await running;
            cached = app.pageCache.get(cacheKey);
          }
        }
        if (cached) {
          app.metriques?.pageTrouvee();
          return sendCachedPage(reply, release, cached);
        }
        if (app.pageCache.enabled) app.metriques?.pageManquee();
        const lease = release.engines?.acquire() ?? null;
        if (!lease) {
          reply.header('cache-control', 'no-store').header('retry-after', '5');
          return reply.code(503).type('text/html; charset=utf-8').sendFile('500.html', release.publicDir);
        }
        const settle = request.method === 'GET' ? app.pageCache.lead(cacheKey) : null;
        // When the answer is sent or the visitor leaves, whichever comes first, the worker is given
        // back and the visitors waiting for this render go on, whatever happened to it.
        reply.raw.once('close', () => {
          lease.done();
          settle?.();
        });
        setHeaders(reply, release.baseHeaders);
        // The engine sends a page whole once rendered: its answer arriving ends the render.
        const renderStart = performance.now();
        const rendered = (status: number) => app.metriques?.rendu(status, (performance.now() - renderStart) / 1000);
        const engineRelay: FastifyReplyFromHooks = {
          ...NO_RETRY,
          rewriteRequestHeaders: (_raw, headers) => ({ ...headers, ...entetesDeTrace() }),
          rewriteHeaders: withoutHopByHop,
          // As reply-from answers a failure by itself, once counted.
          onError: (proxied, { error }) => {
            relayFailed(request, reply, 'moteur_ssr', error);
            proxied.send(error);
          },
        };
        // The path alone: reply-from passes the query on as it came.
        if (!settle) {
          return reply.from(`${lease.origin}${pathname}`, {
            ...engineRelay,
            onResponse: (_request, proxied, response) => {
              rendered(response.statusCode);
              proxied.send(response.stream);
            },
          });
        }
        return reply.from(`${lease.origin}${pathname}`, {
          ...engineRelay,
          onResponse: (_request, proxied, response) => {
            rendered(response.statusCode);
            keepPage(app.pageCache, cacheKey, settle, proxied, response, (headers, body) =>
              app.securityHeaders.storedPagePolicy(headers, body, pathname, release.publicDir),
            );
          },
        });
      }
    }
  });

  return app;
}
