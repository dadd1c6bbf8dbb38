import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { entreprisePath } from '../../src/lib/registre/paths';
import {
  champRechercheEnTete,
  entreprisesActives,
  liensDesResultats,
  listeResultats,
  longueurHistorique,
  RESULTATS,
  reponseEntreprises,
  titreResultats,
  uneEntrepriseTrouvable,
} from './registre';

/** The entity links the service gives for a query, in its order: what the page must list. */
const liensAttendus = (reponse: Awaited<ReturnType<typeof reponseEntreprises>>) =>
  reponse.resultats.map((r) => (r.type === 'ENTREPRISE' ? entreprisePath(r) : null));

test.describe('search results', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('the header search bar opens the results of the phrase, with the company found', async ({ page, request }) => {
    const entreprise = await uneEntrepriseTrouvable(request);
    await gotoHydrated(page, '/');
    await champRechercheEnTete(page).fill(entreprise.denomination);
    await champRechercheEnTete(page).press('Enter');
    await expect(page).toHaveURL(
      `${RESULTATS}?${new URLSearchParams({ phrase: entreprise.denomination.replace(/\s+/g, ' ').trim() })}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Résultats de recherche' })).toBeVisible();
    await expect(titreResultats(page)).toHaveText(/^\d[\d\u202f]*\u00a0résultats?|^Plus de 1\u202f000/);
    const carte = listeResultats(page)
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${entreprisePath(entreprise)}"]`) });
    await expect(carte).toHaveCount(1);
    await expect(carte).toContainText(entreprise.siren_formate);
    await expect(carte).toContainText(entreprise.forme_juridique.libelle);
    await expect(carte).toContainText('Active');
    await expect(page.getByRole('tab', { name: 'Entreprises' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a shared link with filters gives the same results as the service', async ({ page, request }) => {
    const [entreprise] = await entreprisesActives(request);
    const departement = entreprise!.siege!.adresse.departement_code!;
    const division = entreprise!.naf!.code.slice(0, 2);
    const reponse = await reponseEntreprises(request, {
      critere_geographique: departement,
      activite: division,
      tri: 'denomination',
      limit: '10',
      offset: '0',
    });
    expect(reponse.total).toBeGreaterThan(0);
    await gotoHydrated(page, `${RESULTATS}?department=${departement}&activityDomain=${division}&orderBy=denomination`);
    expect(await liensDesResultats(page)).toEqual(liensAttendus(reponse));
    await expect(page.getByLabel('Département')).toHaveValue(departement);
    await expect(page.getByLabel('Domaine d’activité')).toHaveValue(division);
    await expect(page.getByLabel('Trier par')).toHaveValue('denomination');
  });

  test('each list filter rewrites the address in replace mode and narrows the results', async ({ page, request }) => {
    const [entreprise] = await entreprisesActives(request);
    const departement = entreprise!.siege!.adresse.departement_code!;
    const division = entreprise!.naf!.code.slice(0, 2);
    await gotoHydrated(page, `${RESULTATS}?department=${departement}`);
    await expect(listeResultats(page)).toBeVisible();
    const historique = await longueurHistorique(page);

    await page.getByLabel('Domaine d’activité').focus();
    await page.getByLabel('Domaine d’activité').selectOption(division);
    await expect(page).toHaveURL(`${RESULTATS}?activityDomain=${division}&department=${departement}`);
    // Rewriting the address keeps the visitor where they were.
    await expect(page.getByLabel('Domaine d’activité')).toBeFocused();
    const parActivite = await reponseEntreprises(request, {
      critere_geographique: departement,
      activite: division,
      limit: '10',
      offset: '0',
    });
    await expect.poll(() => liensDesResultats(page)).toEqual(liensAttendus(parActivite));
    await expect(listeResultats(page).getByRole('article').first()).toContainText(`(${division}.`);

    await page.getByLabel('Trier par').selectOption('creation');
    await expect(page).toHaveURL(/orderBy=creation/);
    const parDate = await reponseEntreprises(request, {
      critere_geographique: departement,
      activite: division,
      tri: 'creation',
      limit: '10',
      offset: '0',
    });
    await expect.poll(() => liensDesResultats(page)).toEqual(liensAttendus(parDate));

    const etablissements = await reponseEntreprises(request, {
      critere_geographique: departement,
      activite: division,
      tri: 'creation',
      type_entite: 'ETABLISSEMENT',
      limit: '10',
      offset: '0',
    });
    await page.getByRole('radio', { name: 'Établissements' }).check();
    await expect(page).toHaveURL(/companyType=ETABLISSEMENT/);
    if (etablissements.total > 0) {
      await expect(listeResultats(page).getByRole('article')).toHaveCount(etablissements.resultats.length);
      await expect(listeResultats(page).getByRole('article').first()).toContainText('SIRET');
    } else {
      await expect(page.getByText('Aucun établissement ne correspond à votre recherche.')).toBeVisible();
    }

    expect(await longueurHistorique(page)).toBe(historique);
  });

  test('the text filters apply on submit: name, then SIREN', async ({ page, request }) => {
    const entreprise = await uneEntrepriseTrouvable(request);
    await gotoHydrated(page, `${RESULTATS}?department=${entreprise.siege!.adresse.departement_code}`);
    await expect(listeResultats(page)).toBeVisible();
    const historique = await longueurHistorique(page);
    await page.getByLabel('Dénomination, sigle ou enseigne').fill(entreprise.denomination);
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(/denomination=/);
    await expect(listeResultats(page).locator(`a[href="${entreprisePath(entreprise)}"]`)).toBeVisible();

    await page.getByLabel('Dénomination, sigle ou enseigne').fill('');
    await page.getByLabel('SIREN ou SIRET').fill(entreprise.siren_formate);
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(new RegExp(`sirenOrSiret=${entreprise.siren}`));
    await expect(listeResultats(page).getByRole('article')).toHaveCount(1);
    await expect(listeResultats(page).getByRole('article')).toContainText(entreprise.siren_formate);
    expect(await longueurHistorique(page)).toBe(historique);
  });

  test('pages forward with the page in the address, focus on the results heading, no new history entry', async ({
    page,
    request,
  }) => {
    const [entreprise] = await entreprisesActives(request);
    const departement = entreprise!.siege!.adresse.departement_code!;
    const page2 = await reponseEntreprises(request, { critere_geographique: departement, limit: '10', offset: '10' });
    test.skip(page2.resultats.length === 0, `moins de 11 entreprises dans le département ${departement}`);
    await gotoHydrated(page, `${RESULTATS}?department=${departement}`);
    const premiere = await liensDesResultats(page);
    const historique = await longueurHistorique(page);
    const pagination = page.getByRole('navigation', { name: 'Pages de résultats' });
    await pagination.getByRole('link', { name: 'Suivant' }).click();
    await expect(page).toHaveURL(`${RESULTATS}?department=${departement}&page=2`);
    await expect(titreResultats(page)).toBeFocused();
    await expect(titreResultats(page)).toContainText('page 2 sur');
    await expect.poll(() => liensDesResultats(page)).toEqual(liensAttendus(page2));
    expect(await liensDesResultats(page)).not.toEqual(premiere);
    await expect(pagination.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
    expect(await longueurHistorique(page)).toBe(historique);
  });

  test('the back button returns to the previous search', async ({ page, request }) => {
    const [premiere, seconde] = await entreprisesActives(request);
    test.skip(!seconde, 'une seule entreprise active');
    await gotoHydrated(page, '/');
    await champRechercheEnTete(page).fill(premiere!.denomination);
    await champRechercheEnTete(page).press('Enter');
    await expect(listeResultats(page)).toBeVisible();
    const resultatsPremiere = await liensDesResultats(page);
    await champRechercheEnTete(page).fill(seconde!.denomination);
    await champRechercheEnTete(page).press('Enter');
    await expect(page.getByLabel('Nom, SIREN, SIRET ou dirigeant')).toHaveValue(seconde!.denomination);
    await page.goBack();
    await expect(page.getByLabel('Nom, SIREN, SIRET ou dirigeant')).toHaveValue(premiere!.denomination);
    await expect.poll(() => liensDesResultats(page)).toEqual(resultatsPremiere);
  });

  test('a SIREN typed in the header search opens the company page directly', async ({ page, request }) => {
    const [entreprise] = await entreprisesActives(request);
    await gotoHydrated(page, '/');
    await champRechercheEnTete(page).fill(entreprise!.siren_formate);
    await champRechercheEnTete(page).press('Enter');
    await expect(page).toHaveURL(entreprisePath(entreprise!));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(entreprise!.denomination);
    // The results page was replaced: back leads to where the search started.
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test('an empty search says so and offers to search the officers instead', async ({ page }) => {
    const introuvable = `zqxw${Date.now().toString(36)}`;
    await gotoHydrated(page, `${RESULTATS}?phrase=${introuvable}`);
    await expect(titreResultats(page)).toHaveText('Aucun résultat');
    await expect(page.getByText('Aucune entreprise ne correspond à votre recherche.')).toBeVisible();
    await expect(page.getByText(/Vérifiez l’orthographe/)).toBeVisible();
    await page.getByRole('button', { name: `Chercher «\u00a0${introuvable}\u00a0» parmi les dirigeants` }).click();
    await expect(page).toHaveURL(`${RESULTATS}?recherche=dirigeants&phrase=${introuvable}`);
    await expect(page.getByRole('tab', { name: 'Dirigeants' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Aucun dirigeant ne correspond à votre recherche.')).toBeVisible();
  });

  test('a malformed SIREN filter shows the service’s reason', async ({ page }) => {
    await gotoHydrated(page, `${RESULTATS}?sirenOrSiret=123456789`);
    const alerte = page.getByRole('main').getByRole('alert');
    await expect(alerte).toContainText('La recherche n’a pas pu être lancée.');
    await expect(alerte).toContainText('SIREN ou SIRET');
  });

  test('has no accessibility violations, results and filters shown', async ({ page, request }) => {
    const entreprise = await uneEntrepriseTrouvable(request);
    await gotoHydrated(page, `${RESULTATS}?${new URLSearchParams({ phrase: entreprise.denomination })}`);
    await expect(listeResultats(page)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Dirigeants' }).click();
    await expect(titreResultats(page)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

test.describe('search results without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the static shell says why and leads to the directory by département', async ({ page }) => {
    const response = await page.goto(`${RESULTATS}?phrase=test`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Résultats de recherche');
    await expect(page.getByText(/a besoin de JavaScript/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'par département et par activité' })).toHaveAttribute(
      'href',
      '/recherche-par-departement',
    );
  });

  test('the header search bar still sends the phrase to the results page', async ({ page }) => {
    await page.goto('/');
    const champ = page.getByRole('banner').getByRole('combobox');
    await champ.fill('boulangerie');
    await champ.press('Enter');
    await expect(page).toHaveURL(`${RESULTATS}?phrase=boulangerie`);
  });
});

test.describe('search results when the services are down', () => {
  test.use({ baseURL: process.env.E2E_SERVICES_DOWN_URL ?? 'http://127.0.0.1:8101' });
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('say so with the spec’s message and a retry button, the shell still there', async ({ page }) => {
    await gotoHydrated(page, `${RESULTATS}?phrase=test`);
    const alerte = page.getByRole('main').getByRole('alert');
    await expect(alerte).toContainText('Une erreur est survenue "Le service de recherche ne répond pas."');
    await expect(alerte.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recherche impossible' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
