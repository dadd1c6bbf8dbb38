import type { APIRequestContext } from '@playwright/test';
import { expect, test, withConsentDecided } from '../support/fixtures';
import {
  departementPath,
  dirigeantPath,
  entreprisePath,
  etablissementPath,
  greffePath,
  listeEtablissementsPath,
  nafPath,
  secteurPath,
} from '../../src/lib/registre/paths';
import type { Compte, Departement, Fiche, Greffe } from '../../src/lib/registre/types';
import { entreprisesActives } from '../recherche/registre';

/**
 * Reflected input on every page type the portal renders at each request (SPEC §2 entity pages,
 * greffe search, département tree, legacy company address, draft preview): what the visitor puts in
 * the address (query parameters, path segments) must never reach the HTML or a <script> as markup.
 * Gatsby inlines each such page's data in a <script>: a `</script>` in it used to end the element.
 */
const CHARGE = `"'><img src=x onerror="window.__xss=1"></script><script>window.__xss=2</script><!--`;
const ENCODEE = encodeURIComponent(CHARGE);

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** One address per page type, found in the e2e registry, each with the attack in its query. */
async function adresses(request: APIRequestContext): Promise<string[]> {
  const [entreprise] = await entreprisesActives(request, 5);
  const fiche = await json<Fiche>(request, `/api/entreprises/${entreprise!.id}/fiche`);
  const { etablissements } = await json<{ etablissements: { id: number; siret: string }[] }>(
    request,
    `/api/entreprises/${entreprise!.id}/etablissements?limit=1&offset=0`,
  );
  const { greffes } = await json<{ greffes: Greffe[] }>(request, '/api/greffes?limit=1');
  const { departements } = await json<{ departements: Departement[] }>(request, '/api/seo/departements');
  const departement = departements[0]!.code;
  const { secteurs } = await json<{ secteurs: Compte[] }>(request, `/api/seo/departements/${departement}/secteurs`);
  const secteur = secteurs[0]!.code;
  const { codesNaf } = await json<{ codesNaf: Compte[] }>(
    request,
    `/api/seo/departements/${departement}/secteurs/${secteur}/naf`,
  );
  const dirigeant = fiche.dirigeants.map((f) => f.personne).find((p) => p.type === 'PHYSIQUE');
  const chemins = [
    entreprisePath(entreprise!),
    listeEtablissementsPath(entreprise!),
    etablissementPath(etablissements[0]!, entreprise!.denomination),
    greffePath(greffes[0]!),
    '/rechercher-un-greffe',
    '/recherche-par-departement',
    departementPath(departement),
    secteurPath(departement, secteur),
    nafPath(departement, secteur, codesNaf[0]!.code),
    `/entreprise-societe/${entreprise!.siren}`,
    '/apercu',
  ];
  if (dirigeant && 'id' in dirigeant) chemins.push(dirigeantPath(dirigeant as Parameters<typeof dirigeantPath>[0]));
  return chemins.map((chemin) => `${chemin}?q=${ENCODEE}&page=${ENCODEE}&type=${ENCODEE}&id=${ENCODEE}`);
}

test.describe('reflected input', () => {
  test('never reaches the HTML or a script of a server-rendered page as markup', async ({ request }) => {
    const liste = await adresses(request);
    expect(liste.length).toBeGreaterThanOrEqual(11);
    for (const adresse of liste) {
      const reponse = await request.get(adresse, { maxRedirects: 0 });
      expect(reponse.status(), adresse).toBeLessThan(500);
      const html = await reponse.text();
      expect(html, adresse).not.toContain('<img src=x');
      expect(html, adresse).not.toContain('<script>window.__xss');
      // Every <script> the page opens is closed by its own </script>, none by the visitor's.
      expect((html.match(/<script\b/g) ?? []).length, adresse).toBe((html.match(/<\/script>/g) ?? []).length);
    }
    // A path segment of its own (slug, code) is never echoed as markup either.
    for (const chemin of [`/fiche-greffe/${ENCODEE}/7501`, `/recherche-par-departement/${ENCODEE}`]) {
      const reponse = await request.get(chemin, { maxRedirects: 0 });
      expect(reponse.status(), chemin).toBeLessThan(500);
      expect(await reponse.text(), chemin).not.toContain('<img src=x');
    }
  });

  test('runs nothing in Chromium on the greffe search, which shows the search as typed', async ({ page }) => {
    await withConsentDecided(page);
    const dialogues: string[] = [];
    page.on('dialog', (dialogue) => {
      dialogues.push(dialogue.message());
      void dialogue.dismiss();
    });
    await page.goto(`/rechercher-un-greffe?q=${ENCODEE}`);
    await expect(page.getByLabel('Commune, code postal ou nom du greffe')).toHaveValue(CHARGE);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogues).toEqual([]);
  });
});
