import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

import type { Config } from '../../../config.js';

/** How old a notification may be: a captured one cannot be replayed later with a new effect anyway. */
export const TOLERANCE_SECONDES = 300;
export const ENTETE_SIGNATURE = 'paiement-signature';

/** The provider's signing key: PAIEMENT_SECRET_NOTIFICATIONS, else derived from the identity secret. */
export function cleNotifications(config: Config): Buffer {
  if (config.paiementSecretNotifications !== undefined) return Buffer.from(config.paiementSecretNotifications);
  const secret = config.identiteSecrets[0];
  if (secret === undefined) throw new Error('Aucun secret pour signer les notifications de paiement');
  return Buffer.from(hkdfSync('sha256', secret, 'greffeo', 'paiement-sandbox', 32));
}

const hmac = (cle: Buffer, horodatage: number, corps: string) =>
  createHmac('sha256', cle).update(`${horodatage}.${corps}`).digest('hex');

export function signer(cle: Buffer, corps: string, maintenant = Date.now()): string {
  const t = Math.floor(maintenant / 1000);
  return `t=${t},v1=${hmac(cle, t, corps)}`;
}

export type VerificationSignature = 'valide' | 'absente' | 'invalide' | 'perimee';

export function verifierSignature(
  cle: Buffer,
  corps: string,
  entete: string | undefined,
  maintenant = Date.now(),
): VerificationSignature {
  if (entete === undefined || entete === '') return 'absente';
  const parties = new Map(
    entete.split(',').map((partie) => {
      const [nom, ...valeur] = partie.trim().split('=');
      return [nom, valeur.join('=')] as const;
    }),
  );
  const t = Number(parties.get('t'));
  const recue = parties.get('v1') ?? '';
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(recue)) return 'invalide';
  const attendue = Buffer.from(hmac(cle, t, corps), 'hex');
  if (!timingSafeEqual(attendue, Buffer.from(recue, 'hex'))) return 'invalide';
  if (Math.abs(maintenant / 1000 - t) > TOLERANCE_SECONDES) return 'perimee';
  return 'valide';
}
