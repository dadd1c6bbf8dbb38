import { expect, test, withConsentDecided, gotoHydrated } from '../support/fixtures';

/**
 * A second portal server started by scripts/test.mjs whose services address answers nothing
 * (E2E_SERVICES_DOWN_URL): the shell must still render and the parts needing the services must
 * show the spec's error screen.
 */
const downUrl = process.env.E2E_SERVICES_DOWN_URL ?? 'http://127.0.0.1:8101';
test.use({ baseURL: downUrl });

test.describe('when the services are down', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('the home page and its shell still render', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a page that needs them shows the error screen with a retry button', async ({ page }) => {
    const response = await gotoHydrated(page, '/fiche-greffe/tribunal-de-commerce-de-paris/7501');
    expect(response?.status()).toBe(503);
    await expect(page.getByText(/^Une erreur est survenue ".+"$/)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const retry = page.getByRole('button', { name: 'Réessayer' });
    await expect(retry).toBeVisible();
    const reload = page.waitForEvent('load');
    await retry.click();
    await reload;
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  });

  test('the API answers 503 with a French message', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(503);
    expect((await response.json()).message).toMatch(/momentanément indisponible/);
  });
});
