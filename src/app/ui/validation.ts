/** Client-side checks with the messages of SPEC §5 (the services answer the same ones). */

export const LIMITE_GENERALE = 70;
export const LIMITE_LIBELLE = 38;
export const MINIMUM_MOT_DE_PASSE = 12;

export const messagesValidation = {
  limite: (n: number) => `Limité à ${n} caractères.`,
  minimum: (n: number) => `Minimum ${n} caractères requis.`,
  speciaux: 'Les caractères spéciaux ne sont pas autorisés',
  requis: 'Ce champ est obligatoire.',
  email: 'Saisissez une adresse e-mail valide, par exemple nom@domaine.fr.',
  siren: 'Le numéro SIREN comporte 9 chiffres.',
  pays: 'Saisissez le code du pays en 2 lettres, par exemple FR.',
  confirmation: 'Les deux mots de passe ne sont pas identiques.',
} as const;

/** Names: letters (accented too), spaces, hyphens, apostrophes, dots. */
export const MOTIF_NOM = /^[\p{L}\p{M}\s'’.-]*$/u;
/** Labels, addresses, company names: also digits and common punctuation. */
export const MOTIF_TEXTE = /^[\p{L}\p{M}\p{N}\s'’.,&/()°-]*$/u;
export const MOTIF_TELEPHONE = /^[\d\s+().-]*$/;

export interface Regle {
  requis?: boolean;
  max?: number;
  min?: number;
  motif?: RegExp;
  email?: boolean;
}

export function valider(valeur: string, regle: Regle): string | null {
  const texte = valeur.trim();
  if (!texte) return regle.requis ? messagesValidation.requis : null;
  if (regle.min !== undefined && texte.length < regle.min) return messagesValidation.minimum(regle.min);
  if (regle.max !== undefined && texte.length > regle.max) return messagesValidation.limite(regle.max);
  if (regle.email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(texte)) return messagesValidation.email;
  if (regle.motif && !regle.motif.test(texte)) return messagesValidation.speciaux;
  return null;
}

/** Every field's message (or nothing); `null` when the whole form is valid. */
export function validerTout<K extends string>(
  valeurs: Record<K, string>,
  regles: Partial<Record<K, Regle>>,
): Partial<Record<K, string>> | null {
  const erreurs: Partial<Record<K, string>> = {};
  for (const cle of Object.keys(regles) as K[]) {
    const message = valider(valeurs[cle] ?? '', regles[cle] as Regle);
    if (message) erreurs[cle] = message;
  }
  return Object.keys(erreurs).length ? erreurs : null;
}
