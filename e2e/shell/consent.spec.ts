import { expect, test } from '../support/fixtures';

test.describe('cookie consent', () => {
  test('asks on the first visit, remembers a refusal, and reopens from the footer', async ({ page }) => {
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Vos préférences de cookies' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('greffeo.consent') ?? 'null'));
    expect(stored).toMatchObject({ version: 1, analytics: false });

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByRole('contentinfo').getByRole('button', { name: 'Gestion des cookies' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Tout accepter' }).click();
    await expect(dialog).toBeHidden();
    const accepted = await page.evaluate(() => JSON.parse(window.localStorage.getItem('greffeo.consent') ?? 'null'));
    expect(accepted).toMatchObject({ analytics: true });
  });
});
