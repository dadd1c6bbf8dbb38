import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { formatMoisAnnee } from '../../src/lib/registre/format';
import { dirigeantPath, entreprisePath } from '../../src/lib/registre/paths';
import {
  AVANCEE,
  entreprisesActives,
  liensDesResultats,
  listeResultats,
  longueurHistorique,
  RESULTATS,
  reponseEntreprises,
  titreResultats,
  unDirigeantNeEn,
} from './registre';

const premierPrenom = (prenoms: string) => prenoms.split(/\s+/)[0] ?? prenoms;

test.describe('officer search', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('finds an officer by name, month and year of birth from a shared link', async ({ page, request }) => {
    const { personne } = await unDirigeantNeEn(request);
    const params = new URLSearchParams({
      recherche: 'dirigeants',
      nom: personne.nom,
      prenom: premierPrenom(personne.prenoms),
      moisDeNaissance: String(personne.mois_naissance),
      anneeDeNaissance: String(personne.annee_naissance),
    });
    await gotoHydrated(page, `${RESULTATS}?${params}`);
    await expect(page.getByRole('tab', { name: 'Dirigeants' })).toHaveAttribute('aria-selected', 'true');
    const carte = listeResultats(page)
      .getByRole('article')
      .filter({ has: page.locator(`a[href="${dirigeantPath(personne)}"]`) });
    await expect(carte).toHaveCount(1);
    await expect(carte).toContainText(`né(e) en ${formatMoisAnnee(personne.mois_naissance, personne.annee_naissance)}`);
    await expect(carte.getByRole('link').nth(1)).toHaveAttribute('href', /^\/entreprise\//);
    await expect(page.getByLabel('Année')).toHaveValue(String(personne.annee_naissance));
    await expect(page.getByLabel('Mois')).toHaveValue(String(personne.mois_naissance));
  });

  test('narrows by birth year in replace mode, and says so when nobody matches', async ({ page, request }) => {
    const { personne } = await unDirigeantNeEn(request);
    const params = new URLSearchParams({
      recherche: 'dirigeants',
      nom: personne.nom,
      prenom: premierPrenom(personne.prenoms),
      moisDeNaissance: String(personne.mois_naissance),
    });
    await gotoHydrated(page, `${RESULTATS}?${params}`);
    const lien = listeResultats(page).locator(`a[href="${dirigeantPath(personne)}"]`);
    await expect(lien).toBeVisible();
    const historique = await longueurHistorique(page);
    // Their own birth year keeps them; a year long gone (1901) leaves nobody.
    await page.getByLabel('Année').fill(String(personne.annee_naissance));
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(new RegExp(`anneeDeNaissance=${personne.annee_naissance}`));
    await expect(lien).toBeVisible();
    await page.getByLabel('Année').fill('1901');
    await page.getByRole('button', { name: 'Appliquer les filtres' }).click();
    await expect(page).toHaveURL(/anneeDeNaissance=1901/);
    await expect(titreResultats(page)).toHaveText('Aucun résultat');
    await expect(page.getByText('Aucun dirigeant ne correspond à votre recherche.')).toBeVisible();
    await page.getByRole('button', { name: 'Retirer le filtre «\u00a0Année de naissance\u00a0: 1901\u00a0»' }).click();
    await expect(page).toHaveURL(`${RESULTATS}?${params}`);
    await expect(lien).toBeVisible();
    expect(await longueurHistorique(page)).toBe(historique);
  });

  test('switches between the tabs with the keyboard, keeping the phrase', async ({ page, request }) => {
    const { personne } = await unDirigeantNeEn(request);
    const phrase = `${premierPrenom(personne.prenoms)} ${personne.nom}`;
    const adresse = `${RESULTATS}?${new URLSearchParams({ phrase })}`;
    await gotoHydrated(page, adresse);
    const entreprises = page.getByRole('tab', { name: 'Entreprises' });
    await expect(entreprises).toHaveAttribute('aria-selected', 'true');
    await entreprises.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Dirigeants' })).toBeFocused();
    await expect(page).toHaveURL(`${RESULTATS}?${new URLSearchParams({ recherche: 'dirigeants', phrase })}`);
    await expect(page.getByLabel('Nom, SIREN, SIRET ou dirigeant')).toHaveValue(phrase);
    // Officers of that name are listed (namesakes included).
    await expect(listeResultats(page).getByRole('article').first()).toContainText(personne.nom);
    await page.keyboard.press('ArrowLeft');
    await expect(entreprises).toHaveAttribute('aria-selected', 'true');
    await expect(entreprises).toBeFocused();
    await expect(page).toHaveURL(adresse);
  });
});

test.describe('advanced search', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('searches companies by département and activity, and the back button returns to the form', async ({
    page,
    request,
  }) => {
    const [entreprise] = await entreprisesActives(request);
    const departement = entreprise!.siege!.adresse.departement_code!;
    const division = entreprise!.naf!.code.slice(0, 2);
    await gotoHydrated(page, AVANCEE);
    await expect(page.getByRole('heading', { level: 1, name: 'Recherche avancée' })).toBeVisible();
    await page.getByLabel('Département').selectOption(departement);
    await page.getByLabel('Domaine d’activité').selectOption(division);
    await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page).toHaveURL(`${RESULTATS}?activityDomain=${division}&department=${departement}`);
    const reponse = await reponseEntreprises(request, {
      critere_geographique: departement,
      activite: division,
      limit: '10',
      offset: '0',
    });
    expect(await liensDesResultats(page)).toEqual(
      reponse.resultats.map((r) => (r.type === 'ENTREPRISE' ? entreprisePath(r) : null)),
    );
    await page.goBack();
    await expect(page).toHaveURL(AVANCEE);
    await expect(page.getByRole('heading', { level: 1, name: 'Recherche avancée' })).toBeVisible();
  });

  test('searches an officer by name and birth date', async ({ page, request }) => {
    const { personne } = await unDirigeantNeEn(request);
    await gotoHydrated(page, AVANCEE);
    await page.getByRole('tab', { name: 'Dirigeants' }).click();
    await expect(page).toHaveURL(`${AVANCEE}?recherche=dirigeants`);
    await page.getByLabel('Nom', { exact: true }).fill(personne.nom);
    await page.getByLabel('Prénom').fill(premierPrenom(personne.prenoms));
    await page.getByLabel('Mois').selectOption(String(personne.mois_naissance));
    await page.getByLabel('Année').fill(String(personne.annee_naissance));
    await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^[^?]*${RESULTATS}\\?recherche=dirigeants&nom=`));
    await expect(listeResultats(page).locator(`a[href="${dirigeantPath(personne)}"]`)).toBeVisible();
  });

  test('asks for a criterion when none is given', async ({ page }) => {
    await gotoHydrated(page, AVANCEE);
    await page.getByRole('main').getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page.getByRole('main').getByRole('alert')).toContainText('Saisissez un nom, un SIREN ou un SIRET');
    await expect(page).toHaveURL(AVANCEE);
  });

  test('has no accessibility violations on either tab', async ({ page }) => {
    await gotoHydrated(page, AVANCEE);
    await expect(page.getByRole('heading', { level: 1, name: 'Recherche avancée' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Dirigeants' }).click();
    await expect(page.getByLabel('Année')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
