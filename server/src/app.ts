import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import replyFrom from '@fastify/reply-from';
import fastifyStatic from '@fastify/static';
import type { ServerConfig } from './config.js';
import type { Header } from './manifest.js';
import { ReleaseHolder } from './release.js';
import { registerSitemaps } from './sitemap.js';

const MUST_REVALIDATE = 'public, max-age=0, must-revalidate';
const SERVICES_DOWN = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
};

declare module 'fastify' {
  interface FastifyInstance {
    releases: ReleaseHolder;
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

/** Forwards `/api/*` to the services so the browser only ever talks to one origin. */
async function apiProxy(app: FastifyInstance, config: ServerConfig): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  // The services log under the same request id, so one request can be followed across both logs.
  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(`${config.servicesUrl}${request.url}`, {
      rewriteRequestHeaders: (_raw, headers) => ({ ...headers, 'x-request-id': request.id }),
      onError(reply, { error }) {
        // A visitor who moved on (a superseded search suggestion) closes the connection: not a fault.
        if (request.raw.destroyed || reply.raw.destroyed) {
          request.log.info({ err: error }, 'requête abandonnée par le navigateur');
          return;
        }
        request.log.error({ err: error }, 'services injoignables');
        reply.code(503).header('cache-control', 'no-store').send(SERVICES_DOWN);
      },
    });
  app.all('/api', forward);
  app.all('/api/*', forward);
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
  app.decorate('releases', new ReleaseHolder(app.log, env));
  await app.releases.swap(config.releaseDir);
  app.addHook('onClose', async () => app.releases.close());

  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: app.releases.current.publicDir,
    serve: false,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });
  await app.register(replyFrom, { undici: { connections: 64, pipelining: 1 } });
  await app.register(async (scoped) => apiProxy(scoped, config));
  registerSitemaps(app, config.servicesUrl, config.siteUrl);

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
        const engine = release.engine;
        if (!engine?.alive) {
          reply.header('cache-control', 'no-store').header('retry-after', '5');
          return reply.code(503).type('text/html; charset=utf-8').sendFile('500.html', release.publicDir);
        }
        setHeaders(reply, release.baseHeaders);
        return reply.from(`${engine.origin}${request.url}`);
      }
    }
  });

  return app;
}
