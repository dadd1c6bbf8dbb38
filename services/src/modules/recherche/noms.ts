/**
 * Names as people write them (README.md « Names as people write them »): the small words they add
 * or leave out, words written joined or apart, and the initials of a long name. Used by the
 * flexible and the initials stages of service.ts.
 */
import { normaliser } from './normaliser.js';

/** Articles, prepositions and « et »: typed or not, they never decide a match on their own. */
export const MOTS_VIDES: ReadonlySet<string> = new Set([
  'a',
  'au',
  'aux',
  'd',
  'de',
  'des',
  'du',
  'en',
  'et',
  'l',
  'la',
  'le',
  'les',
  'par',
  'pour',
  'sur',
  'un',
  'une',
]);

/** Legal forms written in names, left out of the initials (the SQL function recherche_initiales has the same list). */
const FORMES: ReadonlySet<string> = new Set([
  'sa',
  'sas',
  'sasu',
  'sarl',
  'eurl',
  'sci',
  'snc',
  'scp',
  'scm',
  'sel',
  'selarl',
  'selas',
  'gie',
  'scea',
  'earl',
  'gaec',
]);

/** Shortest and longest set of initials searched: 3 letters (« IBM ») to 8. */
export const INITIALES_MIN = 3;
export const INITIALES_MAX = 8;

/**
 * The initials of a name, as migration 023's recherche_initiales computes them: the first letter
 * of each word that is not a small word, a legal form or a number; null under 3 letters.
 */
export function initiales(denomination: string): string | null {
  const lettres = normaliser(denomination)
    .split(' ')
    .filter((mot) => mot !== '' && !/^[0-9]/.test(mot) && !MOTS_VIDES.has(mot) && !FORMES.has(mot))
    .map((mot) => mot[0])
    .join('');
  return lettres.length >= INITIALES_MIN ? lettres : null;
}

/** The query read as initials: one word of 3 to 8 letters (« sncf », « S.N.C.F. » reads the same). */
export function commeInitiales(mots: readonly string[]): string | null {
  if (mots.length === 1) {
    const mot = mots[0]!;
    return /^[a-z]+$/.test(mot) && mot.length >= INITIALES_MIN && mot.length <= INITIALES_MAX ? mot : null;
  }
  // « s n c f »: letters typed apart.
  if (mots.length >= INITIALES_MIN && mots.length <= INITIALES_MAX && mots.every((m) => /^[a-z]$/.test(m))) {
    return mots.join('');
  }
  return null;
}

/** The query's words without the small ones, when words remain (« la boulangerie du centre » → boulangerie centre). */
export function sansMotsVides(mots: readonly string[]): string[] {
  const restants = mots.filter((mot) => !MOTS_VIDES.has(mot));
  return restants.length > 0 ? restants : [...mots];
}

/** Shortest word tried as two joined words, and shortest part (but l, d: elisions written joined). */
const SCISSION_MIN = 5;
const PARTIE_MIN = 2;

/** The ways of cutting a word in two known words: « saintgobain » → saint + gobain, « lorangerie » → l + orangerie. */
export function coupures(mot: string): Array<[string, string]> {
  if (mot.length < SCISSION_MIN || !/^[a-z]+$/.test(mot)) return [];
  const resultat: Array<[string, string]> = [];
  for (let i = 1; i < mot.length - 1; i++) {
    const gauche = mot.slice(0, i);
    const droite = mot.slice(i);
    if ((gauche.length >= PARTIE_MIN || gauche === 'l' || gauche === 'd') && droite.length >= PARTIE_MIN) {
      resultat.push([gauche, droite]);
    }
  }
  return resultat;
}
