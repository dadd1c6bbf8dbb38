/**
 * Slugs of the entity pages' addresses. The site's pages and the portal server's sitemap build their
 * addresses with the same rule (./chemins.ts): if they drifted, the sitemap would list addresses that
 * redirect.
 */

/** Accents removed: « Évry-Courcouronnes » → « Evry-Courcouronnes ». */
export function sansAccents(texte: string): string {
  return texte.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** URL slug of a French label: lower case, accents removed, words joined by hyphens. */
export function slugify(label: string): string {
  return sansAccents(label)
    .toLowerCase()
    .replace(/['’]/g, '-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A slug is never empty: a name made only of symbols still gets a usable path segment. */
export const slugOu = (label: string, repli: string): string => slugify(label) || repli;
