import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, withConsentDecided } from '../support/fixtures';
import { departementPath, entreprisePath, nafPath, secteurPath } from '../../src/lib/registre/paths';
import type { CompteSeo as Compte, EntrepriseResume } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';

/**
 * The browse tree département → sector → NAF code against the stack seeded with the generated
 * registry; every level is discovered through the services (via the portal's /api proxy).
 */
interface Parcours {
  departement: Departement & { nombre_entreprises: number };
  secteur: Compte;
  naf: Compte;
  total: number;
  premiere: EntrepriseResume;
}

const echapper = (texte: string) => texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The département with the most companies, its largest sector and that sector's largest NAF code. */
async function parcours(request: APIRequestContext): Promise<Parcours> {
  const { departements } = await json<{ departements: Parcours['departement'][] }>(request, '/api/seo/departements');
  const departement = [...departements].sort((a, b) => b.nombre_entreprises - a.nombre_entreprises)[0]!;
  const { secteurs } = await json<{ secteurs: Compte[] }>(
    request,
    `/api/seo/departements/${departement.code}/secteurs`,
  );
  const secteur = [...secteurs].sort((a, b) => b.nombre_entreprises - a.nombre_entreprises)[0]!;
  const { codes_naf } = await json<{ codes_naf: Compte[] }>(
    request,
    `/api/seo/departements/${departement.code}/secteurs/${secteur.code}/naf`,
  );
  const naf = [...codes_naf].sort((a, b) => b.nombre_entreprises - a.nombre_entreprises)[0]!;
  const { total, entreprises } = await json<{ total: number; entreprises: EntrepriseResume[] }>(
    request,
    `/api/seo/entreprises?numero_departement=${departement.code}&limit=1&offset=0`,
  );
  return { departement, secteur, naf, total, premiere: entreprises[0]! };
}

test.describe('browse by département', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('goes from the list of départements to a département, a sector and a NAF code', async ({ page, request }) => {
    const { departement, secteur, naf, premiere } = await parcours(request);
    let response = await page.goto('/recherche-par-departement');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Entreprises par département');
    await page
      .getByRole('link', { name: new RegExp(`^${echapper(`${departement.nom} (${departement.code})`)}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${departementPath(departement.code)}$`));

    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toContainText(`${departement.nom} (${departement.code})`);
    const table = page.getByRole('table', { name: /^Entreprises d/ });
    await expect(table.getByRole('link', { name: premiere.denomination, exact: true }).first()).toHaveAttribute(
      'href',
      entreprisePath(premiere),
    );
    await expect(table).toContainText(premiere.siren_formate);

    response = await page.goto(secteurPath(departement.code, secteur.code));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(secteur.libelle);
    await expect(page.getByRole('link', { name: new RegExp(echapper(`(${naf.code})`)) }).first()).toHaveAttribute(
      'href',
      nafPath(departement.code, secteur.code, naf.code),
    );

    response = await page.goto(nafPath(departement.code, secteur.code, naf.code));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(naf.code);
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(Math.min(50, naf.nombre_entreprises) + 1);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; itemListElement?: unknown[] },
    );
    expect(jsonLd.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(5);
  });

  test('pages companies by 50 and answers 404 beyond the last page', async ({ page, request }) => {
    const { departement, total } = await parcours(request);
    const pages = Math.max(1, Math.ceil(total / 50));
    if (pages > 1) {
      const response = await page.goto(`${departementPath(departement.code)}?page=2`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('table', { name: /, 51 à / })).toBeVisible();
    }
    const beyond = await page.request.get(`${departementPath(departement.code)}?page=${pages + 1}`, {
      maxRedirects: 0,
    });
    expect(beyond.status()).toBe(404);
  });

  test('redirects a dotted or lower-case NAF code with 301 to the canonical path', async ({ page, request }) => {
    const { departement, secteur, naf } = await parcours(request);
    const canonical = nafPath(departement.code, secteur.code, naf.code);
    for (const autre of [naf.code, naf.code.replace('.', '').toLowerCase()]) {
      const moved = await page.request.get(`${secteurPath(departement.code, secteur.code)}/${autre}`, {
        maxRedirects: 0,
      });
      expect(moved.status()).toBe(301);
      expect(moved.headers().location).toBe(canonical);
    }
  });

  test('answers 404 for an unknown département, sector or NAF code', async ({ page, request }) => {
    const { departement, secteur } = await parcours(request);
    const response = await page.goto('/recherche-par-departement/20');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Département introuvable' })).toBeVisible();
    for (const path of [
      `${departementPath(departement.code)}/00`,
      `${departementPath(departement.code)}/informatique`,
      `${secteurPath(departement.code, secteur.code)}/${secteur.code}99Z`,
    ]) {
      expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });

  test('has no accessibility violations', async ({ page, request }) => {
    const { departement, secteur } = await parcours(request);
    for (const path of ['/recherche-par-departement', secteurPath(departement.code, secteur.code)]) {
      await page.goto(path);
      expect(await accessibilityViolations(page), path).toEqual([]);
    }
  });
});

test.describe('browse by département without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('renders the département and follows the plain pagination links', async ({ page, request }) => {
    const { departement, total, premiere } = await parcours(request);
    const response = await page.goto(departementPath(departement.code));
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('table').getByRole('link', { name: premiere.denomination, exact: true }).first(),
    ).toBeVisible();
    if (total > 50) {
      await page
        .getByRole('navigation', { name: 'Pages de la liste des entreprises' })
        .getByRole('link', { name: 'Suivant' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${departementPath(departement.code)}\\?page=2`));
      await expect(page.getByRole('table', { name: /, 51 à / })).toBeVisible();
    }
  });
});

test.describe('département page on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('never scrolls the page sideways', async ({ page, request }) => {
    const { departement } = await parcours(request);
    await page.goto(departementPath(departement.code));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const debord = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(debord).toBeLessThanOrEqual(0);
  });
});
