/**
 * The search form of a name: lower case, accents and ligatures unfolded,
 * every run of punctuation, apostrophes, hyphens or spaces as one space.
 * "L'Haÿ-les-Roses" → "l hay les roses", "Œuilly" → "oeuilly".
 */
export function normaliserNom(nom: string): string {
  return nom
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The words of a name searched (its search form), the first `max` of them: each is one LIKE. */
export function motsRecherche(nom: string, max = 10): string[] {
  return normaliserNom(nom).split(' ').filter(Boolean).slice(0, max);
}

/**
 * The LIKE pattern of a word that must begin a word of a name written by `normaliserNom`, the column
 * prefixed with a space in SQL (`' ' || nom_recherche`): « mart » finds MARTIN, not SMART. Words of
 * `normaliserNom` hold letters, digits and nothing LIKE reads as a pattern.
 */
export const debutDeMot = (mot: string): string => `% ${mot}%`;
