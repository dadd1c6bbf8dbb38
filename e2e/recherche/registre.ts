/**
 * Data of the search journeys, found at run time through the services (the portal's /api proxy)
 * in the generated registry of the e2e stack: names, numbers and officers are never assumed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../support/fixtures';
import type { Entreprise, EntrepriseResume, Fiche, PersonnePubliee } from '@portail/contrat/entreprises';
import type { ReponseEntreprises } from '@portail/contrat/recherche';

export const RESULTATS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
export const AVANCEE = '/recherche-entreprise-dirigeant/recherche-avancee';

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Active companies of the registry with a siège address, the largest first (SEO order). */
export async function entreprisesActives(request: APIRequestContext, limit = 20): Promise<Entreprise[]> {
  const { entreprises } = await json<{ entreprises: EntrepriseResume[] }>(
    request,
    `/api/seo/entreprises?limit=${limit}`,
  );
  const completes = await Promise.all(entreprises.map((e) => json<Entreprise>(request, `/api/entreprises/${e.id}`)));
  const actives = completes.filter((e) => e.etat === 'ACTIVE' && e.siege?.adresse.departement_code && e.naf);
  expect(actives.length, 'entreprises actives avec un siège et une activité').toBeGreaterThan(0);
  return actives;
}

/**
 * A company whose name, searched as a phrase, is on the first page of results: the journeys type
 * it and expect to find it.
 */
export async function uneEntrepriseTrouvable(request: APIRequestContext): Promise<Entreprise> {
  for (const entreprise of await entreprisesActives(request)) {
    const params = new URLSearchParams({ phrase: entreprise.denomination, limit: '10' });
    const reponse = await json<ReponseEntreprises>(request, `/api/recherche/entreprises_etablissements?${params}`);
    if (reponse.resultats.some((r) => r.type === 'ENTREPRISE' && r.id === entreprise.id)) return entreprise;
  }
  throw new Error('Aucune entreprise du registre n’est trouvée par son nom sur la première page.');
}

export interface DirigeantTrouve {
  personne: PersonnePubliee & { annee_naissance: number; mois_naissance: number };
  entreprise: Entreprise;
}

/** A natural-person officer with a known month and year of birth, among the largest companies. */
export async function unDirigeantNeEn(request: APIRequestContext): Promise<DirigeantTrouve> {
  for (const entreprise of await entreprisesActives(request)) {
    const fiche = await json<Fiche>(request, `/api/entreprises/${entreprise.id}/fiche`);
    const personne = fiche.dirigeants
      .map((f) => f.personne)
      .find(
        (p): p is DirigeantTrouve['personne'] =>
          p.type === 'PHYSIQUE' && p.annee_naissance !== null && p.mois_naissance !== null,
      );
    if (personne) return { personne, entreprise };
  }
  throw new Error('Aucun dirigeant personne physique avec une date de naissance parmi les plus grandes entreprises.');
}

/** What the service answers for a query: what the results page must show. */
export async function reponseEntreprises(request: APIRequestContext, params: Record<string, string>) {
  return json<ReponseEntreprises>(request, `/api/recherche/entreprises_etablissements?${new URLSearchParams(params)}`);
}

/** The results list of the page and its entity links, once loaded. */
export function listeResultats(page: Page) {
  return page.getByRole('list', { name: /résultats?/ });
}

export async function liensDesResultats(page: Page): Promise<string[]> {
  const liste = listeResultats(page);
  await expect(liste).toBeVisible();
  return liste.locator('article h3 a').evaluateAll((liens) => liens.map((a) => a.getAttribute('href') ?? ''));
}

export const longueurHistorique = (page: Page) => page.evaluate(() => window.history.length);

/** The heading of the results (« 1 234 résultats … »), focused after a page change. */
export const titreResultats = (page: Page) => page.getByRole('heading', { level: 2, name: /résultat/ });

export const champRechercheEnTete = (page: Page) => page.getByRole('banner').getByRole('combobox');
