import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { nouveauClient } from '../support/compte';
import { payerParCarte } from '../support/paiement';

/**
 * Issue 18 §3, as a new member would take it: sign up, create a free MEMBRE account, open « Mon
 * abonnement », subscribe, leave at the payment step, come back through the resume link of the
 * period waiting for payment, pay with the sandbox test card and see the subscription active
 * until the right day — with the analytics event of SPEC §9 pushed once (consent given).
 */

/** The last day of a year paid today (Paris): the day before the same date next year, JJ/MM/AAAA. */
function finDansUnAn(maintenant = new Date()): string {
  const [annee, mois, jour] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' })
    .format(maintenant)
    .split('-')
    .map(Number) as [number, number, number];
  const fin = new Date(Date.UTC(annee + 1, mois - 1, jour - 1));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(fin.getUTCDate())}/${pad(fin.getUTCMonth() + 1)}/${fin.getUTCFullYear()}`;
}

test.describe('the subscription', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  test('a member subscribes, resumes the pending period by its link, pays by card and is subscribed for a year', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await nouveauClient(page, request, 'abonnement');
    const main = page.getByRole('main');

    // The offer, from the personal space's home.
    await main.getByRole('link', { name: /^Mon abonnement/ }).click();
    await expect(page).toHaveURL(/\/espace-personnel\/mon-abonnement$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeVisible();
    const etapes = main.getByRole('navigation', { name: 'Étapes de l’abonnement' });
    await expect(etapes.locator('[aria-current="step"]')).toHaveText(/Offre/);
    await expect(main.getByText(/compte membre, gratuit/)).toBeVisible();
    await expect(main.getByText(/99,00\s€ TTC pour 12 mois/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await main.getByRole('link', { name: 'M’abonner' }).click();

    // Billing details prefilled from the account, then the order to pay.
    await expect(page).toHaveURL(/etape=facturation/);
    await expect(main.getByLabel(/^Ville/)).toHaveValue('Lyon');
    await expect(main.getByLabel(/^Nom du contact/)).toHaveValue('Garnier');
    await main.getByLabel(/^Complément d’adresse/).fill('Bâtiment C');
    await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
    await expect(page).toHaveURL(/etape=paiement&uuid=/);
    await expect(etapes.locator('[aria-current="step"]')).toHaveText(/Paiement/);
    await expect(main.getByText(/Montant à payer\s:\s99,00\s€ TTC/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Interrupted: back later, the offer step points to the period waiting for its payment.
    await gotoHydrated(page, '/espace-personnel/mon-abonnement?etape=offre');
    await expect(main.getByText(/attend son paiement/)).toBeVisible();
    await main.getByRole('link', { name: 'Reprendre le paiement de cet abonnement' }).click();
    await expect(page).toHaveURL(/\/espace-personnel\/mon-abonnement\/reprise\/[0-9a-f-]{36}$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Reprendre mon abonnement' })).toBeVisible();
    await payerParCarte(page);

    // Back from the card page: the subscription's confirmation follows the period until it is paid.
    await expect(page).toHaveURL(/\/espace-personnel\/mon-abonnement\?etape=confirmation&reference_commande=CMD-/, {
      timeout: 60_000,
    });
    await expect(main.getByText(`Merci ! Votre abonnement est actif jusqu’au ${finDansUnAn()}.`)).toBeVisible({
      timeout: 60_000,
    });
    const evenements = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event?: string }).event === 'abonnement historique'),
    );
    expect(evenements).toEqual([expect.objectContaining({ periodicite: 'annuel', montant_ttc: 99 })]);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The offer step now tells the subscriber until when.
    await gotoHydrated(page, '/espace-personnel/mon-abonnement');
    await expect(
      main.getByText(`Vous êtes abonné : votre abonnement est actif jusqu’au ${finDansUnAn()}.`),
    ).toBeVisible();

    // A resume link that is not the account's.
    await gotoHydrated(page, '/espace-personnel/mon-abonnement/reprise/9e0c1a7b-0000-4000-8000-0000000000ff');
    await expect(main.getByText('Abonnement introuvable.')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Voir l’offre d’abonnement' })).toBeVisible();
  });
});
