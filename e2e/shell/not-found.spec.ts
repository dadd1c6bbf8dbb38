import { expect, test, withConsentDecided } from '../support/fixtures';

test.describe('404 page', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('answers an unknown address with status 404, the header and the footer', async ({ page }) => {
    const response = await page.goto('/cette-page-n-existe-pas');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('redirects an address with a trailing slash to the canonical one', async ({ request }) => {
    const response = await request.get('/404/', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/404');
  });
});
