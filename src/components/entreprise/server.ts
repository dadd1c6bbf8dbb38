/**
 * Server-side helpers of the company and establishment pages (getServerData only).
 */
import { routes } from '../../lib/api/routes';
import { registre } from '../../lib/registre/client';
import { getJson } from '../../lib/server/services-client';
import type { Departement } from '@portail/contrat/greffes';

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

/** Prices TTC of the order shortcuts, formatted by the basket service (« 3,20 »), by article and format. */
export type TarifsCommande = Record<string, Partial<Record<'ELEC' | 'COURRIER', string>>>;

interface Syntheses {
  articles: Array<{
    id_article_catalogue: string;
    sous_articles: Array<{ format_diffusion: 'ELEC' | 'COURRIER'; prix: { ttc_formate: string } | null }>;
  }>;
}

let tarifs: { expire: number; valeur: Promise<TarifsCommande> } | null = null;

/**
 * The public grid's prices, fetched once an hour per server process (they change by arrêté, not
 * by the minute). A failure gives null: the shortcuts then show without a price, never a wrong one.
 */
export async function tarifsCommande(): Promise<TarifsCommande | null> {
  const now = Date.now();
  if (!tarifs || tarifs.expire < now) {
    const valeur = getJson<Syntheses>(routes.synthesesArticles('PUBLIC')).then((corps) => {
      if (!corps || !Array.isArray(corps.articles)) throw new Error('Grille tarifaire illisible');
      const resultat: TarifsCommande = {};
      for (const article of corps.articles) {
        const formats: Partial<Record<'ELEC' | 'COURRIER', string>> = {};
        for (const sous of article.sous_articles ?? []) {
          if (sous.prix) formats[sous.format_diffusion] = sous.prix.ttc_formate;
        }
        resultat[article.id_article_catalogue] = formats;
      }
      return resultat;
    });
    const entry = { expire: now + DUREE_CACHE_MS, valeur };
    tarifs = entry;
    valeur.catch(() => {
      if (tarifs === entry) tarifs = null;
    });
  }
  try {
    return await tarifs.valeur;
  } catch {
    return null;
  }
}

/** For tests: forget the cached prices. */
export function oublierTarifs(): void {
  tarifs = null;
}
