import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, withConsentDecided } from '../support/fixtures';
import { nomComplet } from '../../src/components/dirigeant/identite';
import { dirigeantPath, entreprisePath } from '../../src/lib/registre/paths';
import type {
  EntrepriseResume,
  Fiche,
  FonctionDePersonne,
  PersonnePhysique,
  PersonnePubliee,
} from '@portail/contrat/entreprises';

/**
 * Officer pages against the stack seeded with the generated registry: an officer is found at run
 * time through the services (via the portal's /api proxy), among the directors of the largest companies.
 */
interface Trouve {
  personne: PersonnePhysique;
  mandats: { total: number; fonctions: FonctionDePersonne[] };
}

async function unDirigeant(request: APIRequestContext): Promise<Trouve> {
  const seo = await request.get('/api/seo/entreprises?limit=10');
  expect(seo.status()).toBe(200);
  const { entreprises } = (await seo.json()) as { entreprises: EntrepriseResume[] };
  for (const entreprise of entreprises) {
    const fiche = (await (await request.get(`/api/entreprises/${entreprise.id}/fiche`)).json()) as Fiche;
    const physique = fiche.dirigeants.map((f) => f.personne).find((p): p is PersonnePubliee => p.type === 'PHYSIQUE');
    if (!physique) continue;
    const personne = (await (await request.get(`/api/personnes_physiques/${physique.id}`)).json()) as PersonnePhysique;
    const fonctions = await request.get(`/api/fonctions?id_personne=${physique.id}&limit=25&offset=0`);
    expect(fonctions.status()).toBe(200);
    return { personne, mandats: await fonctions.json() };
  }
  throw new Error('Aucun dirigeant personne physique parmi les 10 premières entreprises du registre.');
}

const ID_INCONNU = 2_000_000_000;

test.describe('officer page', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('shows the officer, month and year of birth, counts and mandates linked to their companies', async ({
    page,
    request,
  }) => {
    const { personne, mandats } = await unDirigeant(request);
    const response = await page.goto(dirigeantPath(personne));
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(nomComplet(personne));
    if (personne.annee_naissance)
      await expect(page.getByText(/^Né\(e\) en /)).toContainText(String(personne.annee_naissance));
    await expect(page.getByText(/^(\d+ mandats?,|Aucun mandat)/)).toBeVisible();
    const premier = mandats.fonctions[0]!;
    const table = page.getByRole('table', { name: premier.actif ? /^Mandats en cours/ : /^Mandats terminés/ });
    await expect(
      table.getByRole('link', { name: premier.entreprise.denomination, exact: true }).first(),
    ).toHaveAttribute('href', entreprisePath(premier.entreprise));
    await expect(table).toContainText(premier.qualite);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical?.endsWith(dirigeantPath(personne))).toBe(true);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(jsonLd).toContain('BreadcrumbList');
  });

  test('redirects another slug with 301 to the canonical path', async ({ page, request }) => {
    const { personne } = await unDirigeant(request);
    const moved = await page.request.get(`/dirigeant/autre-nom/${personne.id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(dirigeantPath(personne));
  });

  test('answers 404 for an unknown or malformed id', async ({ page }) => {
    const response = await page.goto(`/dirigeant/inconnu/${ID_INCONNU}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Dirigeant introuvable' })).toBeVisible();
    expect((await page.request.get('/dirigeant/inconnu/abc', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('answers 404 beyond the last page of mandates', async ({ page, request }) => {
    const { personne, mandats } = await unDirigeant(request);
    const derniere = Math.max(1, Math.ceil(mandats.total / 25));
    const response = await page.request.get(`${dirigeantPath(personne)}?page=${derniere + 1}`, { maxRedirects: 0 });
    expect(response.status()).toBe(404);
  });

  test('has no accessibility violations', async ({ page, request }) => {
    const { personne } = await unDirigeant(request);
    await page.goto(dirigeantPath(personne));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('officer page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is fully readable from the server HTML', async ({ page, request }) => {
    const { personne, mandats } = await unDirigeant(request);
    const response = await page.goto(dirigeantPath(personne));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: nomComplet(personne), exact: true })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText(mandats.fonctions[0]!.entreprise.denomination);
  });
});
