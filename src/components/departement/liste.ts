/** Paging of the browse pages' company lists. */
import { pageCount } from '../../lib/registre/paths';

/** SPEC §9: SEO lists show 50 companies per page. */
export const TAILLE_LISTE = 50;

/**
 * The services list companies up to offset 10 000 (OFFSET_MAX_SEO): deeper pages would walk the
 * index row by row. Beyond page 201 a visitor narrows by sector or NAF code instead.
 */
export const PAGES_MAX = Math.floor(10_000 / TAILLE_LISTE) + 1;

/** Pages of a list of `total` companies that can be shown. */
export const pagesEntreprises = (total: number) => Math.min(pageCount(total, TAILLE_LISTE), PAGES_MAX);
