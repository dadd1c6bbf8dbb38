import type { APIRequestContext, Page, Response } from '@playwright/test';
import { expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { creerUtilisateurValide, seConnecter } from '../support/compte';
import { dirigeantPath, entreprisePath, etablissementPath, greffePath } from '../../src/lib/registre/paths';
import type { Greffe } from '../../src/lib/registre/client';
import type { Fiche } from '@portail/contrat/entreprises';
import { entreprisesActives, RESULTATS } from '../recherche/registre';

/**
 * The portal's security headers (server/src/security-headers.ts) on every page type of the real
 * site, in Chromium: its Content-Security-Policy allows inline scripts by hash only, so any inline
 * script of Gatsby's the portal failed to hash, or any resource the policy forgets, shows as a
 * `securitypolicyviolation` event or a console error, and the page would not hydrate.
 */

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Records in the page every CSP violation and every console error about the policy. */
async function surveillerPolitique(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__signalerViolation', (texte: string) => violations.push(texte));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const signaler = (window as unknown as { __signalerViolation: (texte: string) => void }).__signalerViolation;
      signaler(`${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

function directives(policy: string | undefined): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const directive of (policy ?? '').split(';')) {
    const [name = '', ...values] = directive.trim().split(/\s+/);
    if (name) found.set(name, values);
  }
  return found;
}

/** The headers of a page of the site, over plain HTTP. */
async function verifierEntetes(response: Response | null, adresse: string, ouvreLaConnexion = true) {
  expect(response, adresse).not.toBeNull();
  const headers = await response!.allHeaders();
  const csp = directives(headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, adresse).toContain("'self'");
  expect(scripts, adresse).not.toContain("'unsafe-inline'");
  expect(
    scripts.some((source) => source.startsWith("'sha256-")),
    adresse,
  ).toBe(true);
  expect(csp.get('frame-ancestors'), adresse).toEqual(["'none'"]);
  expect(csp.get('object-src'), adresse).toEqual(["'none'"]);
  expect(csp.get('connect-src'), adresse).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], adresse).toBe('nosniff');
  expect(headers['x-frame-options'], adresse).toBe('DENY');
  expect(headers['referrer-policy'], adresse).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], adresse).toBe(
    ouvreLaConnexion ? 'same-origin-allow-popups' : 'unsafe-none',
  );
  // The e2e stack is plain HTTP.
  expect(headers['strict-transport-security'], adresse).toBeUndefined();
}

/** One address of each page type of the site, found in the e2e registry and the CMS's content. */
async function adresses(request: APIRequestContext): Promise<string[]> {
  const [entreprise] = await entreprisesActives(request, 5);
  const fiche = await json<Fiche>(request, `/api/entreprises/${entreprise!.id}/fiche`);
  const { etablissements } = await json<{ etablissements: { id: number; siret: string }[] }>(
    request,
    `/api/entreprises/${entreprise!.id}/etablissements?limit=1&offset=0`,
  );
  const { greffes } = await json<{ greffes: Greffe[] }>(request, '/api/greffes?limit=1');
  const dirigeant = fiche.dirigeants.map((f) => f.personne).find((p) => p.type === 'PHYSIQUE');
  const actualites = await (await request.get('/actualites')).text();
  const actualite = /href="(\/actualites\/[a-z0-9-]+)"/.exec(actualites)?.[1];
  expect(actualite, 'une actualité publiée').toBeDefined();
  const liste = [
    `${RESULTATS}?phrase=${encodeURIComponent(entreprise!.denomination)}`,
    entreprisePath(entreprise!),
    etablissementPath(etablissements[0]!, entreprise!.denomination),
    greffePath(greffes[0]!),
    '/rechercher-un-greffe?q=paris',
    '/recherche-par-departement',
    actualite!,
    '/faq',
    '/panier',
  ];
  if (dirigeant && 'id' in dirigeant) liste.push(dirigeantPath(dirigeant as Parameters<typeof dirigeantPath>[0]));
  return liste;
}

test.describe('security headers', () => {
  test('every page type of the site runs under its policy without a single violation', async ({ page, request }) => {
    test.setTimeout(180_000);
    await withConsentDecided(page);
    const violations = await surveillerPolitique(page);

    // The home page is where the sign-in popup comes back: the only page without a stricter COOP.
    await verifierEntetes(await gotoHydrated(page, '/'), '/', false);
    await page.waitForLoadState('networkidle');
    expect(violations, '/').toEqual([]);
    for (const adresse of await adresses(request)) {
      await verifierEntetes(await gotoHydrated(page, adresse), adresse);
      // Below the fold: the parts hydrated later (src/app/hydratation.tsx) and lazy images.
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
      expect(violations, adresse).toEqual([]);
    }

    const introuvable = await page.goto('/cette-page-n-existe-pas');
    expect(introuvable?.status()).toBe(404);
    await verifierEntetes(introuvable, '404');
    await page.waitForLoadState('networkidle');
    expect(violations, '404').toEqual([]);
  });

  test('the identity pages keep their own, stricter policy', async ({ page }) => {
    const violations = await surveillerPolitique(page);
    const response = await page.goto('/inscription');
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(directives(headers['content-security-policy']).get('default-src')).toEqual(["'none'"]);
    expect(headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(headers['referrer-policy']).toBe('same-origin');
    expect(headers['x-content-type-options']).toBe('nosniff');
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
  });

  test('the sign-in popup reports back to a page with a stricter COOP', async ({ page, request }) => {
    const utilisateur = await creerUtilisateurValide(request, 'en-tetes');
    await withConsentDecided(page);
    const violations = await surveillerPolitique(page);
    const popups: string[] = [];
    page.context().on('page', (popup) => {
      popup.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy|Refused to/i.test(message.text())) {
          popups.push(message.text());
        }
      });
    });
    const response = await gotoHydrated(page, '/faq');
    expect((await response!.allHeaders())['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await seConnecter(page, utilisateur.email);
    await expect(page.getByRole('button', { name: /Mon compte, Hélène Garnier/ })).toBeVisible();
    expect(violations).toEqual([]);
    expect(popups).toEqual([]);
  });
});
