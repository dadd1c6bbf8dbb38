/** Addresses and limits of the search pages (SPEC §2 "Search", §5, §9) and of the search service. */

export const RECHERCHE_BASE_PATH = '/recherche-entreprise-dirigeant';
export const RECHERCHE_AVANCEE_PATH = `${RECHERCHE_BASE_PATH}/recherche-avancee`;
export const RESULTATS_PATH = `${RECHERCHE_BASE_PATH}/resultats-de-recherche`;

/** « /a/b/ » → « /a/b » (the portal redirects such addresses, the router may still pass them). */
export const sansBarreFinale = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** Pages are 1-based in the address and in the filters; page 1 is the default. */
export const PAGE_PAR_DEFAUT = 1;
/** SPEC §9: default page size 10. */
export const TAILLE_PAGE_PAR_DEFAUT = 10;
/** Sizes offered in the page-size selector; any size from 1 to the service limit is accepted in the address. */
export const TAILLES_PAGE = [10, 20, 50] as const;
/** The service answers at most 100 results per call… */
export const TAILLE_PAGE_MAX = 100;
/** …and never beyond the 10 000th (offset + limit ≤ 10 000). */
export const RESULTATS_ACCESSIBLES_MAX = 10_000;

/** Last page the service can serve for a page size (offset + limit ≤ 10 000). */
export const pageMaxAccessible = (pageSize: number) =>
  Math.max(1, Math.floor(RESULTATS_ACCESSIBLES_MAX / Math.max(1, pageSize)));

/** SPEC §5: text fields are limited to 70 characters. */
export const LONGUEUR_MAX = 70;
/** The service needs at least 2 characters for a name or a phrase. */
export const LONGUEUR_MIN = 2;
/** Birth years the service accepts: 1900 to the current year. */
export const ANNEE_NAISSANCE_MIN = 1900;
