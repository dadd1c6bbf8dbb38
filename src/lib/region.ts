/**
 * Regional variant of the site, fixed at build time (DESIGN.md "Regions").
 * `FR` is mainland France, `NC` is New Caledonia. Code asks `isRegionFR()` / `isRegionNC()`
 * and never compares region strings itself.
 *
 * `process.env.GATSBY_REGION` is written out in full on purpose: Gatsby replaces that exact
 * expression with its value in the browser bundle, and reads the real variable during SSR.
 * Only the exact value 'NC' selects New Caledonia; anything else (unset included) is FR.
 */
import type { Region } from '@portail/domaine';

export type { Region };

export function getRegion(): Region {
  return process.env.GATSBY_REGION === 'NC' ? 'NC' : 'FR';
}

export function isRegionFR(): boolean {
  return getRegion() === 'FR';
}

export function isRegionNC(): boolean {
  return getRegion() === 'NC';
}

/**
 * The site's pages that serve the mainland registry only: the greffes' directory, cases and pledges
 * searched by greffe, the formalities filed with the guichet unique or the DGFiP and their guides,
 * the thematic files and videos written for the mainland, and the regulated prices of its greffes.
 * New Caledonia's RCS is kept by the DAE, its court is the tribunal mixte de commerce de Nouméa, its
 * formalities go to the chambres consulaires and its price grid is not known (FACTS §6): a
 * Caledonian build has none of them, whether Gatsby makes the page from src/pages or from the CMS.
 * Paths as Gatsby names its pages (`/fiche-greffe/[nom]/[code]/` included).
 */
const PAGES_METROPOLITAINES = [
  /^\/rechercher-un-greffe\/?$/,
  /^\/fiche-greffe\//,
  /^\/services\/(consulter-une-affaire|recherche-gage-sans-depossession)\/?$/,
  /^\/services\/detail-affaire\//,
  /^\/formalites(\/|$)/,
  /^\/formalites-dgfip(\/|$)/,
  /^\/guide-des-formalites(\/|$)/,
  /^\/dossiers-thematiques(\/|$)/,
  /^\/tutoriels-videos(\/|$)/,
  /^\/tarifs\/?$/,
];

/** Whether the page at `chemin` belongs to the build of `region`. */
export function pageDeLaRegion(chemin: string, region: Region = getRegion()): boolean {
  return region === 'FR' || !PAGES_METROPOLITAINES.some((motif) => motif.test(chemin));
}
