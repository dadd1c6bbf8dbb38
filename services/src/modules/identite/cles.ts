import { exportJWK, generateKeyPair, type JWK } from 'jose';

import type { Queryable } from '../../db/index.js';

/** Algorithm of every token the provider signs (ID tokens and JWT access tokens). */
export const ALGORITHME_SIGNATURE = 'RS256';

/** A private signing key as a JWK (kid, alg and use filled in). */
export type CleSignature = JWK & { kid: string; alg: string; use: 'sig' };

/**
 * The provider's signing keys, newest first. The first start creates one and stores it; a
 * concurrent first start of another instance loses the race on the primary key and reads the
 * winner's, so every instance signs and verifies with the same keys.
 */
export async function chargerClesSignature(db: Queryable): Promise<CleSignature[]> {
  const existantes = await lireCles(db);
  if (existantes.length > 0) return existantes;
  const { privateKey } = await generateKeyPair(ALGORITHME_SIGNATURE, { modulusLength: 2048, extractable: true });
  const jwk = await exportJWK(privateKey);
  const kid = `cle-${new Date().toISOString().slice(0, 10)}-${Math.random().toString(36).slice(2, 10)}`;
  const cle: CleSignature = { ...jwk, kid, alg: ALGORITHME_SIGNATURE, use: 'sig' };
  await db.query('INSERT INTO oidc_cles (kid, jwk) VALUES ($1, $2) ON CONFLICT DO NOTHING', [kid, JSON.stringify(cle)]);
  return lireCles(db);
}

async function lireCles(db: Queryable): Promise<CleSignature[]> {
  const { rows } = await db.query<{ jwk: CleSignature }>('SELECT jwk FROM oidc_cles ORDER BY cree_le DESC, kid');
  return rows.map((row) => row.jwk);
}

/** The public half of a key, as published on the JWKS endpoint and used for verification. */
export function clePublique(cle: CleSignature): JWK {
  const { kty, n, e, crv, x, y, kid, alg, use } = cle;
  return Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined));
}
