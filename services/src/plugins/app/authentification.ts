import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createLocalJWKSet, createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';

import type { OidcExterne } from '../../config.js';
import {
  ALGORITHME_SIGNATURE,
  AdresseNonVerifiee,
  chargerClesSignature,
  clePublique,
  lirePersonneExterne,
  utilisateurExterne,
  type CleSignature,
} from '../../modules/identite/index.js';

/** The caller, from a verified access token. */
export interface UtilisateurAuthentifie {
  /** `sub`: the id of the row in `utilisateurs`. */
  id: string;
  /** `preferred_username`: the sign-in e-mail address. */
  email: string;
  /** `client_id` of the application the token was issued to. */
  clientId: string | undefined;
  /** `gid`: the provider's grant the token was issued under (revoked at sign-out). */
  grantId: string | undefined;
  /** Issued by another provider (OIDC_EMETTEUR): its revocation is the provider's business. */
  externe?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Private signing keys, newest first (for the OpenID Connect provider). */
    clesSignature: CleSignature[];
    /** Verifies a bearer access token; throws `JetonInvalide` when it is not acceptable. */
    verifierJeton(jeton: string): Promise<UtilisateurAuthentifie>;
    /**
     * preHandler of every customer route: answers 401 unless the request carries a valid
     * bearer access token, and sets `request.utilisateur`.
     */
    authentifier(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  }
  interface FastifyRequest {
    utilisateur: UtilisateurAuthentifie | undefined;
  }
}

export class JetonInvalide extends Error {
  constructor(
    readonly raison: 'absent' | 'expire' | 'invalide' | 'revoque',
    cause?: unknown,
  ) {
    super(`Jeton d'accès ${raison}`, { cause });
    this.name = 'JetonInvalide';
  }
}

const MESSAGES: Record<JetonInvalide['raison'], string> = {
  absent: 'Authentification requise.',
  expire: 'Votre session a expiré : reconnectez-vous.',
  revoque: 'Votre session a pris fin : reconnectez-vous.',
  invalide: "Jeton d'accès invalide.",
};

/**
 * The 401 of a refused caller, also for a valid token whose account is gone. RFC 6750: the
 * client refreshes its token on `invalid_token` and retries once (SPEC §4).
 */
export function refuserJeton(reply: FastifyReply, raison: JetonInvalide['raison']) {
  const challenge = raison === 'absent' ? 'Bearer' : 'Bearer error="invalid_token"';
  return reply
    .code(401)
    .header('www-authenticate', challenge)
    .send({ statusCode: 401, error: 'Unauthorized', message: MESSAGES[raison] });
}

/** The OpenAPI security scheme of the access tokens (declared in `plugins/external/swagger.ts`). */
export const SCHEMA_JETON = 'jeton';

/**
 * Writes `security` into the OpenAPI operation of every route the plugin declares after this call.
 * What reads the document (clients, `tests/autorisations.test.ts`, which calls every operation that
 * needs a token without one and with another account's) learns it from the line that enforces it.
 */
export function declarerSecurite(fastify: FastifyInstance, facultatif: boolean): void {
  // `{}` first: the operation also works without a token (guest baskets).
  const jeton: Record<string, string[]> = { [SCHEMA_JETON]: [] };
  const security = facultatif ? [{}, jeton] : [jeton];
  fastify.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security };
  });
}

/** Customer routes: every route the plugin declares after this call answers 401 without a valid token. */
export function exigerJeton(fastify: FastifyInstance, moment: 'onRequest' | 'preHandler' = 'onRequest'): void {
  fastify.addHook(moment, fastify.authentifier);
  declarerSecurite(fastify, false);
}

/** Methods that change nothing: the token's signature and lifetime suffice. */
const SANS_EFFET = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Access tokens are JWTs signed by our provider (RS256, audience the API). They are verified
 * here with the provider's public keys, on every customer route, without a database round trip for a
 * read; a change also checks that the token's grant was not revoked (one indexed read).
 */
export default fp(
  async function authentification(fastify) {
    const cles = await chargerClesSignature(fastify.db);
    const jwks = createLocalJWKSet({ keys: cles.map(clePublique) });
    const { oidcIssuer, apiAudience } = fastify.config;

    fastify.decorate('clesSignature', cles);
    fastify.decorateRequest('utilisateur', undefined);

    const externe = fastify.config.oidcExterne;
    const verifierExterne = externe ? verificateurExterne(fastify, externe) : null;

    fastify.decorate('verifierJeton', async (jeton: string): Promise<UtilisateurAuthentifie> => {
      if (verifierExterne) return verifierExterne(jeton);
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(jeton, jwks, {
          issuer: oidcIssuer,
          audience: apiAudience,
          algorithms: [ALGORITHME_SIGNATURE],
          typ: 'at+jwt',
        }));
      } catch (error) {
        throw new JetonInvalide(error instanceof joseErrors.JWTExpired ? 'expire' : 'invalide', error);
      }
      const email = payload['preferred_username'];
      if (typeof payload.sub !== 'string' || typeof email !== 'string') throw new JetonInvalide('invalide');
      const clientId = typeof payload['client_id'] === 'string' ? payload['client_id'] : undefined;
      const grantId = typeof payload['gid'] === 'string' ? payload['gid'] : undefined;
      return { id: payload.sub, email, clientId, grantId };
    });

    /**
     * A token is valid until it expires (5 minutes) even after sign-out; what changes something
     * (orders, payments, basket, account) also checks that its grant still exists. A token without
     * a grant cannot be revoked, so it cannot change anything either.
     */
    async function verifierGrant(utilisateur: UtilisateurAuthentifie): Promise<void> {
      if (utilisateur.grantId === undefined) throw new JetonInvalide('revoque');
      const { rows } = await fastify.db.query(
        `SELECT 1 FROM oidc_modeles WHERE modele = 'Grant' AND id = $1 AND compte = $2
           AND (expire_le IS NULL OR expire_le > now())`,
        [utilisateur.grantId, utilisateur.id],
      );
      if (rows.length === 0) throw new JetonInvalide('revoque');
    }

    fastify.decorate('authentifier', async (request: FastifyRequest, reply: FastifyReply) => {
      const header = request.headers.authorization;
      const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
      try {
        if (!match?.[1]) throw new JetonInvalide('absent');
        const utilisateur = await fastify.verifierJeton(match[1]);
        if (!SANS_EFFET.has(request.method) && !utilisateur.externe) await verifierGrant(utilisateur);
        request.utilisateur = utilisateur;
      } catch (error) {
        if (!(error instanceof JetonInvalide)) throw error;
        request.log.info({ raison: error.raison }, 'Requête refusée : jeton absent ou invalide');
        return refuserJeton(reply, error.raison);
      }
    });
  },
  { name: 'authentification', dependencies: ['db'] },
);

/** Asymmetric algorithms only: a provider's published keys can never verify an HMAC. */
const ALGORITHMES_EXTERNES = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'EdDSA'];

/**
 * Tokens of another OpenID Connect provider: verified with the keys it publishes (jose's remote
 * key set: fetched at the first token, kept, fetched again for an unknown `kid` — a key rotation —
 * at most every 30 s), its issuer, its audience or the site's client, then linked to a local user.
 */
function verificateurExterne(fastify: FastifyInstance, externe: OidcExterne) {
  let jwks: Promise<ReturnType<typeof createRemoteJWKSet>> | null = null;
  const cles = () =>
    (jwks ??= (async () => {
      if (externe.jwksUrl) return createRemoteJWKSet(new URL(externe.jwksUrl));
      const decouverte = `${externe.emetteur.replace(/\/+$/, '')}/.well-known/openid-configuration`;
      const reponse = await fetch(decouverte, { signal: AbortSignal.timeout(5_000) });
      const { jwks_uri: uri } = (await reponse.json()) as { jwks_uri?: unknown };
      if (!reponse.ok || typeof uri !== 'string') throw new Error(`jwks_uri absent de ${decouverte}`);
      return createRemoteJWKSet(new URL(uri));
    })().catch((error: unknown) => {
      jwks = null;
      throw error;
    }));

  return async (jeton: string): Promise<UtilisateurAuthentifie> => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(jeton, await cles(), {
        issuer: externe.emetteur,
        ...(externe.audience ? { audience: externe.audience } : {}),
        algorithms: ALGORITHMES_EXTERNES,
      }));
    } catch (error) {
      if (!(error instanceof joseErrors.JOSEError))
        fastify.log.warn({ err: error }, 'clés du fournisseur externe illisibles');
      throw new JetonInvalide(error instanceof joseErrors.JWTExpired ? 'expire' : 'invalide', error);
    }
    const client = typeof payload['azp'] === 'string' ? payload['azp'] : payload['client_id'];
    if (!externe.audience && client !== externe.clientId) throw new JetonInvalide('invalide');
    const personne = lirePersonneExterne(externe.emetteur, payload, externe.revendications);
    if ('refus' in personne) {
      fastify.log.info({ raison: personne.refus }, 'jeton du fournisseur externe sans personne lisible');
      throw new JetonInvalide('invalide');
    }
    let id: string;
    try {
      id = await utilisateurExterne(fastify.db, personne, fastify.config.domainesComptesTest);
    } catch (error) {
      if (!(error instanceof AdresseNonVerifiee)) throw error;
      fastify.log.info({ raison: error.message }, 'jeton du fournisseur externe refusé');
      throw new JetonInvalide('invalide');
    }
    return {
      id,
      email: personne.email,
      clientId: typeof client === 'string' ? client : undefined,
      grantId: undefined,
      externe: true,
    };
  };
}
