import { entreprisePath } from '@portail/domaine';
import type { FastifyBaseLogger } from 'fastify';
import type { RouteTable } from './manifest.js';

/**
 * Warming a release's SSR workers before it goes live (issue 24). A fresh portal server rendered
 * its first company page in 420 to 680 ms, then in about 17 ms (bench/premier-rendu.mjs): V8 compiles React's, Emotion's and the
 * templates' code on first use and optimises what runs often, the engine loads each template on
 * its first request, and the services meet their own first calls. So before a release is put
 * online (at start, on SIGHUP and after a rebuild) each worker renders a few real pages a few
 * times: a company of the registry, then one page of each server-rendered kind its page links to
 * (an establishment, an officer, the list of establishments, the greffe, the département…), each
 * with its page data. The pages come from the registry itself, so nothing is made up and nothing
 * is written; the renders go to the workers directly, outside the page cache, the rate limits and
 * the metrics of the public server.
 *
 * Warming never holds a release back: without services or registry, or once its time is spent,
 * it stops where it is and the release goes live as it would have.
 */

export interface OptionsRechauffage {
  /** Where the services answer (SERVICES_URL). */
  servicesUrl: string;
  /** Renders of each page by each worker; 0 turns warming off (SSR_RECHAUFFAGE_TOURS). */
  tours: number;
  /** Beyond it, warming stops where it is. */
  budgetMs: number;
}

export interface BilanRechauffage {
  /** The pages rendered (paths; page data included). */
  pages: string[];
  rendus: number;
  dureeMs: number;
  /** Median render time of the first round and of the last, over every worker and page. */
  premierTourMs: number | null;
  dernierTourMs: number | null;
  /** Why warming stopped early or did not run; null when it went to its end. */
  interruption: string | null;
}

/** The longest a release waits for its workers to be warmed. */
export const RECHAUFFAGE_BUDGET_MS = 30_000;

/** The most pages warmed: the company page and one page of each kind it links to. */
const PAGES_MAX = 12;
const DELAI_APPEL_MS = 10_000;

interface Rendu {
  statut: number;
  corps: string;
  ms: number;
}

/** A call's signal: warming's own deadline, or the call's, whichever comes first. */
const signalDAppel = (echeance: AbortSignal) => AbortSignal.any([echeance, AbortSignal.timeout(DELAI_APPEL_MS)]);

async function rendre(origine: string, chemin: string, signal: AbortSignal): Promise<Rendu> {
  const debut = performance.now();
  const reponse = await fetch(`${origine}${chemin}`, { signal: signalDAppel(signal) });
  const corps = await reponse.text();
  return { statut: reponse.status, corps, ms: performance.now() - debut };
}

/** A company of the registry, with several establishments when there is one (a fuller page). */
async function entrepriseDuRegistre(servicesUrl: string, signal: AbortSignal): Promise<string | null> {
  for (const type of ['etablissements', 'entreprises']) {
    const reponse = await fetch(`${servicesUrl}/api/seo/plan/${type}?limit=1`, { signal: signalDAppel(signal) });
    if (!reponse.ok) throw new Error(`les services ont répondu ${reponse.status} pour le plan des ${type}`);
    const { elements } = (await reponse.json()) as {
      elements?: Array<{ id: number; siren: string; denomination: string }>;
    };
    const premier = elements?.[0];
    if (premier) return entreprisePath(premier);
  }
  return null;
}

/**
 * The page of each server-rendered kind that `html` links to first, after `depart`'s own: one per
 * route of the release, so that every template is warmed once, never two of the same kind.
 */
export function pagesLiees(depart: string, html: string, routes: RouteTable, max = PAGES_MAX): string[] {
  const retenues = new Map<string, string>();
  const routeDepart = routes.match(depart);
  if (routeDepart) retenues.set(routeDepart.path, depart);
  for (const [, lien] of html.matchAll(/href="(\/[^"?#]*)[^"]*"/g)) {
    if (retenues.size >= max) break;
    let chemin: string;
    try {
      chemin = decodeURI(lien!.replaceAll('&amp;', '&'));
    } catch {
      continue;
    }
    const route = routes.match(chemin);
    if (route?.type !== 'function' || route.functionId !== 'ssr-engine' || retenues.has(route.path)) continue;
    retenues.set(route.path, chemin);
  }
  return [...retenues.values()];
}

/** Gatsby's page data of a page, which the browser asks for when it navigates to it. */
const pageData = (chemin: string) => `/page-data${chemin === '/' ? '/index' : chemin}/page-data.json`;

const mediane = (valeurs: number[]): number | null => {
  if (valeurs.length === 0) return null;
  const triees = [...valeurs].sort((a, b) => a - b);
  return triees[Math.floor((triees.length - 1) / 2)]!;
};

/** Why a call failed, in the log's words: fetch only says « fetch failed », its cause says why. */
function raison(erreur: unknown): string {
  // Read by shape, not instanceof: fetch's errors may come from another realm (jest's vm).
  const { message, cause } = (erreur ?? {}) as { message?: unknown; cause?: { code?: unknown; message?: unknown } };
  if (message === 'fetch failed' && cause) {
    return `services ou processus de rendu injoignables (${String(cause.code ?? cause.message)})`;
  }
  return typeof message === 'string' ? message : String(erreur);
}

/** Warms the workers at `origines` (one sequence of renders per worker, the workers side by side). */
export async function rechauffer(
  origines: readonly string[],
  routes: RouteTable,
  options: OptionsRechauffage,
  log: FastifyBaseLogger,
): Promise<BilanRechauffage> {
  const debut = performance.now();
  const bilan: BilanRechauffage = {
    pages: [],
    rendus: 0,
    dureeMs: 0,
    premierTourMs: null,
    dernierTourMs: null,
    interruption: null,
  };
  const fin = () => {
    bilan.dureeMs = Math.round(performance.now() - debut);
    if (bilan.interruption) log.warn({ rechauffage: bilan }, 'moteurs SSR réchauffés en partie');
    else log.info({ rechauffage: bilan }, 'moteurs SSR réchauffés');
    return bilan;
  };
  const [premiere] = origines;
  if (options.tours <= 0 || premiere === undefined) return bilan;
  const echeance = AbortSignal.timeout(options.budgetMs);
  try {
    const depart = await entrepriseDuRegistre(options.servicesUrl, echeance);
    if (!depart) {
      bilan.interruption = 'registre vide';
      return fin();
    }
    const rendu = await rendre(premiere, depart, echeance);
    if (rendu.statut !== 200) throw new Error(`la page ${depart} a répondu ${rendu.statut}`);
    const pages = pagesLiees(depart, rendu.corps, routes).flatMap((chemin) => {
      const donnees = pageData(chemin);
      return routes.match(donnees)?.type === 'function' ? [chemin, donnees] : [chemin];
    });
    bilan.pages = pages;
    const premierTour: number[] = [];
    const dernierTour: number[] = [];
    // Every worker's sequence is waited for, even when another's failed: none is still rendering
    // warming pages once the release is live.
    const sequences = await Promise.allSettled(
      origines.map(async (origine) => {
        for (let tour = 1; tour <= options.tours; tour += 1) {
          for (const chemin of pages) {
            const { ms } = await rendre(origine, chemin, echeance);
            bilan.rendus += 1;
            if (tour === 1) premierTour.push(ms);
            if (tour === options.tours) dernierTour.push(ms);
          }
        }
      }),
    );
    bilan.premierTourMs = mediane(premierTour);
    bilan.dernierTourMs = mediane(dernierTour);
    const echec = sequences.find((sequence): sequence is PromiseRejectedResult => sequence.status === 'rejected');
    if (echec) throw echec.reason;
  } catch (erreur) {
    bilan.interruption = echeance.aborted ? `temps imparti (${options.budgetMs / 1000} s) écoulé` : raison(erreur);
  }
  return fin();
}
