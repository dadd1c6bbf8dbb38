/**
 * Canonical paths of the entity pages (SPEC §2), from the domain package: the portal server's
 * sitemap builds the same addresses with the same functions. Pages redirect (301) any other
 * spelling of the slug to these, and links everywhere are built with them, never by hand. What
 * follows them is the site's own reading of its addresses.
 */
export {
  RECHERCHE_PAR_DEPARTEMENT,
  departementPath,
  dirigeantPath,
  entreprisePath,
  etablissementPath,
  greffePath,
  listeEtablissementsPath,
  nafFromPath,
  nafPath,
  secteurPath,
} from '@portail/domaine';

/** Positive integer id from a path segment, or null. */
export function idFromPath(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,15}$/.test(segment)) return null;
  const id = Number(segment);
  return Number.isSafeInteger(id) ? id : null;
}

/** Page number from a query string value: integer ≥ 1, default 1 (SPEC §5). */
export function pageFromQuery(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const page = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** A list page's address: `?page=N` is kept for N > 1 only, page 1 is the bare path. */
export const withPage = (path: string, page: number) => (page > 1 ? `${path}?page=${page}` : path);

/** Number of pages of a list, at least 1 so that an empty list still has its first page. */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
