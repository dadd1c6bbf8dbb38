import { randomUUID } from 'node:crypto';

import { importJWK, SignJWT } from 'jose';

import type { App } from '../../src/app.js';

export interface JetonOptions {
  /** Seconds from now; negative for an expired token. Default 300. */
  expireDans?: number;
  audience?: string;
  issuer?: string;
  /** The provider grant the token names (`gid`); default: a new live grant of `sub`. */
  grant?: string | null;
}

/** A live grant of `sub`, as the provider stores it after a sign-in. */
export async function creerGrant(app: App, sub: string): Promise<string> {
  const id = randomUUID();
  await app.db.query(
    `INSERT INTO oidc_modeles (modele, id, payload, expire_le)
     VALUES ('Grant', $1, $2::jsonb, now() + interval '1 hour')`,
    [id, JSON.stringify({ kind: 'Grant', jti: id, accountId: sub, clientId: 'frontend' })],
  );
  return id;
}

/**
 * An access token for `sub`, signed with the app's own provider key and carrying the claims the
 * provider puts in its JWT access tokens. For module tests that need a signed-in caller without
 * playing the whole authorization-code flow (the identity tests play it for real).
 */
export async function jetonAcces(app: App, sub: string, email: string, options: JetonOptions = {}): Promise<string> {
  const cle = app.clesSignature[0];
  if (!cle) throw new Error('Aucune clé de signature');
  const privee = await importJWK(cle, cle.alg);
  const maintenant = Math.floor(Date.now() / 1000);
  const gid = options.grant === undefined ? await creerGrant(app, sub) : options.grant;
  return new SignJWT({ preferred_username: email, client_id: 'frontend', scope: 'profile', ...(gid ? { gid } : {}) })
    .setProtectedHeader({ alg: cle.alg, kid: cle.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer ?? app.config.oidcIssuer)
    .setAudience(options.audience ?? app.config.apiAudience)
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt(maintenant)
    .setExpirationTime(maintenant + (options.expireDans ?? 300))
    .sign(privee);
}

/** `authorization` header for `app.inject`. */
export const bearer = (jeton: string) => ({ authorization: `Bearer ${jeton}` });
