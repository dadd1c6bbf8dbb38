/**
 * The normalised form of names and queries, the same as the SQL functions of
 * migration 007 (recherche_normaliser, recherche_compacter): lower case,
 * accents and ligatures unfolded, dots dropped ("R.P.S." → "rps"), every
 * other run of punctuation, apostrophes, hyphens or spaces as one space.
 * normaliser.test.ts checks both agree on the names of a generated registry.
 */

// What unaccent folds that Unicode decomposition does not.
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', đ: 'd', ł: 'l', ð: 'd', þ: 'th' };
const LIGATURE = /[œæßøđłðþ]/g;

function deplier(texte: string): string {
  return texte
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(LIGATURE, (c) => LIGATURES[c] ?? c);
}

export function normaliser(texte: string): string {
  return deplier(texte)
    .replace(/\./g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Without any separator: "L'Oréal" → "loreal". What "exact name" compares. */
export function compacter(texte: string): string {
  return deplier(texte).replace(/[^a-z0-9]+/g, '');
}

/** The words of a query (runs of single letters are handled by the tsquery: "r p s" finds "RPS"). */
export function mots(texte: string): string[] {
  return normaliser(texte)
    .split(' ')
    .filter((mot) => mot !== '');
}

/** The elided form of a query too: "l'oreal" also searches "loreal". */
export function motsElides(texte: string): string[] | null {
  if (!/['’‘`´]/.test(texte)) return null;
  return mots(texte.replace(/['’‘`´]/g, ''));
}
