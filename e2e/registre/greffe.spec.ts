import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, withConsentDecided } from '../support/fixtures';
import { departementPath, greffePath } from '../../src/lib/registre/paths';
import type { Greffe } from '../../src/lib/registre/client';
import { greffeTitle } from '../../src/lib/text/greffe-title';

/** Registry pages against the running stack; the registries come from the services at run time. */
async function tousLesGreffes(request: APIRequestContext): Promise<Greffe[]> {
  const response = await request.get('/api/greffes');
  expect(response.status()).toBe(200);
  const { greffes } = (await response.json()) as { greffes: Greffe[] };
  expect(greffes.length).toBeGreaterThan(0);
  return greffes;
}

/** The registry with the most communes (several pages of them when there are more than 100). */
async function unGreffe(request: APIRequestContext): Promise<Greffe> {
  const greffes = await tousLesGreffes(request);
  const details = await Promise.all(
    greffes.slice(0, 20).map(async (g) => (await (await request.get(`/api/greffes/${g.code}`)).json()) as Greffe),
  );
  return details.sort((a, b) => (b.nombre_communes ?? 0) - (a.nombre_communes ?? 0))[0]!;
}

test.describe('registry office page', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('shows the registry, its seat, jurisdiction and a way to the companies of its département', async ({
    page,
    request,
  }) => {
    const greffe = await unGreffe(request);
    const response = await page.goto(greffePath(greffe));
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(greffeTitle(greffe.libelle_type, greffe.nom));
    const infos = page.getByRole('region', { name: 'Informations sur le greffe' });
    await expect(infos).toContainText(greffe.code);
    await expect(infos).toContainText(greffe.adresse?.commune ?? greffe.ville);
    await expect(infos.getByRole('link', { name: /^Voir les entreprises immatriculées/ })).toHaveAttribute(
      'href',
      departementPath(greffe.departement.code),
    );
    const communes = page.getByRole('region', { name: 'Communes du ressort' });
    if ((greffe.nombre_communes ?? 0) > 0) {
      await expect(communes.getByRole('list').first().getByRole('listitem')).toHaveCount(
        Math.min(100, greffe.nombre_communes!),
      );
    }
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => (JSON.parse(text) as { '@type': string })['@type'],
    );
    expect(jsonLd).toContain('BreadcrumbList');
  });

  test('pages the communes by 100 and answers 404 beyond the last page', async ({ page, request }) => {
    const greffe = await unGreffe(request);
    const pages = Math.max(1, Math.ceil((greffe.nombre_communes ?? 0) / 100));
    if (pages > 1) {
      const response = await page.goto(`${greffePath(greffe)}?page=2`);
      expect(response?.status()).toBe(200);
      await expect(
        page.getByRole('navigation', { name: 'Pages de la liste des communes' }).locator('[aria-current="page"]'),
      ).toHaveText('2');
    }
    const beyond = await page.request.get(`${greffePath(greffe)}?page=${pages + 1}`, { maxRedirects: 0 });
    expect(beyond.status()).toBe(404);
  });

  test('redirects another name with 301, keeping the page, and answers 404 for an unknown code', async ({
    page,
    request,
  }) => {
    const greffe = await unGreffe(request);
    const moved = await page.request.get(`/fiche-greffe/autre-nom/${greffe.code}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(greffePath(greffe));
    const response = await page.goto('/fiche-greffe/inconnu/0000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Greffe introuvable' })).toBeVisible();
    expect((await page.request.get('/fiche-greffe/inconnu/75', { maxRedirects: 0 })).status()).toBe(404);
  });

  test('has no accessibility violations', async ({ page, request }) => {
    await page.goto(greffePath(await unGreffe(request)));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('registry search', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('lists every registry by département, then finds one by its name', async ({ page, request }) => {
    const greffes = await tousLesGreffes(request);
    const response = await page.goto('/rechercher-un-greffe');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Rechercher un greffe' })).toBeVisible();
    const liste = page.getByRole('region', { name: `Les ${greffes.length} greffes, par département` });
    const departements = new Set(greffes.map((g) => g.departement.code));
    await expect(liste.getByRole('heading', { level: 3 })).toHaveCount(departements.size);

    const cible = greffes[0]!;
    const form = page.getByRole('search', { name: 'Rechercher un greffe' });
    await form.getByLabel('Commune, code postal ou nom du greffe').fill(cible.nom);
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/rechercher-un-greffe\?q=/);
    const resultats = page.getByRole('region', { name: /correspond/ });
    await expect(
      resultats.getByRole('link', { name: greffeTitle(cible.libelle_type, cible.nom), exact: true }),
    ).toHaveAttribute('href', greffePath(cible));
  });

  test('explains a too short search and an empty result, with status 200', async ({ page }) => {
    let response = await page.goto('/rechercher-un-greffe?q=B');
    expect(response?.status()).toBe(200);
    await expect(page.getByText('Minimum 2 caractères requis.')).toBeVisible();
    await expect(page.getByLabel('Commune, code postal ou nom du greffe')).toHaveAttribute('aria-invalid', 'true');
    response = await page.goto('/rechercher-un-greffe?q=zzqxw');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 2, name: /^Aucun greffe ne correspond à/ })).toBeVisible();
  });

  test('has no accessibility violations, with or without results', async ({ page }) => {
    await page.goto('/rechercher-un-greffe');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.goto('/rechercher-un-greffe?q=B');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('registry search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('submits the plain GET form and renders the results on the server', async ({ page, request }) => {
    const cible = (await tousLesGreffes(request))[0]!;
    await page.goto('/rechercher-un-greffe');
    const form = page.getByRole('search', { name: 'Rechercher un greffe' });
    await form.getByLabel('Commune, code postal ou nom du greffe').fill(cible.nom);
    await form.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/rechercher-un-greffe\?q=/);
    await expect(
      page.getByRole('link', { name: greffeTitle(cible.libelle_type, cible.nom), exact: true }),
    ).toBeVisible();
  });
});
