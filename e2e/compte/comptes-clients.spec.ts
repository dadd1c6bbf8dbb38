import { expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { creerCompteParticulier, creerUtilisateurValide, jetonAcces, seConnecter } from '../support/compte';

/** SPEC §4: where a user lands after signing in depends on their customer accounts. */
test.describe('after signing in', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('one account stays selected; with several the user chooses on /selection-compte-client', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const utilisateur = await creerUtilisateurValide(request, 'plusieurs');
    await gotoHydrated(page, '/');
    await seConnecter(page, utilisateur.email);
    await expect(page).toHaveURL(/\/post-connexion$/);
    await creerCompteParticulier(page, 'Lyon');
    await expect(page).toHaveURL(/\/espace-personnel$/);

    // A second account, created through the service with the session's own token.
    const reponse = await request.post('/api/comptes_clients/signatures/creation_dossier_client', {
      headers: { authorization: `Bearer ${await jetonAcces(page)}` },
      data: {
        type_compte: 'MEMBRE',
        type_profil: 'PROFESSIONNEL',
        siren: '552100554',
        denomination_sociale: 'Garnier Conseil',
        contact_nom: 'Garnier',
        contact_prenom: 'Hélène',
        numero_voie_facturation: '3 place Bellecour',
        code_postal_facturation: '69002',
        ville_facturation: 'Lyon',
      },
    });
    expect(reponse.status()).toBe(201);
    const second = (await reponse.json()) as { id: number; numero_client: string };

    // Signing out and in again with two accounts, one of them selected: the choice is offered.
    await page.getByRole('button', { name: /Mon compte/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, continuer' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();
    await seConnecter(page, utilisateur.email);
    await expect(page).toHaveURL(/\/selection-compte-client$/);
    await page
      .getByRole('button', { name: new RegExp(`Choisir ce compte : Garnier Conseil, n° ${second.numero_client}`) })
      .click();
    await expect(page).toHaveURL(/\/espace-personnel$/);
    await expect(page.getByText('Garnier Conseil').first()).toBeVisible();

    // The selection is the service's, not the page's: it is what the API returns.
    const selectionne = await request.get('/api/comptes_clients/selectionne', {
      headers: { authorization: `Bearer ${await jetonAcces(page)}` },
    });
    expect(((await selectionne.json()) as { compte_client: { id: number } }).compte_client.id).toBe(second.id);
  });

  test('a visitor who opens the personal space is offered to sign in', async ({ page }) => {
    await gotoHydrated(page, '/espace-personnel/mes-informations');
    await expect(page.getByRole('main').getByRole('button', { name: /Se connecter/ })).toBeVisible();
  });
});
