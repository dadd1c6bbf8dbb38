/**
 * Limits and patterns of the identity forms (SPEC §5): the API schemas of `identite.ts` and the
 * server-rendered sign-up and profile pages of the services apply the same ones.
 */

/** SPEC §5 messages. */
export const limite = (n: number) => `Limité à ${n} caractères.`;
export const minimum = (n: number) => `Minimum ${n} caractères requis.`;
export const CARACTERES_SPECIAUX = 'Les caractères spéciaux ne sont pas autorisés';

/** SPEC §5 general limit, for names. */
export const LONGUEUR_NOM = 70;
export const LONGUEUR_EMAIL = 254;

/** Letters (accents included), spaces, hyphens, apostrophes and dots: « Jean-Éric », « d’Alembert ». */
export const MOTIF_NOM = "^[\\p{L}\\p{M}][\\p{L}\\p{M} '’.-]*$";
export const MOTIF_EMAIL = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';

/** Minimum length of a password (contract: 12 characters). */
export const LONGUEUR_MIN_MOT_DE_PASSE = 12;
/** Beyond this, hashing would only cost time: longer passwords are refused. */
export const LONGUEUR_MAX_MOT_DE_PASSE = 200;
