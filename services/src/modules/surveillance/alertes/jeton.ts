import { createHmac, timingSafeEqual } from 'node:crypto';

import { instancePubliee } from '@portail/domaine';

import type { Config } from '../../../config.js';

/**
 * The signed token of the one-click unsubscribe link (RFC 8058): `{utilisateur}.{compte}.{signature}`,
 * the signature an HMAC-SHA256 of `desabonnement:{utilisateur}:{compte}` (base64url). It never
 * expires: the link of an old e-mail keeps working (changing ALERTES_SECRET revokes them all).
 */
export interface Desabonnement {
  utilisateur: string;
  compte: number;
}

// Local instances only (localhost, *.test…): a published one uses ALERTES_SECRET or a key derived
// from its identity secrets, never a key written in the code.
const CLE_DEVELOPPEMENT = 'greffeo-alertes-cle-de-developpement-locale';

export function cleAlertes(config: Pick<Config, 'alertesSecret' | 'identiteSecrets' | 'siteUrl'>): string {
  if (config.alertesSecret !== undefined) return config.alertesSecret;
  const identite = config.identiteSecrets[0];
  if (instancePubliee(config.siteUrl) && identite !== undefined)
    return createHmac('sha256', identite).update('greffeo:alertes:desabonnement').digest('base64url');
  return CLE_DEVELOPPEMENT;
}

const signature = (cle: string, d: Desabonnement) =>
  createHmac('sha256', cle).update(`desabonnement:${d.utilisateur}:${d.compte}`).digest('base64url');

export function signerDesabonnement(cle: string, d: Desabonnement): string {
  return `${d.utilisateur}.${d.compte}.${signature(cle, d)}`;
}

/** The user and account a token names, or undefined when it is malformed or its signature is wrong. */
export function lireDesabonnement(cle: string, jeton: string): Desabonnement | undefined {
  const m =
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(
      jeton,
    );
  if (m === null) return undefined;
  const d = { utilisateur: String(m[1]), compte: Number(m[2]) };
  const attendue = Buffer.from(signature(cle, d));
  const recue = Buffer.from(String(m[3]));
  return attendue.length === recue.length && timingSafeEqual(attendue, recue) ? d : undefined;
}
