import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import {
  creerCompteParticulier,
  creerUtilisateurValide,
  jetonAcces,
  nouveauClient,
  seConnecter,
} from '../support/compte';
import { payerParCarte } from '../support/paiement';
import { entreprisesActives } from '../recherche/registre';
import type { Entreprise, Fiche } from '@portail/contrat/entreprises';

/**
 * Issue 7's journey, as a new user would take it: find a company, put its Kbis and its annual
 * accounts in the basket as a visitor, sign in (the basket follows), pay with a test card on the
 * sandbox provider's page, download both PDFs and the zip, find the order and its invoice in the
 * personal space, and check the Kbis on the public verification page.
 */

/** A registered company with filed annual accounts, found in the generated registry. */
async function entrepriseAvecComptes(request: APIRequestContext): Promise<Entreprise> {
  for (const entreprise of await entreprisesActives(request, 30)) {
    const fiche = (await (await request.get(`/api/entreprises/${entreprise.id}/fiche`)).json()) as Fiche;
    if (fiche.entreprise.numero_rcs && fiche.documents.comptes_annuels.length > 0) return entreprise;
  }
  throw new Error('Aucune entreprise immatriculée avec des comptes annuels dans le registre de test.');
}

async function contenu(download: Download): Promise<Buffer> {
  const chemin = await download.path();
  return readFile(chemin);
}

async function telecharger(page: Page, nom: string | RegExp): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: nom }).click(),
  ]);
  return download;
}

test.describe('ordering documents', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('a Kbis and annual accounts: basket as a visitor, card payment, PDFs, zip, invoice and verification', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // A new user with a customer account, signed out again: they come back as a visitor.
    const utilisateur = await nouveauClient(page, request, 'commande');
    await page.getByRole('button', { name: /Mon compte/ }).click();
    await page.getByRole('button', { name: 'Se déconnecter' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, continuer' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).first()).toBeVisible();

    // Search by SIREN: the one matching company opens directly, with its order shortcuts.
    const entreprise = await entrepriseAvecComptes(request);
    await gotoHydrated(page, '/');
    const recherche = page.getByRole('banner').getByRole('combobox', { name: /Rechercher une entreprise/ });
    await recherche.fill(entreprise.siren);
    await recherche.press('Enter');
    await page.waitForURL(new RegExp(`/entreprise/[^/]+/${entreprise.siren}/${entreprise.id}`));
    await page.waitForFunction(() => (window as Window & { __greffeoHydrated?: boolean }).__greffeoHydrated === true);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(entreprise.denomination);
    const commander = page.getByRole('complementary', { name: 'Commander un document officiel' });
    for (const offre of ['Extrait Kbis', 'Derniers comptes annuels']) {
      const carte = commander.getByRole('listitem').filter({ has: page.getByRole('heading', { name: offre }) });
      await carte.getByRole('button', { name: 'Ajouter au panier' }).click();
      await expect(carte.getByText('Ajouté à votre panier.')).toBeVisible();
    }
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Panier, 2 articles', exact: true }).locator('visible=true'),
    ).toHaveCount(1);

    // Sign in from the basket: the visitor's articles join the account's basket.
    await gotoHydrated(page, '/panier');
    await seConnecter(page, utilisateur.email);
    const main = page.getByRole('main');
    await expect(main.getByRole('region', { name: entreprise.denomination })).toBeVisible();
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(2);
    await main.getByRole('button', { name: 'Commander' }).click();

    // The order, then the provider's hosted page with a test card.
    await expect(page).toHaveURL(/\/espace-personnel\/mes-commandes\/commande\?reference_commande=CMD-/);
    const reference = new URL(page.url()).searchParams.get('reference_commande') as string;
    await expect(main.getByRole('heading', { name: 'Paiement' })).toBeVisible();
    await payerParCarte(page);

    // Back on the portal: the page follows the order until its documents are delivered.
    await expect(page).toHaveURL(new RegExp(`reference_commande=${reference}.*paiement=reussi`));
    await expect(main.getByText('Paiement confirmé : vos documents sont prêts.')).toBeVisible({ timeout: 60_000 });
    expect(await accessibilityViolations(page)).toEqual([]);

    const pdfs = main.getByRole('button', { name: /^Télécharger \(PDF\)/ });
    await expect(pdfs).toHaveCount(2);
    const [kbis] = [
      await contenu(await telecharger(page, /Télécharger \(PDF\) Extrait Kbis/)),
      await contenu(await telecharger(page, /Télécharger \(PDF\) Copie des comptes annuels/)),
    ].map((fichier) => {
      expect(fichier.subarray(0, 5).toString()).toBe('%PDF-');
      return fichier;
    }) as [Buffer, Buffer];
    const zip = await telecharger(page, 'Télécharger tous les documents (zip)');
    expect(zip.suggestedFilename()).toBe(`${reference}.zip`);
    expect((await contenu(zip)).subarray(0, 2).toString()).toBe('PK');
    const facture = main.getByText(/^Facture n° F\d{4}-\d{6}/);
    await expect(facture).toBeVisible();
    const numeroFacture = ((await facture.textContent()) ?? '').match(/F\d{4}-\d{6}/)?.[0] as string;
    const code = (await main
      .getByText(/^Code de vérification/)
      .first()
      .locator('strong')
      .textContent()) as string;
    expect(code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    // The personal space lists the order and the invoice.
    await gotoHydrated(page, '/espace-personnel/mes-commandes/mon-historique');
    await expect(main.getByRole('link', { name: new RegExp(reference) })).toBeVisible();
    await gotoHydrated(page, '/espace-personnel/mes-factures');
    await expect(main.getByRole('rowheader', { name: numeroFacture })).toBeVisible();
    const pdfFacture = await request.get(`/api/factures/${numeroFacture}`, {
      headers: { authorization: `Bearer ${await jetonAcces(page)}` },
    });
    expect(pdfFacture.headers()['content-type']).toBe('application/pdf');

    // The card payment is among the account's payments; its detail is found by its reference.
    await main.getByRole('link', { name: 'Paiements', exact: true }).click();
    const paiements = main.getByRole('table', { name: 'Vos paiements' });
    const ligne = paiements.getByRole('row').filter({ hasText: reference });
    await expect(ligne).toContainText('Carte bancaire');
    await ligne.getByRole('link', { name: /Détail du paiement/ }).click();
    const detail = main.getByRole('region', { name: /^Paiement du / });
    await expect(detail).toContainText(numeroFacture);
    await expect(detail).toContainText(reference);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Anyone can check the Kbis: lower case and no dashes are accepted.
    await gotoHydrated(page, `/verifier-un-document?code=${code.replace(/-/g, '').toLowerCase()}`);
    await expect(main.getByText(entreprise.denomination).first()).toBeVisible();
    await expect(main.getByText(entreprise.siren.replace(/(\d{3})(?=\d)/g, '$1 ')).first()).toBeVisible();
    // The Kbis received is exactly the one issued, its electronic seal intact; one changed byte breaks it.
    const fichierRecu = main.getByRole('region', { name: 'Vérifier le fichier PDF que vous avez reçu' });
    await fichierRecu
      .getByLabel(/Fichier PDF/)
      .setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: kbis });
    await fichierRecu.getByRole('button', { name: 'Vérifier le fichier' }).click();
    await expect(
      fichierRecu.getByText('Ce fichier est exactement le document délivré, et son cachet électronique est intact.'),
    ).toBeVisible();
    const modifie = Buffer.from(kbis);
    // A byte of the first objects, inside the sealed range (the seal itself is appended at the end).
    modifie[200] = (modifie[200] as number) ^ 0x01;
    await fichierRecu
      .getByLabel(/Fichier PDF/)
      .setInputFiles({ name: 'kbis.pdf', mimeType: 'application/pdf', buffer: modifie });
    await fichierRecu.getByRole('button', { name: 'Vérifier le fichier' }).click();
    await expect(fichierRecu.getByText(/^Ce fichier n’est pas/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a monthly periodic Kbis: subscribed from the company page, paid, its first issue sent', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const utilisateur = await creerUtilisateurValide(request, 'kbis-periodique');
    await gotoHydrated(page, '/');
    await seConnecter(page, utilisateur.email);
    await creerCompteParticulier(page, 'Nantes');
    await expect(page).toHaveURL(/\/espace-personnel$/);

    const entreprise = await entrepriseAvecComptes(request);
    const fiche = (await (await request.get(`/api/entreprises/${entreprise.id}/fiche`)).json()) as Fiche;
    await gotoHydrated(page, `/entreprise/x/${entreprise.siren}/${entreprise.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(fiche.entreprise.denomination);
    const offre = page.getByRole('region', { name: 'Kbis périodique' });
    await offre.getByLabel('Fréquence').selectOption('1');
    await offre.getByLabel('Durée').selectOption('12');
    await offre.getByRole('button', { name: 'Commander le Kbis périodique' }).click();

    await expect(page).toHaveURL(/\/espace-personnel\/mes-commandes\/commande\?reference_commande=CMD-/);
    const main = page.getByRole('main');
    await main.getByLabel('Carte bancaire').check();
    await main.getByRole('button', { name: 'Payer' }).click();
    await page.getByLabel('Numéro de carte').fill('4242424242424242');
    await page.getByLabel('Date d’expiration').fill('01/36');
    await page.getByLabel('Cryptogramme visuel').fill('321');
    await page.getByRole('button', { name: /^Payer/ }).click();
    await expect(main.getByText('Paiement confirmé : vos documents sont prêts.')).toBeVisible({ timeout: 60_000 });

    await gotoHydrated(page, '/espace-personnel/mes-commandes/mes-kbis-periodiques');
    const ligne = main.getByRole('row').filter({ hasText: fiche.entreprise.denomination });
    await expect(ligne).toContainText('tous les mois pendant 12 mois');
    await expect(ligne).toContainText('1 / 12');
    await ligne.getByRole('link', { name: /Voir le détail/ }).click();
    const envois = main.getByRole('table').filter({ hasText: 'Envoi' }).first();
    const premier = envois.getByRole('row').nth(1);
    await expect(premier).toContainText('Envoyé');
    const pdf = await contenu(await telecharger(page, /Télécharger \(PDF\)/));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await expect(envois.getByRole('row').nth(2)).toContainText('Prévu');
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});
