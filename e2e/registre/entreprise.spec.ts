import type { APIRequestContext } from '@playwright/test';
import { accessibilityViolations, expect, test, withConsentDecided } from '../support/fixtures';
import { dirigeantPath, entreprisePath, listeEtablissementsPath } from '../../src/lib/registre/paths';
import type { EntrepriseResume, Fiche, PersonnePubliee } from '@portail/contrat/entreprises';

/**
 * Company pages against the stack seeded with the generated registry: the companies are found
 * through the services (via the portal's /api proxy) at run time, never assumed.
 */
async function entreprisesDuRegistre(request: APIRequestContext, limit = 10): Promise<EntrepriseResume[]> {
  const response = await request.get(`/api/seo/entreprises?limit=${limit}`);
  expect(response.status()).toBe(200);
  const { entreprises } = (await response.json()) as { entreprises: EntrepriseResume[] };
  expect(entreprises.length).toBeGreaterThan(0);
  return entreprises;
}

async function ficheDe(request: APIRequestContext, id: number): Promise<Fiche> {
  const response = await request.get(`/api/entreprises/${id}/fiche`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Fiche;
}

async function premiereFiche(request: APIRequestContext): Promise<Fiche> {
  const [premiere] = await entreprisesDuRegistre(request, 1);
  return ficheDe(request, premiere!.id);
}

/** An id no company has: far beyond the generated registry, still a valid 32-bit integer. */
const ID_INCONNU = 2_000_000_000;

test.describe('company page', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('shows the company at its canonical address: name, état, SIREN, identity and key sections', async ({
    page,
    request,
  }) => {
    const { entreprise } = await premiereFiche(request);
    const response = await page.goto(entreprisePath(entreprise));
    expect(response?.status()).toBe(200);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    await expect(h1).toHaveText(entreprise.denomination);
    const bref = page.getByRole('list', { name: 'En bref' });
    await expect(bref).toContainText(`SIREN ${entreprise.siren_formate}`);
    await expect(bref).toContainText(entreprise.etat === 'ACTIVE' ? 'Active' : 'Radiée');
    const identite = page.getByRole('region', { name: 'Identité', exact: true });
    await expect(identite).toContainText(entreprise.siren_formate);
    if (entreprise.numero_rcs) await expect(identite).toContainText(entreprise.numero_rcs);
    for (const titre of [
      'Dirigeants',
      'Chiffres clés',
      'Procédures collectives',
      'Documents déposés',
      'Établissements',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: titre, exact: true })).toBeVisible();
    }
    if (entreprise.nombre_etablissements > 1) {
      await expect(
        page
          .getByRole('region', { name: 'Établissements', exact: true })
          .getByRole('link', { name: /^Voir les .* établissements$/ }),
      ).toHaveAttribute('href', listeEtablissementsPath(entreprise));
    }
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`${entreprisePath(entreprise).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['BreadcrumbList', 'Organization']));
  });

  test('shows natural-person officers with their month and year of birth only, linked to their page', async ({
    page,
    request,
  }) => {
    const candidates = await entreprisesDuRegistre(request, 10);
    let trouve: { fiche: Fiche; personne: PersonnePubliee } | null = null;
    for (const candidate of candidates) {
      const fiche = await ficheDe(request, candidate.id);
      const fonction = fiche.dirigeants.find(
        (f) => f.actif && f.personne.type === 'PHYSIQUE' && f.personne.annee_naissance && f.personne.mois_naissance,
      );
      if (fonction && fonction.personne.type === 'PHYSIQUE') {
        trouve = { fiche, personne: fonction.personne };
        break;
      }
    }
    test.skip(!trouve, 'aucun dirigeant personne physique parmi les plus grandes entreprises du registre');
    const { fiche, personne } = trouve!;
    await page.goto(entreprisePath(fiche.entreprise));
    const dirigeants = page.getByRole('list', { name: 'Dirigeants en fonction' });
    const lien = dirigeants.locator(`a[href="${dirigeantPath(personne)}"]`).first();
    await expect(lien).toBeVisible();
    await expect(dirigeants).toContainText(/né\(e\) en [a-zéû]+ \d{4}/);
  });

  test('opens the section named by `ancre` first, every other section still there', async ({ page, request }) => {
    const { entreprise } = await premiereFiche(request);
    await page.goto(`${entreprisePath(entreprise)}?ancre=chiffres-cles`);
    const sections = page.locator('main section[id]');
    await expect(sections.first()).toHaveAttribute('id', 'chiffres-cles');
    await expect(sections.first()).toHaveAttribute('data-cible', 'true');
    await expect(page.locator('main section#identite')).toBeVisible();
    const sommaire = page.getByRole('navigation', { name: 'Sur cette page' });
    await expect(sommaire.getByRole('link', { name: 'Dirigeants' })).toHaveAttribute('href', '#dirigeants');
  });

  test('redirects an outdated slug or another number with 301 to the canonical path, keeping `ancre`', async ({
    page,
    request,
  }) => {
    const { entreprise } = await premiereFiche(request);
    const canonical = entreprisePath(entreprise);
    const ancienNom = await page.request.get(
      `/entreprise/ancienne-denomination/${entreprise.siren}/${entreprise.id}?ancre=dirigeants`,
      { maxRedirects: 0 },
    );
    expect(ancienNom.status()).toBe(301);
    expect(ancienNom.headers().location).toBe(`${canonical}?ancre=dirigeants`);
    const autreNumero = await page.request.get(canonical.replace(`/${entreprise.siren}/`, '/000000000/'), {
      maxRedirects: 0,
    });
    expect(autreNumero.status()).toBe(301);
    expect(autreNumero.headers().location).toBe(canonical);
  });

  test('answers 404 with « Entreprise introuvable » for an unknown or malformed id', async ({ page }) => {
    const inconnue = await page.goto(`/entreprise/inconnue/552100554/${ID_INCONNU}`);
    expect(inconnue?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Entreprise introuvable' })).toBeVisible();
    const malforme = await page.request.get('/entreprise/inconnue/552100554/abc', { maxRedirects: 0 });
    expect(malforme.status()).toBe(404);
  });

  test('finds a company from an /entreprise-societe/ address holding its SIREN', async ({ page, request }) => {
    const { entreprise } = await premiereFiche(request);
    for (const chemin of [`${entreprise.siren}-ancien-nom`, `ancien-nom-${entreprise.siren}`]) {
      const response = await page.request.get(`/entreprise-societe/${chemin}`, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(entreprisePath(entreprise));
    }
    const sansNumero = await page.goto('/entreprise-societe/une-entreprise-sans-numero');
    expect(sansNumero?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Entreprise introuvable' })).toBeVisible();
  });

  test('shows the history newest first and pages it at the section, server-rendered', async ({ page, request }) => {
    // A company with more than one page of history (20 events a page).
    let trouvee: Fiche | null = null;
    for (const candidate of await entreprisesDuRegistre(request, 50)) {
      const fiche = await ficheDe(request, candidate.id);
      if (fiche.evenements.total > 20) {
        trouvee = fiche;
        break;
      }
    }
    test.skip(trouvee === null, 'no company of the generated registry has more than 20 events');
    const { entreprise, evenements } = trouvee!;
    await page.goto(entreprisePath(entreprise));
    const historique = page.getByRole('region', { name: 'Historique', exact: true });
    const liste = historique.getByRole('list', { name: 'Événements du registre' });
    await expect(liste.locator(':scope > li')).toHaveCount(20);
    await expect(liste.locator(':scope > li').first()).toContainText(evenements.evenements[0]!.libelle);
    const dates = await liste
      .locator(':scope > li time')
      .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
    await expect(
      page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link', { name: 'Historique' }),
    ).toHaveAttribute('href', '#historique');

    const suite = (await (await request.get(`/api/entreprises/${entreprise.id}/evenements?offset=20`)).json()) as {
      evenements: { libelle: string }[];
    };
    await historique
      .getByRole('navigation', { name: 'Pages de l’historique' })
      .getByRole('link', { name: 'Suivant' })
      .click();
    await expect(page).toHaveURL(/\?historique=2#historique$/);
    await expect(liste.locator(':scope > li').first()).toContainText(suite.evenements[0]!.libelle);
    await expect(historique).toContainText(/\(page 2 sur \d+\)/);

    const html = await (await page.request.get(`${entreprisePath(entreprise)}?historique=2`)).text();
    expect(html).toMatch(/\(page 2 sur \d+\)/);
    const horsPages = await page.request.get(`${entreprisePath(entreprise)}?historique=1`, { maxRedirects: 0 });
    expect(horsPages.status()).toBe(301);
    expect(horsPages.headers().location).toBe(entreprisePath(entreprise));
  });

  test('has no WCAG A/AA violation', async ({ page, request }) => {
    const { entreprise } = await premiereFiche(request);
    await page.goto(entreprisePath(entreprise));
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('company page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('is fully readable from the server HTML', async ({ page, request }) => {
    const { entreprise } = await premiereFiche(request);
    const response = await page.goto(entreprisePath(entreprise));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: entreprise.denomination, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Identité', exact: true })).toContainText(entreprise.siren_formate);
    await expect(page.getByRole('heading', { level: 2, name: 'Chiffres clés', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Fil d’Ariane' })).toContainText(entreprise.denomination);
  });
});

test.describe('company page on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('never scrolls the page sideways', async ({ page, request }) => {
    const { entreprise } = await premiereFiche(request);
    await page.goto(entreprisePath(entreprise));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const debord = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(debord).toBeLessThanOrEqual(0);
  });
});

test.describe('company page when the services are down', () => {
  test.use({ baseURL: process.env.E2E_SERVICES_DOWN_URL ?? 'http://127.0.0.1:8101' });
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('answers 503 with the error screen', async ({ page }) => {
    const response = await page.goto('/entreprise/ateliers-duval-fils/552100554/1042');
    expect(response?.status()).toBe(503);
    await expect(page.getByText(/^Une erreur est survenue ".+"$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });
});
