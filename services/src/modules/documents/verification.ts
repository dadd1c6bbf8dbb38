import { randomBytes } from 'node:crypto';

/**
 * Verification codes printed on Kbis and certificates: 12 characters of an alphabet without the
 * look-alikes 0/O, 1/I/L (31 symbols, about 59 bits), shown as XXXX-XXXX-XXXX.
 */
export const ALPHABET_CODE = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const LONGUEUR = 12;
// Bytes at or above this limit are drawn again, so that every symbol is equally likely.
const LIMITE = 256 - (256 % ALPHABET_CODE.length);

function formater(caracteres: string): string {
  return `${caracteres.slice(0, 4)}-${caracteres.slice(4, 8)}-${caracteres.slice(8, 12)}`;
}

/** A new code from the system's cryptographic generator: « 7KQ2-M9XD-4HTR ». */
export function nouveauCodeVerification(): string {
  let code = '';
  while (code.length < LONGUEUR) {
    for (const octet of randomBytes(LONGUEUR * 2)) {
      if (octet < LIMITE && code.length < LONGUEUR) code += ALPHABET_CODE.charAt(octet % ALPHABET_CODE.length);
    }
  }
  return formater(code);
}

const VALIDE = new RegExp(`^[${ALPHABET_CODE}]{${LONGUEUR}}$`);

/**
 * A code as typed (lower case, with or without dashes or spaces) in its XXXX-XXXX-XXXX form;
 * undefined when it cannot be one (wrong length, a character outside the alphabet).
 */
export function normaliserCode(saisie: string): string | undefined {
  if (typeof saisie !== 'string' || saisie.length > 64) return undefined;
  const compact = saisie.toUpperCase().replace(/[\s\u00a0\u202f\-\u2010-\u2015\u2212]/g, '');
  return VALIDE.test(compact) ? formater(compact) : undefined;
}
