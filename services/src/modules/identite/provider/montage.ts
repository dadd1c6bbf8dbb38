import type { FastifyInstance } from 'fastify';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

import { purgerExpires } from '../repository/oidc.js';
import { purger as purgerTentatives } from '../repository/tentatives.js';
import { FENETRE } from '../service/connexion.js';
import { configurationFournisseur } from './configuration.js';

export const PREFIXE = '/auth';
const INTERVALLE_PURGE = 10 * 60 * 1000;

/** The OpenID Connect provider, issuer `${SITE_URL}/auth` (contract). */
export function creerFournisseur(fastify: FastifyInstance): Provider {
  const { config, db } = fastify;
  const fournisseur = new Provider(
    config.oidcIssuer,
    configurationFournisseur({
      db,
      cles: fastify.clesSignature,
      siteUrl: config.siteUrl,
      apiAudience: config.apiAudience,
      secrets: config.identiteSecrets,
      dureeSession: config.identiteDureeSession,
      dureeMaxSession: config.identiteDureeMaxSession,
    }),
  );
  // Host and scheme come from SITE_URL (set by `monterFournisseur` below), so the provider may
  // read the forwarded headers: secure cookies behind the portal's HTTPS, public endpoint URLs.
  fournisseur.proxy = true;

  // Keycloak's token response shape, which the site reads (SPEC §3): how long the refresh token lives.
  fournisseur.use(async (ctx: KoaContextWithOIDC, next) => {
    await next();
    const corps = ctx.body as Record<string, unknown> | undefined;
    if (ctx.oidc?.route !== 'token' || ctx.status !== 200 || typeof corps?.refresh_token !== 'string') return;
    const jeton = ctx.oidc.entities.RefreshToken;
    ctx.body = { ...corps, refresh_expires_in: jeton ? jeton.remainingTTL : config.identiteDureeSession };
  });

  fournisseur.on('server_error', (_ctx, err) => fastify.log.error({ err }, 'Erreur du fournisseur d’identité'));
  const journaliser = (evenement: string) => (_ctx: KoaContextWithOIDC, err: Error) =>
    fastify.log.info({ err: { name: err.name, message: err.message } }, evenement);
  fournisseur.on('grant.error', journaliser('grant.error'));
  fournisseur.on('authorization.error', journaliser('authorization.error'));
  fournisseur.on('end_session.error', journaliser('end_session.error'));
  return fournisseur;
}

/**
 * Hands every `/auth/*` request not answered by our own routes (interaction pages, deconnexion)
 * to the provider's Koa application, untouched: its own body parsing reads the raw stream.
 * `originalUrl` tells it the mount path, so its URLs keep the `/auth` prefix; the forwarded
 * host and scheme are forced to SITE_URL's, whether the request came through the portal server
 * or straight to the services, so the discovery document always names the public endpoints.
 */
export async function monterFournisseur(fastify: FastifyInstance, fournisseur: Provider) {
  const rappel = fournisseur.callback();
  const site = new URL(fastify.config.siteUrl);

  fastify.removeAllContentTypeParsers();
  // Leaves the body unread for the provider.
  fastify.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

  fastify.route({
    method: ['GET', 'HEAD', 'POST', 'OPTIONS', 'DELETE', 'PUT', 'PATCH'],
    url: `${PREFIXE}/*`,
    schema: { hide: true },
    handler: async (request, reply) => {
      reply.hijack();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      const url = req.url ?? PREFIXE;
      req.originalUrl = url;
      req.url = url.slice(PREFIXE.length) || '/';
      req.headers['x-forwarded-proto'] = site.protocol.slice(0, -1);
      req.headers['x-forwarded-host'] = site.host;
      reply.raw.setHeader('x-request-id', request.id);
      await rappel(req, reply.raw);
    },
  });

  const purger = async () => {
    try {
      const n = await purgerExpires(fastify.db);
      await purgerTentatives(fastify.db, FENETRE);
      if (n > 0) fastify.log.debug({ lignes: n }, 'État expiré du fournisseur d’identité purgé');
    } catch (err) {
      fastify.log.warn({ err }, 'Purge de l’état expiré du fournisseur impossible');
    }
  };
  const minuterie = setInterval(() => void purger(), INTERVALLE_PURGE);
  // Never keeps the process alive by itself.
  minuterie.unref();
  fastify.addHook('onClose', async () => clearInterval(minuterie));
  await purger();
}
