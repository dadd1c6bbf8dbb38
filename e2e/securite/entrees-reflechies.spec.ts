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
import type { Greffe } from '../../src/lib/registre/client';
import { pageAffaire } from '../../src/lib/api/routes';
import type { ResultatAffaires } from '@portail/contrat/affaires';
import type { CompteSeo as Compte, Entreprise, Fiche } from '@portail/contrat/entreprises';
import type { Departement } from '@portail/contrat/greffes';
import { entreprisesActives } from '../recherche/registre';

/**
 * Reflected input on every page type the portal renders at each request (SPEC §2 entity pages,
 * greffe search, département tree, legacy company address, court case, draft preview: the thirteen
 * pages with `getServerData` in src/pages; gatsby-node.ts creates static pages only) and on the
 * identity pages the services render behind the portal (sign-in, sign-up, reset, e-mailed links):
 * what the visitor puts in the address (query parameters, path segments) must never reach the HTML
 * or a <script> as markup.
 * Gatsby inlines each such page's data in a <script>: a `</script>` in it used to end the element.
 */
const CHARGE = `"'><img src=x onerror="window.__xss=1"></script><script>window.__xss=2</script><!--`;
const ENCODEE = encodeURIComponent(CHARGE);

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** Words frequent in the registry's names, for a case when none of the largest companies is a party to one. */
const MOTS_FREQUENTS = ['FILS', 'MAISON', 'MARTIN', 'HOLDING', 'ETABLISSEMENTS'];

/** A case of the e2e registry: one of the largest active companies' first, else one found by a frequent word. */
async function uneAffaire(request: APIRequestContext, entreprises: Entreprise[]): Promise<number> {
  for (const entreprise of entreprises) {
    const { affaires } = await json<ResultatAffaires>(request, `/api/affaires?siren=${entreprise.siren}&limit=1`);
    if (affaires[0]) return affaires[0].id;
  }
  for (const mot of MOTS_FREQUENTS) {
    const { affaires } = await json<ResultatAffaires>(request, `/api/affaires?nom=${mot}&limit=1`);
    if (affaires[0]) return affaires[0].id;
  }
  throw new Error('Aucune affaire dans le registre des parcours : ni pour les plus grandes entreprises, ni par nom.');
}

/** One address per page type, found in the e2e registry, each with the attack in its query. */
async function adresses(request: APIRequestContext): Promise<string[]> {
  const actives = await entreprisesActives(request, 5);
  const [entreprise] = actives;
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
  const { codes_naf } = await json<{ codes_naf: Compte[] }>(
    request,
    `/api/seo/departements/${departement}/secteurs/${secteur}/naf`,
  );
  // The director page type is always checked: the first active company with a natural person as director.
  let dirigeant = fiche.dirigeants.map((f) => f.personne).find((p) => p.type === 'PHYSIQUE' && 'id' in p);
  for (const autre of await entreprisesActives(request, 20)) {
    if (dirigeant) break;
    const sa = await json<Fiche>(request, `/api/entreprises/${autre.id}/fiche`);
    dirigeant = sa.dirigeants.map((f) => f.personne).find((p) => p.type === 'PHYSIQUE' && 'id' in p);
  }
  expect(dirigeant, 'un dirigeant personne physique dans le registre').toBeTruthy();
  const affaire = await uneAffaire(request, actives);
  const chemins = [
    entreprisePath(entreprise!),
    listeEtablissementsPath(entreprise!),
    etablissementPath(etablissements[0]!, entreprise!.denomination),
    greffePath(greffes[0]!),
    '/rechercher-un-greffe',
    '/recherche-par-departement',
    departementPath(departement),
    secteurPath(departement, secteur),
    nafPath(departement, secteur, codes_naf[0]!.code),
    `/entreprise-societe/${entreprise!.siren}`,
    pageAffaire(affaire),
    '/apercu',
  ];
  chemins.push(dirigeantPath(dirigeant as Parameters<typeof dirigeantPath>[0]));
  return chemins.map((chemin) => `${chemin}?q=${ENCODEE}&page=${ENCODEE}&type=${ENCODEE}&id=${ENCODEE}`);
}

test.describe('reflected input', () => {
  test('never reaches the HTML or a script of a server-rendered page as markup', async ({ request }) => {
    const liste = await adresses(request);
    expect(liste.length).toBe(13);
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
    for (const chemin of [
      `/fiche-greffe/${ENCODEE}/7501`,
      `/recherche-par-departement/${ENCODEE}`,
      pageAffaire(ENCODEE),
    ]) {
      const reponse = await request.get(chemin, { maxRedirects: 0 });
      expect(reponse.status(), chemin).toBeLessThan(500);
      expect(await reponse.text(), chemin).not.toContain('<img src=x');
    }
  });

  test('never reaches the identity pages as markup, from the address or a form sent back', async ({
    request,
    baseURL,
  }) => {
    // Pages the services render and the portal forwards (sign-in, sign-up, links sent by e-mail).
    const adresses = [
      `/auth/interaction/${ENCODEE}`,
      `/inscription?email=${ENCODEE}`,
      `/inscription-validation?jeton=${ENCODEE}`,
      `/mot-de-passe-oublie?email=${ENCODEE}`,
      `/mot-de-passe-oublie/nouveau?jeton=${ENCODEE}`,
      `/changement-email?jeton=${ENCODEE}`,
    ];
    const reponses = await Promise.all(adresses.map((a) => request.get(a, { maxRedirects: 0 })));
    // Forms given back with their errors show what was typed: it must come back as text.
    const origin = new URL(baseURL as string).origin;
    const formulaire = (chemin: string, champs: Record<string, string>) =>
      request.post(chemin, { form: champs, headers: { origin }, maxRedirects: 0 });
    reponses.push(
      await formulaire('/inscription', {
        nom: CHARGE,
        prenom: CHARGE,
        email: CHARGE,
        motDePasse: 'x',
        confirmation: CHARGE,
      }),
      await formulaire('/mot-de-passe-oublie', { email: CHARGE }),
    );
    for (const reponse of reponses) {
      const adresse = reponse.url();
      // The portal's rate limits on sign-up may answer first: then nothing is echoed either.
      expect(reponse.status(), adresse).toBeLessThan(500);
      const html = await reponse.text();
      expect(html, adresse).not.toContain('<img src=x');
      expect(html, adresse).not.toContain('<script>window.__xss');
      expect((html.match(/<script\b/g) ?? []).length, adresse).toBe((html.match(/<\/script>/g) ?? []).length);
    }
    // The sign-up form did come back with what was typed, escaped: the check above saw the echo.
    const inscription = reponses[reponses.length - 2];
    if (inscription?.status() === 400) expect(await inscription.text()).toContain('&lt;img src=x');
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
