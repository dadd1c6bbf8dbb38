import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import {
  cliquerDansPopup,
  creerCompteParticulier,
  fermeture,
  jetonAcces,
  lienRecu,
  MOT_DE_PASSE,
  nouvelleAdresse,
  ouvrirConnexion,
  remplirConnexion,
} from '../support/compte';

test.describe('a new user', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('registers from the sign-in popup, validates the address, signs in, creates an account, edits it, is refreshed and signs out', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const email = nouvelleAdresse('parcours');
    await gotoHydrated(page, '/');

    // « Créer un compte » in the popup closes it and opens the registration in the main window.
    const popup = await ouvrirConnexion(page);
    await expect(popup.getByRole('heading', { name: 'Connexion à votre espace' })).toBeVisible();
    expect(await accessibilityViolations(popup)).toEqual([]);
    // The opener closes the popup as soon as the click's message reaches it, which may be before
    // Playwright's click has finished with the page: the close and the address are what is checked.
    const fermee = fermeture(popup);
    await cliquerDansPopup(popup, popup.getByRole('link', { name: 'Créer un compte' }));
    await fermee;
    await expect(page).toHaveURL(/\/inscription$/);
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Nom', { exact: true }).fill('Lefèvre');
    await page.getByLabel('Prénom').fill('Élodie');
    await page.getByLabel('Adresse e-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(MOT_DE_PASSE);
    await page.getByLabel('Confirmation du mot de passe').fill(MOT_DE_PASSE);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await expect(page.getByRole('heading', { name: 'Vérifiez votre messagerie' })).toBeVisible();

    // Not validated yet: the provider refuses the sign-in and says why.
    await gotoHydrated(page, '/');
    const refus = await ouvrirConnexion(page);
    await remplirConnexion(refus, email);
    await expect(refus.getByRole('alert')).toContainText(/valid/i);
    await refus.close();

    // The link of the kept e-mail validates the address.
    await page.goto(await lienRecu(request, email, '/inscription-validation'));
    await expect(page.getByRole('heading', { name: 'Adresse e-mail validée' })).toBeVisible();

    // No customer account yet: SPEC §4 sends the user to /post-connexion.
    await gotoHydrated(page, '/');
    const connexion = await ouvrirConnexion(page);
    await remplirConnexion(connexion, email);
    await fermeture(connexion);
    await expect(page).toHaveURL(/\/post-connexion$/);
    await expect(page.getByRole('button', { name: /Mon compte, Élodie Lefèvre/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Mon compte/ }).first()).toHaveText(/ÉL/);

    // Creating the first account selects it and opens the personal space.
    await creerCompteParticulier(page);
    await expect(page).toHaveURL(/\/espace-personnel$/);
    await expect(page.getByRole('heading', { name: 'Compte client sélectionné' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Information: the SPEC §5 messages, then a real save that survives a reload.
    await gotoHydrated(page, '/espace-personnel/mes-informations');
    const prenom = page.getByLabel(/^Prénom/);
    await prenom.fill('É'.repeat(71));
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByText('Limité à 70 caractères.')).toBeVisible();
    await prenom.fill('Élodie <script>');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByText('Les caractères spéciaux ne sont pas autorisés')).toBeVisible();
    await prenom.fill('Élodie-Anne');
    await page.getByRole('button', { name: 'Enregistrer mes informations' }).click();
    await expect(page.getByText('Vos informations sont enregistrées.')).toBeVisible();
    await page.getByLabel(/^Libellé des courriers/).fill('L'.repeat(39));
    await page.getByRole('button', { name: 'Enregistrer les libellés' }).click();
    await expect(page.getByText('Limité à 38 caractères.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // An access token the services refuse (altered signature) is refreshed once, transparently.
    const jeton = await jetonAcces(page);
    await page.evaluate(
      (altere) => {
        const stored = JSON.parse(window.localStorage.getItem('greffeo.auth') as string);
        stored.tokens.access_token = altere;
        window.localStorage.setItem('greffeo.auth', JSON.stringify(stored));
      },
      `${jeton.slice(0, -4)}AAAA`,
    );
    await gotoHydrated(page, '/espace-personnel/mes-informations');
    await expect(page.getByLabel(/^Prénom/)).toHaveValue('Élodie-Anne');
    const renouvele = await jetonAcces(page);
    expect(renouvele).not.toBe(jeton);
    expect(renouvele.slice(-4)).not.toBe('AAAA');

    // Sign out through the confirmation dialog of SPEC §2.
    await page.getByRole('button', { name: /Mon compte/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    const dialogue = page.getByRole('alertdialog');
    await expect(dialogue).toContainText('Êtes-vous sûr de vouloir vous déconnecter?');
    await dialogue.getByRole('button', { name: 'Oui, continuer' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
    expect(await jetonAcces(page)).toBe('');

    // The provider's session ended too: signing in again asks for the password.
    const nouvelle = await ouvrirConnexion(page);
    await expect(nouvelle.getByLabel('Mot de passe', { exact: true })).toBeVisible();
    await nouvelle.close();
  });
});
