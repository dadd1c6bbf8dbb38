/**
 * Server-side helpers of the company and establishment pages (getServerData only).
 */
import { registre } from '../../lib/registre/client';
import type { Departement } from '../../lib/registre/types';

const DUREE_CACHE_MS = 60 * 60 * 1000;
let cache: { expire: number; noms: Promise<Map<string, string>> } | null = null;

/**
 * Name of a département for the breadcrumb. The list changes about never, so it is fetched once
 * an hour per server process rather than on every company page (one service call per page keeps
 * the render fast); a failure only costs the département crumb, never the page.
 */
export async function departementDuSiege(code: string | null | undefined): Promise<Departement | null> {
  if (!code) return null;
  const now = Date.now();
  if (!cache || cache.expire < now) {
    const noms = registre.departements().then((liste) => new Map(liste.map((d) => [d.code, d.nom])));
    const entry = { expire: now + DUREE_CACHE_MS, noms };
    cache = entry;
    noms.catch(() => {
      if (cache === entry) cache = null;
    });
  }
  try {
    const nom = (await cache.noms).get(code);
    return nom ? { code, nom } : null;
  } catch {
    return null;
  }
}

/** For tests: forget the cached list of départements. */
export function oublierDepartements(): void {
  cache = null;
}
