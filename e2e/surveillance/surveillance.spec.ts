import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { fermeture, nouveauClient, remplirConnexion } from '../support/compte';
import { entreprisesActives } from '../recherche/registre';
import { entreprisePath } from '../../src/lib/registre/paths';
import { deOrD } from '../../src/lib/text/greffe-title';

/**
 * Issue 18 §4, as a new member would take it: a visitor who clicks « Surveiller cette entreprise »
 * is asked to sign in, signs in from the same dialog and stays on the company page, chooses the
 * domains and watches the company; « Mes surveillances » lists it, a new folder takes it, and the
 * watch is ended.
 *
 * What follows a watch — a registry day applied by the operator's command, the avatar dot, the
 * révélation, its notice, report, e-mail and webhook — is the journey of e2e/activite-registre/.
 */
test.describe('watching a company', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('a visitor is asked to sign in; a member watches a company, files it in a folder, ends it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A new member (MEMBRE account), signed out again: they come back as a visitor.
    const utilisateur = await nouveauClient(page, request, 'surveillance');
    await page.getByRole('button', { name: /Mon compte/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, continuer' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();

    // The visitor clicks « Surveiller » on the company page: sign in first.
    const [entreprise] = await entreprisesActives(request, 1);
    if (!entreprise) throw new Error('Aucune entreprise active dans le registre de test.');
    const nom = entreprise.denomination;
    await gotoHydrated(page, entreprisePath(entreprise));
    const bouton = page.getByRole('main').getByRole('button', { name: 'Surveiller cette entreprise' });
    await expect(bouton).toBeEnabled();
    await bouton.click();
    const dialogue = page.getByRole('dialog', { name: `Surveiller ${nom}` });
    await expect(dialogue).toContainText('La surveillance est réservée aux titulaires d’un compte client.');
    expect(await accessibilityViolations(page)).toEqual([]);
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      dialogue.getByRole('button', { name: 'Se connecter' }).click(),
    ]);
    await popup.waitForLoadState();
    await remplirConnexion(popup, utilisateur.email);
    await fermeture(popup);

    // Signed in, still on the company page: the same dialog now asks for the domains.
    await expect(page).toHaveURL(new RegExp(`/${entreprise.siren}/${entreprise.id}`));
    await dialogue.getByRole('checkbox', { name: /^Procédures collectives/ }).check();
    await dialogue.getByRole('button', { name: 'Surveiller', exact: true }).click();
    await expect(dialogue.getByText(`Vous surveillez désormais ${nom}.`)).toBeVisible();
    await dialogue.getByRole('link', { name: 'Voir mes surveillances' }).click();

    // « Mes surveillances »: the watch, then a folder, the watch moved there, then ended.
    await expect(page).toHaveURL(/\/espace-personnel\/mes-surveillances$/);
    const main = page.getByRole('main');
    const carte = main.getByRole('listitem', { name: nom });
    await expect(carte).toContainText('Domaines : Registre, comptes et actes, Procédures collectives');
    await expect(carte).toContainText('aucune révélation non lue');
    await main.getByLabel('Nom du nouveau groupe').fill('Clients');
    await main.getByRole('button', { name: 'Créer le groupe' }).click();
    await expect(main.getByText('Le groupe « Clients » a été créé.')).toBeVisible();
    const clients = main.getByRole('region', { name: 'Clients' });
    await expect(clients).toContainText('0 surveillance');
    await carte.getByLabel(`Groupe ${deOrD(nom)}`).selectOption({ label: 'Clients' });
    await carte.getByRole('button', { name: `Déplacer ${nom}` }).click();
    await expect(main.getByText(`${nom} est maintenant dans le groupe « Clients ».`)).toBeVisible();
    await expect(clients.getByRole('listitem', { name: nom })).toBeVisible();
    await expect(clients).toContainText('1 surveillance');
    expect(await accessibilityViolations(page)).toEqual([]);

    await clients.getByRole('button', { name: `Mettre fin à la surveillance ${deOrD(nom)}` }).click();
    await page
      .getByRole('alertdialog', { name: 'Mettre fin à la surveillance' })
      .getByRole('button', { name: 'Oui, mettre fin' })
      .click();
    await expect(main.getByText(`La surveillance de ${nom} est terminée.`)).toBeVisible();
    await expect(main.getByRole('listitem', { name: nom })).toHaveCount(0);
    await expect(clients).toContainText('0 surveillance');
  });
});
