import { expect, test, withConsentDecided, gotoHydrated } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('mobile header (700 px and below)', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('shows burger, logo, basket icon and login icon instead of the desktop header', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(header.getByRole('link', { name: /Greffeo – accueil/ }).first()).toBeVisible();
    await expect(header.getByRole('link', { name: /^Panier/ }).locator('visible=true')).toHaveCount(1);
    await expect(header.getByRole('button', { name: 'Se connecter' }).locator('visible=true')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: /menu principal/i })).toBeHidden();
  });

  test('opens the burger menu with the three sections and closes it', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    const drawer = page.getByRole('dialog', { name: /menu/i });
    for (const section of ['Documents officiels', 'Formalités', 'Services']) {
      await expect(drawer.getByRole('button', { name: section, exact: true })).toBeVisible();
    }
    await drawer.getByRole('button', { name: 'Services', exact: true }).click();
    await expect(drawer.getByRole('link', { name: /greffe/i }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Fermer le menu' }).first().click();
    await expect(drawer).toBeHidden();
  });
});
