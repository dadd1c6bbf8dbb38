import { expect, test } from '../support/fixtures';
import {
  cmsConfigured,
  latestActualite,
  publicationStatus,
  renameActualite,
  setCmsBroken,
  type Actualite,
} from './cms';

/**
 * Publish-to-live: an edit in the CMS reaches the site through the signed webhook and a rebuild;
 * a rebuild that fails (the CMS answers 500 to the build, through the e2e stack's relay) leaves
 * the live site as it was and shows on the status page. Runs in its own Playwright project after
 * the others: a Gatsby build takes both cores of the machine.
 */
const BUILD_TIMEOUT = 5 * 60_000;

test.describe.configure({ mode: 'serial' });
// scripts/test.mjs always configures the CMS: there, its absence is a failure, never a skip.
if (!cmsConfigured && process.env.E2E_FULL_STACK)
  throw new Error('E2E_CMS_EDITION_TOKEN absent alors que scripts/test.mjs le fournit');
test.skip(!cmsConfigured, 'E2E_CMS_EDITION_TOKEN absent : parcours lancé hors de scripts/test.mjs');

test.describe('publication of an actualité', () => {
  let actualite: Actualite;
  let liveTitle: string;

  test('an edited title is served on the article page after the rebuild', async ({ page, request }) => {
    test.setTimeout(BUILD_TIMEOUT + 60_000);
    actualite = await latestActualite(request);
    liveTitle = `Actualité modifiée ${Date.now()}`;
    await renameActualite(request, actualite.documentId, liveTitle);

    await expect
      .poll(async () => (await request.get(`/actualites/${actualite.slug}`)).text(), {
        timeout: BUILD_TIMEOUT,
        intervals: [2_000],
      })
      .toContain(liveTitle);
    const response = await page.goto(`/actualites/${actualite.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(liveTitle);
    expect((await publicationStatus(request)).dernieres[0]).toMatchObject({ resultat: 'reussie' });
  });

  test('a rebuild against a failing CMS leaves the live site serving and is reported', async ({ page, request }) => {
    test.setTimeout(BUILD_TIMEOUT + 60_000);
    test.skip(!actualite, 'la première étape a échoué');
    const before = (await publicationStatus(request)).dernieres[0]?.numero ?? 0;
    await setCmsBroken(request, true);
    try {
      await renameActualite(request, actualite.documentId, `Jamais en ligne ${Date.now()}`);
      await expect
        .poll(
          async () => {
            const status = await publicationStatus(request);
            const done = !status.en_cours && !status.enAttente && (status.dernieres[0]?.numero ?? 0) > before;
            return done ? status.dernieres[0]?.resultat : 'en cours';
          },
          { timeout: BUILD_TIMEOUT, intervals: [2_000] },
        )
        .toBe('echouee');
    } finally {
      await setCmsBroken(request, false);
    }

    const article = await page.goto(`/actualites/${actualite.slug}`);
    expect(article?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(liveTitle);

    await page.goto('/_portail/publication');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Publication du site');
    const lastBuild = page.getByRole('table').getByRole('row').nth(1);
    await expect(lastBuild).toContainText('Échouée');
  });
});
