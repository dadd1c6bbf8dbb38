import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { nouveauClient } from '../support/compte';
import { entreprisesActives } from '../recherche/registre';
import type { Formalite, ResultatSuiviFormalites } from '@portail/contrat/formalites';

/**
 * Issue 19's formalities as a new user takes them: follow a formality by its liasse number in the
 * public follow-up, then find it in mes-formalites once signed in; follow a link of the guichet
 * unique (/Lien/mmbId/…), a signed one and a forged one (SPEC §8 message); submit the tax office's
 * form with a mistake, read the French message, correct it and find the dossier. The dossiers are
 * found at run time in the generated registry of the e2e stack.
 */

const MESSAGE_PROVENANCE =
  'Une erreur est survenue lors de la validation de votre provenance du site guichet unique. Veuillez recommencer la procédure en vous rendant sur le site guichet unique';

const executer = promisify(execFile);

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A formality of a company of the registry, found by the public follow-up by SIREN. */
async function uneFormalite(request: APIRequestContext): Promise<Formalite> {
  for (const entreprise of await entreprisesActives(request, 100)) {
    const { formalites } = await json<ResultatSuiviFormalites>(
      request,
      `/api/formalites/suivi?siren=${entreprise.siren}`,
    );
    if (formalites[0]) return formalites[0];
  }
  throw new Error('Aucune formalité d’une entreprise active dans le registre de test.');
}

/** « Formalité n° 75012026000123 » as the pages write it (a no-break space after n°). */
const titre = (numero: string) => new RegExp(`^Formalité n°\\s${numero}$`);

/**
 * The link the guichet unique gives its user, signed by the services' own command
 * (`npm run guichet:lien -w services`: services/dist/cli/guichet-lien.js), for the portal under test.
 * The shared key is the stack's GUICHET_UNIQUE_SECRET when there is one (environment or the stack's
 * secrets file), else the local instance's development key, as on the services' side.
 */
async function lienSigne(identifiant: string, baseURL: string): Promise<string> {
  const env: NodeJS.ProcessEnv = { ...process.env, SITE_URL: baseURL };
  const secrets = join(process.env.E2E_DATA_DIR || '.data/e2e', 'secrets.env');
  if (!env.GUICHET_UNIQUE_SECRET && existsSync(secrets)) {
    const ligne = readFileSync(secrets, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('GUICHET_UNIQUE_SECRET='));
    if (ligne) env.GUICHET_UNIQUE_SECRET = ligne.slice('GUICHET_UNIQUE_SECRET='.length).trim();
  }
  const { stdout } = await executer(
    process.execPath,
    [join('services', 'dist', 'cli', 'guichet-lien.js'), '--identifiant', identifiant],
    { env },
  );
  const lien = new URL(stdout.trim());
  return `${lien.pathname}${lien.search}`;
}

async function telechargerPdf(page: Page, nom: RegExp): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: nom }).click(),
  ]);
  return readFile(await download.path());
}

test.describe('formalities', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('a formality followed by its liasse number, then found in mes-formalites after signing in', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const formalite = await uneFormalite(request);
    const main = page.getByRole('main');

    // A visitor searches the liasse number.
    await gotoHydrated(page, '/formalites/suivi-formalite');
    await expect(main.getByRole('heading', { level: 1, name: 'Suivre une formalité' })).toBeVisible();
    await main.getByLabel('Numéro de liasse ou référence').fill(formalite.numero_liasse);
    await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`reference=${formalite.numero_liasse}`));
    const carte = main.getByRole('article', { name: titre(formalite.numero_liasse) });
    await expect(carte).toBeVisible();
    await expect(carte.getByRole('list', { name: /^Étapes de la formalité/ }).getByRole('listitem')).toHaveCount(
      formalite.etapes.length,
    );
    await expect(carte.getByRole('button', { name: 'Se connecter pour suivre cette formalité' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Signed in, the user follows it in the personal space and finds it there.
    await nouveauClient(page, request, 'formalites');
    await gotoHydrated(page, `/formalites/suivi-formalite?reference=${formalite.numero_liasse}`);
    await main.getByRole('button', { name: /^Suivre dans mon espace/ }).click();
    await main.getByRole('link', { name: 'Voir la formalité dans mon espace' }).click();
    await expect(page).toHaveURL(
      new RegExp(
        `/espace-personnel/mes-formalites/commande\\?ref=${formalite.numero_liasse}&identifiantFormalite=${formalite.identifiant}$`,
      ),
    );
    await expect(main.getByRole('heading', { level: 1, name: titre(formalite.numero_liasse) })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Étapes' })).toBeVisible();
    await expect(main.getByText('Formalité suivie')).toBeVisible();

    await gotoHydrated(page, '/espace-personnel/mes-formalites');
    await expect(main.getByRole('link', { name: titre(formalite.numero_liasse) })).toBeVisible();
    await expect(main.getByRole('navigation', { name: 'Filtrer par état' })).toContainText('Toutes (1)');
    expect(await accessibilityViolations(page)).toEqual([]);

    // No longer followed: it leaves the account's formalities.
    await main.getByRole('link', { name: titre(formalite.numero_liasse) }).click();
    await main.getByRole('button', { name: 'Ne plus suivre' }).click();
    await expect(page).toHaveURL(/\/espace-personnel\/mes-formalites$/);
    await expect(main.getByText('Vous ne suivez aucune formalité pour le moment.')).toBeVisible();
  });

  test('a link of the guichet unique: a forged token gets the SPEC §8 message, a signed one opens the dossier', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const formalite = await uneFormalite(request);
    const main = page.getByRole('main');

    // A forged token: the exact message, the way back to the guichet unique, and a bare page.
    await gotoHydrated(page, `/Lien/mmbId/${formalite.identifiant}?jeton=jeton-forge`);
    await expect(main.getByRole('alert')).toHaveText(MESSAGE_PROVENANCE);
    await expect(page.getByRole('link', { name: /site guichet unique/ })).toHaveAttribute(
      'href',
      'https://formalites.entreprises.gouv.fr',
    );
    await expect(page.getByRole('banner')).toHaveCount(0);

    // A signed link, followed by a signed-in user whose account does not have the dossier yet.
    const lien = await lienSigne(formalite.identifiant, baseURL ?? 'http://127.0.0.1:8100');
    await nouveauClient(page, request, 'guichet');
    await gotoHydrated(page, lien);
    await expect(page).toHaveURL(
      new RegExp(`/espace-personnel/mes-formalites/commande\\?ref=${formalite.numero_liasse}&identifiantFormalite=`),
    );
    await expect(main.getByRole('heading', { level: 1, name: titre(formalite.numero_liasse) })).toBeVisible();
    await gotoHydrated(page, '/espace-personnel/mes-formalites');
    await expect(main.getByRole('link', { name: titre(formalite.numero_liasse) })).toBeVisible();

    // The redirect link keyed by a liasse number leads to the public follow-up of that number.
    await gotoHydrated(page, `/Lien/liasse/${formalite.numero_liasse}`);
    await expect(page).toHaveURL(new RegExp(`/formalites/suivi-formalite\\?reference=${formalite.numero_liasse}$`));
    await expect(main.getByRole('article', { name: titre(formalite.numero_liasse) })).toBeVisible();
  });

  test('the tax office’s form: a mistake read in French, corrected, and the dossier found in mes-formalites', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const [entreprise] = await entreprisesActives(request, 20);
    if (!entreprise) throw new Error('Aucune entreprise active dans le registre de test.');
    await nouveauClient(page, request, 'dgfip');
    const main = page.getByRole('main');

    await gotoHydrated(page, '/formalites-dgfip/saisie-inscription');
    await expect(
      main.getByRole('heading', { level: 1, name: 'Saisir une inscription du privilège du Trésor' }),
    ).toBeVisible();
    const form = main.getByRole('form', { name: 'Saisie de la formalité DGFiP' });
    await form.getByLabel(/^Numéro SIREN du redevable/).fill(entreprise.siren.replace(/(\d{3})(?=\d)/g, '$1 '));
    const service = form.getByLabel(/^Service des impôts des entreprises/);
    await service.fill('SIE <Paris 2e>');
    await form.getByLabel(/^Nom et prénom de l’agent/).fill('Claire Dubois');
    await form.getByLabel(/^Impôt ou taxe/).fill('TVA');
    await form.getByLabel(/^Montant des sommes dues/).fill('12 500,50');
    const jour = new Date();
    jour.setDate(jour.getDate() - 1);
    const hier = `${jour.getFullYear()}-${String(jour.getMonth() + 1).padStart(2, '0')}-${String(jour.getDate()).padStart(2, '0')}`;
    await form.getByLabel(/^Date d’exigibilité/).fill(hier);
    await form.getByRole('button', { name: 'Déposer la formalité' }).click();

    // The mistake, in French, on its field, which has the focus.
    await expect(form.getByText('Les caractères spéciaux ne sont pas autorisés')).toBeVisible();
    await expect(service).toHaveAttribute('aria-invalid', 'true');
    await expect(service).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await service.fill('SIE de Paris 2e');
    await expect(form.getByText('Les caractères spéciaux ne sont pas autorisés')).toHaveCount(0);
    await form.getByRole('button', { name: 'Déposer la formalité' }).click();
    await expect(main.getByText('Votre formalité a été enregistrée.')).toBeVisible();
    const confirmation = await main.getByText(/^Numéro de liasse :/).textContent();
    const numero = /Numéro de liasse : (\S+)/.exec(confirmation ?? '')?.[1] ?? '';
    expect(numero).toMatch(/^[0-9A-Z]{4}[0-9]{10}$/);

    await main.getByRole('link', { name: /dans mes formalités$/ }).click();
    await expect(page).toHaveURL(new RegExp(`/espace-personnel/mes-formalites/commande\\?ref=${numero}&`));
    await expect(main.getByRole('heading', { level: 1, name: titre(numero) })).toBeVisible();
    await expect(main.getByText('Déposée sur Greffeo')).toBeVisible();
    const recepisse = await telechargerPdf(page, /^Télécharger \(PDF\) Récépissé/);
    expect(recepisse.subarray(0, 5).toString()).toBe('%PDF-');

    await gotoHydrated(page, '/espace-personnel/mes-formalites');
    await expect(main.getByRole('link', { name: titre(numero) })).toBeVisible();
  });
});
