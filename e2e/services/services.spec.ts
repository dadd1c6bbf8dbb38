import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { nouveauClient } from '../support/compte';
import { payerParCarte } from '../support/paiement';
import { entreprisesActives } from '../recherche/registre';
import type { Entreprise } from '@portail/contrat/entreprises';
import type { AffaireResume, ResultatAffaires } from '@portail/contrat/affaires';
import type { ResultatGages } from '@portail/contrat/gages';

/**
 * Issue 19's services as a new user takes them: search a debtor's pledges and order the certificate
 * of inscriptions; find a court case by a party's name, read its hearings and decisions, order the
 * copy of a judgment; pay both with a test card and download the two PDFs. The data is found at run
 * time in the generated registry of the e2e stack.
 */

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** A company of the registry with an inscription in force in the pledges register. */
async function unConstituant(request: APIRequestContext): Promise<{ entreprise: Entreprise; numero: string }> {
  for (const entreprise of await entreprisesActives(request, 100)) {
    const { inscriptions } = await json<ResultatGages>(request, `/api/gages?siren=${entreprise.siren}`);
    if (inscriptions[0]) return { entreprise, numero: inscriptions[0].numero };
  }
  throw new Error('Aucune entreprise active n’a de gage en vigueur dans le registre de test.');
}

/** A case with a rendered decision, one of whose parties is a company found by its name. */
async function uneAffaireJugee(request: APIRequestContext): Promise<{ affaire: AffaireResume; partie: string }> {
  for (const entreprise of await entreprisesActives(request, 100)) {
    const { affaires } = await json<ResultatAffaires>(request, `/api/affaires?siren=${entreprise.siren}&limit=100`);
    for (const affaire of affaires) {
      if (affaire.derniere_decision === null) continue;
      // The name as typed must bring the case back in the first page of the search.
      const params = new URLSearchParams({ nom: entreprise.denomination, limit: '20' });
      const parNom = await json<ResultatAffaires>(request, `/api/affaires?${params}`);
      if (parNom.affaires.some((a) => a.id === affaire.id)) return { affaire, partie: entreprise.denomination };
    }
  }
  throw new Error('Aucune affaire jugée d’une entreprise active dans le registre de test.');
}

async function telechargerPdf(page: Page, nom: RegExp): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: nom }).click(),
  ]);
  return readFile(await download.path());
}

test.describe('services of the greffes', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('a debtor’s pledges and a court case: searched, read, their certificate and copy ordered and paid', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { entreprise, numero } = await unConstituant(request);
    const { affaire, partie } = await uneAffaireJugee(request);
    await nouveauClient(page, request, 'services');
    const main = page.getByRole('main');

    // The pledges register, searched by SIREN as people type it.
    await gotoHydrated(page, '/services/recherche-gage-sans-depossession');
    await expect(main.getByRole('heading', { level: 1, name: 'Recherche de gage sans dépossession' })).toBeVisible();
    await main.getByLabel('Numéro SIREN ou nom du constituant').fill(entreprise.siren.replace(/(\d{3})(?=\d)/g, '$1 '));
    await main.getByRole('button', { name: 'Rechercher', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`siren=${entreprise.siren}`));
    await expect(
      main.getByRole('region', { name: 'Résultats' }).getByText(/^\d+ inscriptions? en vigueur$/),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: `Inscription n° ${numero}` })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    const commandeGages = main.getByRole('form', { name: 'Commander l’état des inscriptions' });
    await commandeGages.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(main.getByText('L’état des inscriptions a été ajouté à votre panier.')).toBeVisible();

    // The court cases, searched by a party's name; the case's page with its hearings and decisions.
    await gotoHydrated(page, '/services/consulter-une-affaire');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Consulter une affaire');
    await main.getByLabel('Nom ou SIREN d’une partie').fill(partie);
    await main.getByRole('button', { name: 'Rechercher par partie' }).click();
    const rg = affaire.numero_rg;
    const lien = main.getByRole('link', { name: new RegExp(`Affaire n°\\s*${rg}`) });
    await expect(lien).toBeVisible();
    await lien.click();
    await expect(page).toHaveURL(new RegExp(`/services/detail-affaire/${affaire.id}$`));
    await page.waitForFunction(() => (window as Window & { __greffeoHydrated?: boolean }).__greffeoHydrated === true);
    await expect(main.getByRole('heading', { level: 1 })).toContainText(rg);
    await expect(main.getByRole('heading', { name: 'Parties' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Calendrier des audiences' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Décisions', exact: true })).toBeVisible();
    // The page of a case with a natural person among its parties is not indexed.
    const robots = page.locator('meta[name="robots"]');
    if (affaire.personnes_physiques) await expect(robots).toHaveAttribute('content', /noindex/);
    else await expect(robots).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    const copie = main.getByRole('form', { name: /^Commander / }).last();
    await copie.getByRole('button', { name: 'Ajouter au panier' }).click();
    await expect(main.getByRole('link', { name: 'Voir mon panier' }).last()).toBeVisible();

    // One order for both, paid with a test card on the sandbox provider's page.
    await gotoHydrated(page, '/panier');
    await expect(
      main.getByRole('heading', { level: 3, name: /^État des inscriptions de gages sans dépossession — SIREN/ }),
    ).toBeVisible();
    await expect(
      main.getByRole('heading', { level: 3, name: new RegExp(`^Copie de jugement — affaire ${rg}`) }),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Commander' }).click();
    await expect(page).toHaveURL(/\/espace-personnel\/mes-commandes\/commande\?reference_commande=CMD-/);
    await payerParCarte(page);
    await expect(main.getByText('Paiement confirmé : vos documents sont prêts.')).toBeVisible({ timeout: 60_000 });
    for (const nom of [/Télécharger \(PDF\) État des inscriptions de gages/, /Télécharger \(PDF\) Copie d/]) {
      const fichier = await telechargerPdf(page, nom);
      expect(fichier.subarray(0, 5).toString()).toBe('%PDF-');
    }
  });
});
