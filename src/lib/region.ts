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
