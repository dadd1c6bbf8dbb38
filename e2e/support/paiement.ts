import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** On the sandbox provider's hosted card page: the test card that is accepted, then « Payer ». */
export async function payerSurLaPageDeCarte(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/api\/paiements\/sandbox\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await page.getByLabel('Numéro de carte').fill('4242 4242 4242 4242');
  await page.getByLabel('Date d’expiration').fill('12/35');
  await page.getByLabel('Cryptogramme visuel').fill('123');
  await page.getByRole('button', { name: /^Payer/ }).click();
}

/** On an order's payment step of the portal: « Carte bancaire », « Payer », then the card page. */
export async function payerParCarte(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByLabel('Carte bancaire').check();
  await main.getByRole('button', { name: 'Payer' }).click();
  await payerSurLaPageDeCarte(page);
}
