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
