/**
 * One field that takes a SIREN or a name, as the pledges and court-case searches have: digits with
 * the separators people type (spaces, dots, dashes) are a SIREN, checked with its key; anything with a
 * letter is a name of 2 to 120 characters (the contract's limits for both searches).
 */
import { isValidSiren } from '@portail/domaine';

export const LONGUEUR_NOM_MIN = 2;
export const LONGUEUR_NOM_MAX = 120;

/** What the field says, in each search's words (« du constituant », « d’une partie »). */
export interface MessagesSirenOuNom {
  vide: string;
  chiffres: string;
  cle: string;
  court: string;
  long: string;
  signes: string;
}

/** Digits with the separators people type in a SIREN. */
const NUMERIQUE = /^[\d\s.\u00a0\u202f-]+$/u;

export function lireSirenOuNom(
  saisie: string,
  messages: MessagesSirenOuNom,
): { siren: string } | { nom: string } | { erreur: string } {
  const texte = saisie.trim().replace(/\s+/gu, ' ');
  if (!texte) return { erreur: messages.vide };
  if (NUMERIQUE.test(texte) && /\d/.test(texte)) {
    const chiffres = texte.replace(/\D/g, '');
    if (chiffres.length !== 9) return { erreur: messages.chiffres };
    return isValidSiren(chiffres) ? { siren: chiffres } : { erreur: messages.cle };
  }
  if (texte.length < LONGUEUR_NOM_MIN) return { erreur: messages.court };
  if (texte.length > LONGUEUR_NOM_MAX) return { erreur: messages.long };
  if (!/[\p{L}\p{N}]/u.test(texte)) return { erreur: messages.signes };
  return { nom: texte };
}
