import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';

/**
 * One page of every content type built from the seeded CMS (cms/src/seed), the plan du site and
 * the 404: each answers 200 with one h1, its canonical address and Open Graph tags, and no axe
 * violation (WCAG 2.1 AA).
 */
const PAGES: Array<[string, string | RegExp]> = [
  ['/actualites', 'Actualités'],
  ['/actualites/page/2', /Actualités/],
  ['/actualites/alertes-et-revelations', 'Surveillance d’entreprises : comprendre les révélations'],
  ['/aides-et-tutoriels', 'Aides et tutoriels'],
  ['/aides-et-tutoriels/commander-un-extrait-kbis', /./],
  ['/tutoriels-videos', 'Tutoriels vidéos'],
  ['/dossiers-thematiques', 'Dossiers thématiques'],
  ['/dossiers-thematiques/creer-son-entreprise', 'Créer son entreprise'],
  ['/dossiers-thematiques/creer-son-entreprise/choisir-sa-forme-juridique', 'Choisir sa forme juridique'],
  [
    '/dossiers-thematiques/creer-son-entreprise/choisir-sa-forme-juridique/entrepreneur-individuel',
    'L’entrepreneur individuel',
  ],
  ['/guide-des-formalites', 'Guide des formalités'],
  ['/guide-des-formalites/creation', /./],
  ['/guide-des-formalites/creation/creer-une-societe', /./],
  ['/formalites', 'Formalités'],
  ['/formalites/creer-une-entreprise', 'Créer une entreprise'],
  ['/formalites/telecharger-formulaires-formalites-entreprise', 'Formulaires à télécharger'],
  ['/formalites-entreprise/creation', 'Créer une entreprise'],
  ['/formalites-dgfip', /Formalités/],
  ['/formalites-dgfip/enregistrement-des-actes', /./],
  ['/services', 'Services'],
  ['/services/surveillance-entreprises', 'Surveillance d’entreprises'],
  ['/kbis-documents', 'Kbis et documents officiels'],
  ['/kbis-documents/extrait-kbis', 'Extrait Kbis'],
  ['/faq', 'Questions fréquentes'],
  ['/tarifs', 'Tarifs'],
  ['/qui-sommes-nous', 'Qui sommes-nous ?'],
  ['/cgu-cgv', 'Conditions générales d’utilisation et de vente'],
  ['/politique-de-confidentialite-traitement-donnees-personnelles', /Politique de confidentialité/],
  ['/mentions-legales', 'Mentions légales'],
  ['/contact-greffeo', 'Nous contacter'],
  ['/annuaire-arnaques-kbis', 'Annuaire des arnaques au Kbis'],
  ['/plan-du-site', 'Plan du site'],
];

async function attendreUnSeulH1(page: Page, titre: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre);
}

test.describe('content pages', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  for (const [chemin, titre] of PAGES) {
    test(`${chemin} has one h1, its head tags and no accessibility violation`, async ({ page, baseURL }) => {
      const response = await page.goto(chemin);
      expect(response?.status()).toBe(200);
      await attendreUnSeulH1(page, titre);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${chemin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical ?? '');
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.+/);
      const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(jsonLd ?? '{}')['@type']).toBe('BreadcrumbList');
      expect(baseURL).toBeTruthy();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  test('the video listing says plainly that no video is published yet', async ({ page }) => {
    await page.goto('/tutoriels-videos');
    await expect(page.getByRole('main').getByRole('status')).toContainText(
      'Aucun tutoriel vidéo n’est publié pour le moment',
    );
  });

  test('a local instance without PORTAIL_EDITEUR says it is a demonstration site on its legal pages', async ({
    page,
  }) => {
    await page.goto('/mentions-legales');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Éditeur' })).toBeVisible();
    await expect(main).toContainText('Site de démonstration : cette instance du portail n’a pas déclaré d’éditeur');
    // The notice replaces the identity's fields: none of them is shown empty.
    await expect(main.getByRole('heading', { name: /Directeur de la publication|Hébergeur|Médiateur/ })).toHaveCount(0);
    await page.goto('/cgu-cgv');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Vendeur' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Site de démonstration');
  });

  test('/tarifs shows a table per document with price TTC, date and source', async ({ page }) => {
    await page.goto('/tarifs');
    const kbis = page.getByRole('region', { name: 'Tableau des tarifs : Extrait Kbis', exact: true });
    await expect(kbis.getByRole('columnheader')).toHaveText(['Canal', 'Prix TTC', 'Date', 'Source']);
    await expect(
      kbis
        .getByRole('cell')
        .filter({ hasText: /^\d+,\d{2}\s€$/ })
        .first(),
    ).toBeVisible();
  });

  test('the plan du site lists the pages of every section', async ({ page }) => {
    await page.goto('/plan-du-site');
    for (const section of [
      'Rechercher',
      'Kbis et documents officiels',
      'Formalités',
      'Actualités',
      'Questions fréquentes',
    ]) {
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: section, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('main').getByRole('link', { name: 'Extrait Kbis', exact: true })).toHaveAttribute(
      'href',
      '/kbis-documents/extrait-kbis',
    );
  });

  test('an unknown address shows the 404 page without accessibility violation', async ({ page }) => {
    const response = await page.goto('/actualites/cette-actualite-n-existe-pas');
    expect(response?.status()).toBe(404);
    await attendreUnSeulH1(page, 'Page introuvable');
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the loading and preview pages are not indexed', async ({ page }) => {
    await page.goto('/chargement');
    await attendreUnSeulH1(page, 'Chargement en cours');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    // Without a signed link from the CMS, the preview refuses (403); e2e/contenu/apercu.spec.ts.
    const apercu = await page.goto('/apercu');
    expect(apercu?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien d’aperçu non valide');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('every internal link of the header menu and of the footer leads to a page', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    // The menu panels render their links when opened: open each section and collect them.
    const nav = page.getByRole('navigation', { name: /menu principal/i });
    const hrefs = new Set<string>();
    for (const section of ['Documents officiels', 'Formalités', 'Services']) {
      await nav.getByRole('button', { name: section, exact: true }).click();
      await expect(nav.getByTestId('menu-column').first()).toBeVisible();
      for (const href of await page
        .locator('header a[href^="/"], footer a[href^="/"], nav a[href^="/"]')
        .evaluateAll((liens) => liens.map((lien) => lien.getAttribute('href') ?? ''))) {
        hrefs.add(href);
      }
    }
    expect(hrefs.size).toBeGreaterThan(10);
    for (const href of hrefs) {
      const response = await request.get(href);
      expect(response.status(), href).toBe(200);
    }
  });

  test('robots.txt and the content sitemap are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await request.get('/sitemaps/contenus.xml');
    expect(sitemap.status()).toBe(200);
    expect(await sitemap.text()).toContain('/kbis-documents/extrait-kbis</loc>');
  });
});

test.describe('page loading in the browser', () => {
  test('a page part that fails to load leads to a full navigation to the requested path', async ({ page }) => {
    await withConsentDecided(page);
    await gotoHydrated(page, '/plan-du-site');
    // The article template's chunk is not loaded yet on the plan du site: make it fail once.
    let bloque = true;
    await page.route(/component---src-templates-article-tsx-.*\.js$/, (route) => {
      if (bloque) {
        bloque = false;
        return route.abort();
      }
      return route.continue();
    });
    const chargementComplet = page.waitForEvent('load');
    await page.getByRole('main').getByRole('link', { name: 'Qui sommes-nous ?' }).click();
    await chargementComplet;
    await expect(page).toHaveURL(/\/qui-sommes-nous$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qui sommes-nous ?');
  });

  test('page views go to the data layer with consent, except in the excluded sections', async ({ page }) => {
    await withConsentDecided(page, true);
    await gotoHydrated(page, '/actualites');
    const vues = () =>
      page.evaluate(() =>
        (window.dataLayer ?? []).flatMap((e) =>
          (e as { event?: string }).event === 'page_view' ? [(e as { page_path: string }).page_path] : [],
        ),
      );
    await expect.poll(vues).toEqual(['/actualites']);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Tarifs', exact: true }).click();
    await expect(page).toHaveURL(/\/tarifs$/);
    await expect.poll(vues).toEqual(['/actualites', '/tarifs']);
  });

  test('no page view is sent without consent', async ({ page }) => {
    await withConsentDecided(page, false);
    await gotoHydrated(page, '/actualites');
    await page.waitForTimeout(300);
    expect(
      await page.evaluate(() =>
        (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'page_view'),
      ),
    ).toEqual([]);
  });

  test('the background worker registers on the local machine', async ({ page }) => {
    await withConsentDecided(page);
    await gotoHydrated(page, '/');
    await expect
      .poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration('/'))))
      .toBe(true);
  });
});
