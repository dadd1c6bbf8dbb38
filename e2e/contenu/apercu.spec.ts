import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { accessibilityViolations, expect, test, withConsentDecided } from '../support/fixtures';

/**
 * The CMS's « Aperçu » button, end to end on the e2e stack: a draft actualité created over the
 * REST API (edition token) is shown by /apercu through a link signed as the CMS signs it
 * (cms/src/preview/lien.ts), under the warning banner; a tampered link gets 403. The secrets come
 * from scripts/test.mjs, or from the stack's generated secrets when the journey is run by hand.
 */
function secretsGeneres(): Record<string, string> {
  try {
    const texte = readFileSync(path.resolve(__dirname, '../../.data/e2e/secrets.env'), 'utf8');
    const paires = texte.split('\n').map((ligne) => /^([A-Z0-9_]+)=(.*)$/.exec(ligne));
    return Object.fromEntries(paires.flatMap((m) => (m ? [[m[1], m[2]]] : [])));
  } catch {
    return {};
  }
}

const generes = secretsGeneres();
const cmsUrl = process.env.E2E_CMS_URL ?? 'http://127.0.0.1:1437';
const jetonEdition = process.env.E2E_CMS_EDITION_TOKEN || generes.CMS_EDITION_TOKEN || '';
const secret = process.env.E2E_APERCU_SECRET || generes.APERCU_SECRET || '';

function lienApercu(type: string, id: string, expire = Math.floor(Date.now() / 1000) + 600): string {
  const signature = createHmac('sha256', secret).update(`${type}:${id}:${expire}`).digest('hex');
  return `/apercu?${new URLSearchParams({ type, id, expire: String(expire), signature }).toString()}`;
}

const secretsManquants = !jetonEdition || !secret;
// scripts/test.mjs always gives them: there, missing secrets are a failure, never a skip.
if (secretsManquants && process.env.E2E_FULL_STACK)
  throw new Error('E2E_CMS_EDITION_TOKEN ou E2E_APERCU_SECRET absent alors que scripts/test.mjs les fournit');
test.skip(secretsManquants, 'CMS_EDITION_TOKEN ou APERCU_SECRET de la pile e2e introuvable');

test.describe('preview of a draft', () => {
  test.describe.configure({ mode: 'serial' });
  const titre = `Brouillon d’aperçu ${Date.now()}`;
  let documentId = '';

  test.beforeAll(async ({ request }) => {
    const reponse = await request.post(`${cmsUrl}/api/actualites?status=draft`, {
      headers: { Authorization: `Bearer ${jetonEdition}` },
      data: {
        data: {
          titre,
          slug: `brouillon-apercu-${Date.now()}`,
          date_publication: '2026-03-01',
          categorie: 'Essai',
          resume: 'Un brouillon que seul l’aperçu montre.',
          corps: '## Ce qui change\n\nTexte du **brouillon**.',
        },
      },
    });
    expect(reponse.status()).toBe(201);
    documentId = ((await reponse.json()) as { data: { documentId: string } }).data.documentId;
  });

  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('a signed link shows the draft in the article layout, under the banner, never cached', async ({ page }) => {
    const reponse = await page.goto(lienApercu('actualite', documentId));
    expect(reponse?.status()).toBe(200);
    expect(reponse?.headers()['cache-control']).toBe('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(titre);
    await expect(page.getByRole('note')).toHaveText('Aperçu — brouillon non publié');
    await expect(page.getByRole('heading', { level: 2, name: 'Ce qui change' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    const html = await page.content();
    expect(html).not.toContain(secret);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a tampered, expired or unknown link is refused', async ({ page }) => {
    const bon = lienApercu('actualite', documentId);
    const change = bon.replace(/signature=([0-9a-f])/, (_, c: string) => `signature=${c === '0' ? '1' : '0'}`);
    const refuse = await page.goto(change);
    expect(refuse?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lien d’aperçu non valide');
    await expect(page.getByText(titre)).toHaveCount(0);
    expect((await page.goto(lienApercu('actualite', documentId, Math.floor(Date.now() / 1000) - 1)))?.status()).toBe(
      403,
    );
    expect((await page.goto(lienApercu('tarif', documentId)))?.status()).toBe(403);
    expect((await page.goto(lienApercu('actualite', 'inconnu0000000000000000')))?.status()).toBe(404);
  });
});
