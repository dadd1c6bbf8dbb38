import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.js';
import type { Header } from './manifest.js';
import { PageCache, sharedLifetime, type CachedPage } from './page-cache.js';
import { ReleaseHolder, type Release } from './release.js';
import { registerSitemaps } from './sitemap.js';
import { registerPublication } from './publication/routes.js';

const MUST_REVALIDATE = 'public, max-age=0, must-revalidate';
const SERVICES_DOWN = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
};

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseHolder;
    /** Server-rendered pages kept as their Cache-Control allows; emptied when a release goes live. */
    pageCache: PageCache;
    /** Loads the release the symlink points to and puts it online (SIGHUP, rebuilds); returns its id. */
    reloadRelease: () => Promise<string>;
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
  reply: { getHeaders(): Record<string, string | number | string[] | undefined>; send(payload: unknown): unknown },
  response: { statusCode: number; stream: NodeJS.ReadableStream },
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

async function servicesProxy(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(`${config.servicesUrl}${request.url}`, {
      // The services log under the same request id, so one request can be followed across both
      // logs; the forwarded-* headers give them the visitor's address (sign-in throttling) and origin.
      rewriteRequestHeaders: (_raw, headers) => ({
        ...headers,
        'x-request-id': request.id,
        'x-forwarded-for': request.ips?.join(', ') ?? request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
      }),
      onError(reply, { error }) {
        // A visitor who moved on (a superseded search suggestion) closes the connection: not a fault.
        if (request.raw.destroyed || reply.raw.destroyed) {
          request.log.info({ err: error }, 'requête abandonnée par le navigateur');
          return;
        }
        request.log.error({ err: error }, 'services injoignables');
        reply.code(503).header('cache-control', 'no-store');
        if (request.url.startsWith('/api')) return reply.send(SERVICES_DOWN);
        // A page of the identity provider: the site's error page, in HTML like the page asked for.
        return reply.type('text/html; charset=utf-8').sendFile('500.html', request.server.releases.current.publicDir);
      },
    });
  for (const prefix of SERVICE_PATHS) {
    app.all(prefix, forward);
    app.all(`${prefix}/*`, forward);
  }
}

export async function buildServer(
  config: ServerConfig,
  env: NodeJS.ProcessEnv = process.env,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    genReqId: () => randomUUID(),
    trustProxy: true,
    return503OnClosing: true,
  });
  app.decorate('releases', new ReleaseHolder(app.log, env, config.ssrWorkers));
  await app.releases.swap(config.releaseDir);
  app.addHook('onClose', async () => app.releases.close());
  app.decorate('pageCache', new PageCache(config.pageCacheBytes));
  app.decorate('reloadRelease', async () => {
    const release = await app.releases.swap(config.releaseDir);
    app.pageCache.clear();
    app.log.info({ dir: release.dir, version: release.version.id }, 'nouvelle version du site en ligne');
    return release.version.id;
  });

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
    const [pathname = '/', search] = request.url.split('?', 2);
    const query = search === undefined ? '' : `?${search}`;
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(`${pathname.replace(/\/+$/, '') || '/'}${query}`, 301);
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
        setHeaders(reply, route.headers);
        return reply.redirect(route.toPath + (route.toPath.includes('?') ? '' : query), route.status);
      case 'static':
        setHeaders(reply, route.headers);
        return reply.sendFile(route.filePath.replace(/^public\//, ''), release.publicDir);
      case 'function': {
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
        if (cached) return sendCachedPage(reply, release, cached);
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
        if (!settle) return reply.from(`${lease.origin}${request.url}`);
        return reply.from(`${lease.origin}${request.url}`, {
          onResponse: (_request, proxied, response) => keepPage(app.pageCache, cacheKey, settle, proxied, response),
        });
      }
    }
  });

  return app;
}
