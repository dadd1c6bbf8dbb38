import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed preview links (the CMS's « Aperçu » button, cms/src/preview): anyone holding the link can
 * read one draft until `expire`, nobody can forge a link for another draft or make one last longer.
 *
 *   /apercu?type={singularName}&id={documentId}&expire={unix seconds}&signature={hex}
 *   signature = hex(HMAC-SHA256(APERCU_SECRET, `${type}:${id}:${expire}`))
 *
 * Server side only (getServerData): node:crypto never reaches the browser bundle.
 */
export const DUREE_MAX_SECONDES = 3600;

export interface LienApercu {
  type: string;
  id: string;
  expire: number;
  signature: string;
}

export type Verification = 'valide' | 'invalide' | 'expire';

export function signerApercu(secret: string, type: string, id: string, expire: number): string {
  return createHmac('sha256', secret).update(`${type}:${id}:${expire}`).digest('hex');
}

/**
 * The signature is compared in constant time (a byte-by-byte comparison would tell an attacker
 * how many leading characters were right). A link expiring more than an hour ahead is refused even
 * when well signed: the CMS never makes one, so it can only come from a leaked secret or a clock
 * far off, and either must not give a long-lived link.
 */
export function verifierApercu(secret: string, lien: LienApercu, maintenant = Date.now() / 1000): Verification {
  if (!/^[0-9a-f]{64}$/.test(lien.signature)) return 'invalide';
  const attendue = Buffer.from(signerApercu(secret, lien.type, lien.id, lien.expire), 'hex');
  if (!timingSafeEqual(attendue, Buffer.from(lien.signature, 'hex'))) return 'invalide';
  if (lien.expire <= maintenant) return 'expire';
  if (lien.expire > maintenant + DUREE_MAX_SECONDES) return 'invalide';
  return 'valide';
}

/** The link's parameters, or null when one is missing or malformed (never signed by the CMS). */
export function lireLienApercu(lire: (nom: string) => string | undefined): LienApercu | null {
  const type = lire('type') ?? '';
  const id = lire('id') ?? '';
  const expire = lire('expire') ?? '';
  const signature = (lire('signature') ?? '').toLowerCase();
  if (!/^[a-z][a-z-]{1,59}$/.test(type) || !/^[A-Za-z0-9]{1,64}$/.test(id) || !/^\d{1,12}$/.test(expire)) return null;
  return { type, id, expire: Number(expire), signature };
}
