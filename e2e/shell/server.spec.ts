import { expect, test } from '../support/fixtures';

test.describe('portal server', () => {
  test('forwards /api to the services on the same origin', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });

  test('revalidates HTML and page data but caches hashed assets for a year', async ({ request, page }) => {
    const html = await request.get('/');
    expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    const pageData = await request.get('/page-data/index/page-data.json');
    expect(pageData.status()).toBe(200);
    expect(pageData.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

    await page.goto('/');
    const script = await page.locator('script[src^="/app-"]').first().getAttribute('src');
    expect(script).toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(html.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('renders a registry office page on the server from the services, at its canonical address', async ({
    request,
  }) => {
    const moved = await request.get('/fiche-greffe/tribunal-de-commerce-de-paris/7501', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/fiche-greffe/paris/7501');

    const page = await request.get('/fiche-greffe/paris/7501');
    expect(page.status()).toBe(200);
    expect(page.headers()['cache-control']).toContain('max-age=300');
    const html = await page.text();
    expect(html).toMatch(/<h1[^>]*>Greffe du tribunal des activités économiques de Paris<\/h1>/);
    expect(html).toContain('<link rel="canonical" href="http://127.0.0.1:8100/fiche-greffe/paris/7501"');
  });

  test('answers an unknown registry office with 404', async ({ request }) => {
    const response = await request.get('/fiche-greffe/inconnu/0000');
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Greffe introuvable');
  });
});
