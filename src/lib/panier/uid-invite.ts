/**
 * The guest basket's identifier (SPEC §3 « A basket identifier is kept per browser under a stored
 * key »): a UUID made by the browser on first need and kept in local storage.
 *
 * `aFusionner` tells whether a visitor made it: such a basket goes into the user's at sign-in
 * (`POST /api/paniers/connexions`). After that merge the uid belongs to the user, so a new one
 * replaces it, made while signed in (`aFusionner: false`): nothing was ever put in it, there is
 * nothing to merge at the next page load.
 */
export const PANIER_KEY = 'greffeo.panier';

export interface UidInvite {
  uid: string;
  aFusionner: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** crypto.randomUUID, or the same version-4 UUID from getRandomValues where the page is not in a
 * secure context (randomUUID exists only there; getRandomValues everywhere). */
export function nouvelUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const octets = crypto.getRandomValues(new Uint8Array(16));
  octets[6] = ((octets[6] as number) & 0x0f) | 0x40;
  octets[8] = ((octets[8] as number) & 0x3f) | 0x80;
  const hex = Array.from(octets, (o) => o.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The stored identifier; anything malformed counts as none. */
export function lireUidInvite(storage: Storage | null = local()): UidInvite | null {
  try {
    const brut = storage?.getItem(PANIER_KEY);
    if (!brut) return null;
    const valeur = JSON.parse(brut) as Partial<UidInvite> | null;
    if (typeof valeur?.uid !== 'string' || !UUID.test(valeur.uid)) return null;
    return { uid: valeur.uid, aFusionner: valeur.aFusionner !== false };
  } catch {
    return null;
  }
}

export function ecrireUidInvite(valeur: UidInvite, storage: Storage | null = local()): void {
  try {
    storage?.setItem(PANIER_KEY, JSON.stringify(valeur));
  } catch {
    // Storage refused: the basket lasts for this page only.
  }
}
