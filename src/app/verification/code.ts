/**
 * A verification code as typed: lower case, spaces, no dashes or other dashes are accepted. Codes
 * are printed as XXXX-XXXX-XXXX (12 letters and digits); anything else is sent as typed, in capitals,
 * and the service answers whether it knows it.
 */
const SEPARATEURS = /[\s\u00a0\u202f\-\u2010-\u2015\u2212]/g;

export function normaliserCode(saisie: string): string {
  const majuscules = saisie.trim().toUpperCase();
  const compact = majuscules.replace(SEPARATEURS, '');
  if (/^[A-Z0-9]{12}$/.test(compact)) return `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8)}`;
  return majuscules.replace(/\s+/g, '');
}

export const messagesCode = {
  requis: 'Saisissez le code de vérification.',
  caracteres: 'Le code de vérification ne comporte que des lettres, des chiffres et des tirets.',
} as const;

/** The message of a code that cannot be sent, or null. */
export function validerCode(saisie: string): string | null {
  const texte = saisie.trim();
  if (!texte) return messagesCode.requis;
  if (!/^[A-Za-z0-9\s\u00a0\u202f\-\u2010-\u2015\u2212]+$/.test(texte)) return messagesCode.caracteres;
  return null;
}
