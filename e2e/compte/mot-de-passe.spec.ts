import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { creerUtilisateurValide, fermeture, lienRecu, ouvrirConnexion, remplirConnexion } from '../support/compte';

test.describe('a user who forgot the password', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('asks for a link from the sign-in popup, chooses a new password and signs in with it', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const utilisateur = await creerUtilisateurValide(request, 'oubli');
    await gotoHydrated(page, '/');
    const popup = await ouvrirConnexion(page);
    await popup.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(popup.getByRole('heading', { name: 'Mot de passe oublié' })).toBeVisible();
    expect(await accessibilityViolations(popup)).toEqual([]);
    await popup.getByLabel(/^Adresse e-mail/).fill(utilisateur.email);
    await popup.getByRole('button', { name: 'Recevoir le lien' }).click();
    await expect(popup.getByRole('heading', { name: 'Vérifiez votre messagerie' })).toBeVisible();
    await popup.close();

    const nouveau = 'Un-tout-nouveau-secret-42';
    await page.goto(await lienRecu(request, utilisateur.email, '/mot-de-passe-oublie/nouveau'));
    await page.getByLabel(/^Nouveau mot de passe/).fill(nouveau);
    await page.getByLabel(/^Confirmation/).fill(nouveau);
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByRole('heading', { name: 'Mot de passe modifié' })).toBeVisible();

    // The old password no longer opens the session; the new one does.
    await gotoHydrated(page, '/');
    const refus = await ouvrirConnexion(page);
    await remplirConnexion(refus, utilisateur.email);
    await expect(refus.getByRole('alert')).toContainText('Adresse e-mail ou mot de passe incorrect.');
    await remplirConnexion(refus, utilisateur.email, nouveau);
    await fermeture(refus);
    await expect(page).toHaveURL(/\/post-connexion$/);
  });
});
