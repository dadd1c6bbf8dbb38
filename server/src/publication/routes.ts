import type { FastifyInstance } from 'fastify';
import type { PublicationConfig } from '../config.js';
import { repoRoot } from '../config.js';
import { runBuildScript } from './build-runner.js';
import { RebuildQueue, type RebuildTrigger } from './rebuild-queue.js';
import { SignatureVerifier, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './signature.js';
import { renderStatusPage, type PublicationStatus } from './status-page.js';

declare module 'fastify' {
  interface FastifyInstance {
    publication: RebuildQueue;
  }
}

const NO_STORE = 'no-store';

/** Only short, printable strings of the CMS's description reach the logs. */
function readTrigger(body: Buffer): RebuildTrigger | null {
  let parsed: unknown;
  try {
    parsed = body.length ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
  const record = parsed as Record<string, unknown>;
  const field = (name: string) => {
    const value = record[name];
    return typeof value === 'string' ? value.slice(0, 200) : undefined;
  };
  return { evenement: field('evenement'), modele: field('modele'), id: field('id') };
}

/** Browsers ask for text/html first; scripts and tests ask for application/json. */
function prefersJson(accept: string | undefined): boolean {
  const json = accept?.indexOf('application/json') ?? -1;
  const html = accept?.indexOf('text/html') ?? -1;
  return json >= 0 && (html < 0 || json < html);
}

/**
 * Publication of CMS content: the signed rebuild webhook and the status page. A successful build
 * is put online by `app.reloadRelease`, the same path as SIGHUP.
 */
export async function registerPublication(
  app: FastifyInstance,
  config: PublicationConfig,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  const queue = new RebuildQueue({
    log: app.log.child({ module: 'publication' }),
    activate: () => app.reloadRelease(),
    build: (signal) =>
      runBuildScript({
        script: config.buildScript,
        cwd: repoRoot,
        env,
        timeoutMs: config.buildTimeoutMs,
        log: app.log,
        signal,
      }),
  });
  app.decorate('publication', queue);
  app.addHook('onClose', async () => queue.close());
  const verifier = config.webhookSecret ? new SignatureVerifier(config.webhookSecret) : null;
  if (!verifier) app.log.warn('PORTAIL_WEBHOOK_SECRET absente : les demandes de reconstruction seront refusées');

  await app.register(async (scoped) => {
    // The signature covers the exact bytes sent: keep the body raw, whatever its content type.
    scoped.removeAllContentTypeParsers();
    scoped.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 16_384 }, (_request, body, done) =>
      done(null, body),
    );
    scoped.post('/_portail/reconstruction', async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      if (!verifier) {
        return reply.code(503).send({
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'Reconstruction désactivée sur ce serveur.',
        });
      }
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const check = verifier.verify(request.headers[TIMESTAMP_HEADER], request.headers[SIGNATURE_HEADER], body);
      if (!check.ok) {
        request.log.warn({ raison: check.message }, 'demande de reconstruction refusée');
        return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: check.message });
      }
      const trigger = readTrigger(body);
      if (!trigger) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: 'Corps JSON invalide.' });
      }
      return reply.code(202).send({ statut: queue.request(trigger) });
    });
  });

  app.get('/_portail/publication', async (request, reply) => {
    const release = app.releases.current;
    const status: PublicationStatus = {
      enLigne: { version: release.version.id, publieeLe: release.version.publishedAt },
      ...queue.snapshot(),
    };
    reply.header('cache-control', NO_STORE).header('x-robots-tag', 'noindex');
    if (prefersJson(request.headers.accept)) return reply.send(status);
    return reply.type('text/html; charset=utf-8').send(renderStatusPage(status));
  });
}
