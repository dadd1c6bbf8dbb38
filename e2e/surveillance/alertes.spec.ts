import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { nouveauClient } from '../support/compte';

/**
 * Issue 18 §2 « Alerts », the site's side: a member chooses how they hear of new révélations by
 * e-mail (kept after a reload), registers the account's webhook and sees its secret once; the
 * unsubscribe page of the e-mails says plainly that a bad link is not valid.
 *
 * The webhook's address is on localhost: the journeys' stack is a local instance, where http is
 * allowed for localhost (a published one asks for https and refuses private addresses). No
 * révélation is written while the stack runs (see surveillance.spec.ts), so no delivery is listed.
 */
test.describe('alerts of new révélations', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('a member chooses a daily digest, registers a webhook and sees its secret once', async ({ page, request }) => {
    test.setTimeout(120_000);
    await nouveauClient(page, request, 'alertes');

    await gotoHydrated(page, '/espace-personnel/mes-surveillances#alertes');
    const alertes = page.getByRole('region', { name: 'Alertes', exact: true });
    const modes = alertes.getByRole('group', { name: 'Recevoir les alertes par courriel' });
    await expect(modes.getByRole('radio', { name: /^Un récapitulatif par jour/ })).toBeChecked();
    await modes.getByRole('radio', { name: /^À chaque révélation/ }).check();
    await alertes.getByRole('button', { name: 'Enregistrer le mode d’alerte' }).click();
    await expect(alertes.getByText(/^Votre choix est enregistré\. Vous recevrez un courriel à chaque/)).toBeVisible();
    await modes.getByRole('radio', { name: /^Un récapitulatif par jour/ }).check();
    await alertes.getByRole('button', { name: 'Enregistrer le mode d’alerte' }).click();
    await expect(
      alertes.getByText(/^Votre choix est enregistré\. Vous recevrez un récapitulatif par jour/),
    ).toBeVisible();

    await page.reload();
    await expect(modes.getByRole('radio', { name: /^Un récapitulatif par jour/ })).toBeChecked();
    await expect(modes.getByRole('radio', { name: /^À chaque révélation/ })).not.toBeChecked();

    await expect(alertes.getByText('Aucun webhook n’est enregistré pour ce compte client.')).toBeVisible();
    await alertes.getByRole('textbox', { name: 'Adresse du webhook' }).fill('http://localhost:9/greffeo/revelations');
    await alertes.getByRole('button', { name: 'Enregistrer le webhook' }).click();
    const secret = alertes.getByRole('region', { name: 'Secret de signature du webhook' });
    await expect(secret).toContainText(/whsec_\S+/);
    await expect(secret).toContainText('il ne sera plus jamais affiché');
    await expect(alertes).toContainText('Adresse actuelle : http://localhost:9/greffeo/revelations');
    await expect(alertes.getByText(/^Aucune livraison pour l’instant/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Shown once: after a reload, the address is there and the secret is not.
    await page.reload();
    await expect(alertes).toContainText('Adresse actuelle : http://localhost:9/greffeo/revelations');
    await expect(alertes.getByRole('button', { name: 'Changer l’adresse' })).toBeVisible();
    await expect(alertes.getByRole('region', { name: 'Secret de signature du webhook' })).toHaveCount(0);
    await expect(alertes).not.toContainText('whsec_');
  });

  test('the unsubscribe page of the e-mails refuses a bad link in plain French', async ({ page }) => {
    await gotoHydrated(page, '/alertes/desabonnement?jeton=lien-abime');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Ne plus recevoir les alertes de surveillance par courriel ?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Ne plus recevoir ces alertes' }).click();
    const alerte = page.getByRole('main').getByRole('alert');
    await expect(alerte).toContainText('Ce lien n’est pas un lien de désabonnement valide.');
    await expect(alerte.getByRole('link', { name: 'Choisir mes alertes dans Mes surveillances' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-surveillances#alertes',
    );
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
