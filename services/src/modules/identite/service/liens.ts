import { createHmac } from 'node:crypto';
import { memesOctets } from './comparaison.js';

/** What a link sent by e-mail is for; part of the signed text, so one cannot stand for another. */
export type UsageLien = 'validation' | 'reinitialisation' | 'changement-email';

const DUREES_LIENS: Record<UsageLien, number> = {
  validation: 24 * 3600,
  reinitialisation: 3600,
  'changement-email': 24 * 3600,
};

export interface ContenuLien {
  /** User id. */
  u: string;
  /** The address the link was sent to (validation, e-mail change). */
  e?: string;
  /** Fingerprint of the password hash (reset): the link dies with the password it replaces. */
  f?: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export type LienVerifie =
  { statut: 'valide'; contenu: ContenuLien } | { statut: 'expire'; contenu: ContenuLien } | { statut: 'invalide' };

/**
 * Signed, expiring links (HMAC-SHA256 with the identity secrets): stateless, so any instance
 * checks them. Signed with the newest secret, accepted with any of them (secret rotation).
 */
export class Liens {
  constructor(private readonly secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error('Aucune clé secrète pour signer les liens');
  }

  signer(usage: UsageLien, contenu: Omit<ContenuLien, 'exp'>, maintenant = Date.now()): string {
    const exp = Math.floor(maintenant / 1000) + DUREES_LIENS[usage];
    const corps = Buffer.from(JSON.stringify({ ...contenu, exp })).toString('base64url');
    return `${corps}.${this.mac(this.secrets[0] as string, usage, corps).toString('base64url')}`;
  }

  verifier(usage: UsageLien, jeton: unknown, maintenant = Date.now()): LienVerifie {
    if (typeof jeton !== 'string' || jeton.length > 2000) return { statut: 'invalide' };
    const [corps, signature, ...reste] = jeton.split('.');
    if (!corps || !signature || reste.length > 0) return { statut: 'invalide' };
    const recue = Buffer.from(signature, 'base64url');
    const authentique = this.secrets.some((secret) => memesOctets(this.mac(secret, usage, corps), recue));
    if (!authentique) return { statut: 'invalide' };
    let contenu: ContenuLien;
    try {
      contenu = JSON.parse(Buffer.from(corps, 'base64url').toString('utf8')) as ContenuLien;
    } catch {
      return { statut: 'invalide' };
    }
    if (typeof contenu.u !== 'string' || typeof contenu.exp !== 'number') return { statut: 'invalide' };
    return contenu.exp * 1000 < maintenant ? { statut: 'expire', contenu } : { statut: 'valide', contenu };
  }

  /** Short keyed digest of a stored password hash, for reset links (newest secret). */
  empreinte(valeur: string): string {
    return this.empreinteAvec(this.secrets[0] as string, valeur);
  }

  /** True when `empreinte` is the digest of `valeur` under any of the secrets (secret rotation). */
  empreinteCorrespond(valeur: string, empreinte: unknown): boolean {
    if (typeof empreinte !== 'string') return false;
    const recue = Buffer.from(empreinte);
    return this.secrets.some((secret) => memesOctets(Buffer.from(this.empreinteAvec(secret, valeur)), recue));
  }

  private empreinteAvec(secret: string, valeur: string): string {
    return createHmac('sha256', secret).update(`empreinte.${valeur}`).digest('base64url').slice(0, 22);
  }

  private mac(secret: string, usage: UsageLien, corps: string): Buffer {
    return createHmac('sha256', secret).update(`${usage}.${corps}`).digest();
  }
}
