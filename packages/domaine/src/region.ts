/**
 * The portal's regional variants (DESIGN.md « Regions »): `FR`, mainland France and its overseas
 * départements, and `NC`, New Caledonia, whose registry, identifiers and currency differ (FACTS §6).
 * A portal runs one of them: the site is built for it, the services hold its registry.
 */
export const REGIONS = ['FR', 'NC'] as const;
export type Region = (typeof REGIONS)[number];

/** A region named in configuration (« NC », « nc »), unset meaning FR; null for anything else. */
export function lireRegion(valeur: string | undefined): Region | null {
  if (valeur === undefined || valeur.trim() === '') return 'FR';
  const code = valeur.trim().toUpperCase();
  return (REGIONS as readonly string[]).includes(code) ? (code as Region) : null;
}
