import crypto from 'node:crypto';
import { TYPES_APERCU as TYPES_APERCU_PORTAIL } from '@portail/domaine';

/**
 * Links of the « Aperçu » button of the Content Manager to the portal's preview page, signed so
 * that the page can trust them without an admin session (protocol in cms/README.md; the portal
 * checks them in src/lib/contenu/apercu/signature.ts):
 *
 *   {SITE_URL}/apercu?type={singularName}&id={documentId}&expire={unix seconds}&signature={hex}
 *   signature = hex(HMAC-SHA256(APERCU_SECRET, `${type}:${id}:${expire}`))
 */

/** Lifetime of a link; the portal refuses any link expiring more than an hour ahead. */
export const DUREE_LIEN_SECONDES = 3600;

/**
 * The types the portal builds into an article page, from the domain package the site's build reads
 * its content types from (packages/domaine/src/contenus-cms.ts). Other types get no button.
 */
export const TYPES_APERCU: ReadonlySet<string> = new Set(TYPES_APERCU_PORTAIL);

export interface ApercuSettings {
  /** The portal's public address (SITE_URL). */
  siteUrl: string;
  /** HMAC-SHA256 key shared with the portal (APERCU_SECRET). */
  secret: string;
}

export function signerApercu(secret: string, type: string, id: string, expire: number): string {
  return crypto.createHmac('sha256', secret).update(`${type}:${id}:${expire}`).digest('hex');
}

export function lienApercu(settings: ApercuSettings, type: string, id: string, maintenant = Date.now()): string {
  const expire = Math.floor(maintenant / 1000) + DUREE_LIEN_SECONDES;
  const signature = signerApercu(settings.secret, type, id, expire);
  const params = new URLSearchParams({ type, id, expire: String(expire), signature });
  return `${settings.siteUrl}/apercu?${params.toString()}`;
}

/**
 * The `handler` of Strapi's preview configuration (config/admin.ts): called by the admin panel
 * (`GET /content-manager/preview/url/:uid`, admin session required) each time the button is shown.
 * null hides the button for the types the portal cannot show. The link always shows the draft,
 * which is what an editor checks before publishing.
 */
export function previewHandler(settings: ApercuSettings) {
  return (uid: string, { documentId }: { documentId?: string }): string | null => {
    const type = uid.startsWith('api::') ? uid.slice(uid.lastIndexOf('.') + 1) : '';
    if (!TYPES_APERCU.has(type) || !documentId) return null;
    return lienApercu(settings, type, documentId);
  };
}
