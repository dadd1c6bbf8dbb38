import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, withConsentDecided } from '../support/fixtures';
import { entreprisePath, etablissementPath, listeEtablissementsPath } from '../../src/lib/registre/paths';
import type { EntrepriseResume, EtablissementResume } from '@portail/contrat/entreprises';

/**
 * Establishment pages and lists against the stack seeded with the generated registry; the
 * establishments are found through the services (via the portal's /api proxy) at run time.
 */
interface Trouve {
  entreprise: EntrepriseResume;
  total: number;
  total_actifs: number;
  etablissements: EtablissementResume[];
}

/** The company of the registry with the most establishments (the SEO list is sorted that way). */
async function entrepriseAvecEtablissements(request: APIRequestContext): Promise<Trouve> {
  const seo = await request.get('/api/seo/entreprises?limit=5');
  expect(seo.status()).toBe(200);
  const { entreprises } = (await seo.json()) as { entreprises: EntrepriseResume[] };
  const entreprise = entreprises.find((e) => e.nombre_etablissements > 0);
  expect(entreprise, 'une entreprise avec au moins un établissement').toBeTruthy();
  const liste = await request.get(`/api/entreprises/${entreprise!.id}/etablissements?limit=20&offset=0`);
  expect(liste.status()).toBe(200);
  const page = (await liste.json()) as { total: number; total_actifs: number; etablissements: EtablissementResume[] };
  expect(page.etablissements.length).toBeGreaterThan(0);
  return { entreprise: entreprise!, ...page };
}

/** A secondary establishment when there is one: its page shows the « secondaire » wording. */
const unEtablissement = ({ etablissements }: Trouve) => etablissements.find((e) => !e.siege) ?? etablissements[0]!;

const ID_INCONNU = 2_000_000_000;

test.describe('establishment page', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('shows the establishment at its canonical address, with its company', async ({ page, request }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    const etablissement = unEtablissement(trouve);
    const response = await page.goto(etablissementPath(etablissement, trouve.entreprise.denomination));
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(etablissement.siege ? 'Établissement siège' : 'Établissement secondaire');
    await expect(h1).toContainText(
      etablissement.enseigne ?? etablissement.denomination_usuelle ?? trouve.entreprise.denomination,
    );
    await expect(page.getByRole('list', { name: 'En bref' })).toContainText(`SIRET ${etablissement.siret_formate}`);
    await expect(page.getByRole('list', { name: 'En bref' })).toContainText(
      etablissement.etat === 'ACTIF' ? 'Actif' : 'Fermé',
    );
    const entreprise = page.getByRole('region', { name: 'Entreprise', exact: true });
    await expect(entreprise).toContainText(trouve.entreprise.siren_formate);
    await expect(entreprise.getByRole('link', { name: /^Voir la fiche de l’entreprise/ })).toHaveAttribute(
      'href',
      entreprisePath(trouve.entreprise),
    );
    const types = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Organization']));
  });

  test('redirects another slug or SIRET with 301 to the canonical path', async ({ page, request }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    const etablissement = unEtablissement(trouve);
    const canonical = etablissementPath(etablissement, trouve.entreprise.denomination);
    const response = await page.request.get(`/etablissement/autre-nom/${etablissement.siret}/${etablissement.id}`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(canonical);
  });

  test('answers 404 for an unknown or malformed id', async ({ page }) => {
    const inconnu = await page.goto(`/etablissement/inconnu/55210055400013/${ID_INCONNU}`);
    expect(inconnu?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Établissement introuvable' })).toBeVisible();
    const malforme = await page.request.get('/etablissement/inconnu/55210055400013/sept', { maxRedirects: 0 });
    expect(malforme.status()).toBe(404);
  });

  test('has no WCAG A/AA violation', async ({ page, request }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    await page.goto(etablissementPath(unEtablissement(trouve), trouve.entreprise.denomination));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('list of establishments', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('counts them, lists 20 per page with links to each establishment', async ({ page, request }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    const response = await page.goto(listeEtablissementsPath(trouve.entreprise));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(trouve.entreprise.denomination);
    await expect(
      page.getByText(/^\d[\d\s]* établissements?(?: dont \d[\d\s]* actifs?|, aucun actif)\.$/),
    ).toBeVisible();
    const liste = page.getByRole('region', { name: /^Liste des établissements/ });
    const liens = liste.getByRole('heading', { level: 3 }).getByRole('link');
    await expect(liens).toHaveCount(Math.min(20, trouve.total));
    const premier = trouve.etablissements[0]!;
    await expect(liens.first()).toHaveText(`SIRET ${premier.siret_formate}`);
    await expect(liens.first()).toHaveAttribute('href', etablissementPath(premier, trouve.entreprise.denomination));
    if (trouve.total > 20) {
      const pagination = page.getByRole('navigation', { name: 'Pages de la liste des établissements' });
      await expect(pagination.getByRole('link', { name: 'Page 2', exact: true })).toHaveAttribute(
        'href',
        `${listeEtablissementsPath(trouve.entreprise)}?page=2`,
      );
    }
  });

  test('redirects an outdated name with 301 keeping the page, and answers 404 beyond the last page', async ({
    page,
    request,
  }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    const canonical = listeEtablissementsPath(trouve.entreprise);
    const { siren, id } = trouve.entreprise;
    const moved = await page.request.get(`/liste_etablissements/ancien-nom/${siren}/${id}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(canonical);
    if (trouve.total > 20) {
      const page2 = await page.request.get(`/liste_etablissements/ancien-nom/${siren}/${id}?page=2`, {
        maxRedirects: 0,
      });
      expect(page2.headers().location).toBe(`${canonical}?page=2`);
    }
    const auDela = await page.goto(`${canonical}?page=${Math.ceil(trouve.total / 20) + 1}`);
    expect(auDela?.status()).toBe(404);
    const inconnue = await page.request.get(`/liste_etablissements/inconnue/552100554/${ID_INCONNU}`, {
      maxRedirects: 0,
    });
    expect(inconnue.status()).toBe(404);
  });

  test('has no WCAG A/AA violation', async ({ page, request }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    await page.goto(listeEtablissementsPath(trouve.entreprise));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('establishment pages without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the establishment and the list are readable from the server HTML', async ({ page, request }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    const etablissement = unEtablissement(trouve);
    await page.goto(etablissementPath(etablissement, trouve.entreprise.denomination));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Identification de l’établissement' })).toContainText(
      etablissement.siret_formate,
    );
    await page.goto(listeEtablissementsPath(trouve.entreprise));
    await expect(page.getByRole('link', { name: `SIRET ${trouve.etablissements[0]!.siret_formate}` })).toBeVisible();
  });
});

test.describe('list of establishments on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('never scrolls the page sideways', async ({ page, request }) => {
    const trouve = await entrepriseAvecEtablissements(request);
    await page.goto(listeEtablissementsPath(trouve.entreprise));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
