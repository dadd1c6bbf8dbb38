import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { uneEntrepriseTrouvable } from '../recherche/registre';
import type { Page } from '@playwright/test';
import type { Panier } from '@portail/contrat/paniers';

/** SPEC §2 /panier, §3 « A basket identifier is kept per browser under a stored key ». */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** « 1 234,50 » as the page writes it, whatever the spaces (ordinary or no-break). */
/** The header's basket link (desktop or mobile header, whichever the viewport shows). */
const lienPanier = (page: Page, nom: string) =>
  page.getByRole('banner').getByRole('link', { name: nom, exact: true }).locator('visible=true');

const montant = (texte: string) => texte.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');

test.describe('the basket of a visitor', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('is empty at first, shows a Kbis put in it with its price and the header dot, and is emptied by « Retirer »', async ({
    page,
    request,
  }) => {
    await gotoHydrated(page, '/panier');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeVisible();
    await expect(main.getByText('Votre panier est vide.', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Rechercher une entreprise' })).toBeVisible();
    await expect(lienPanier(page, 'Panier')).toHaveCount(1);

    // The page's own guest basket, as a visitor's: its uid is in local storage.
    const uid = await page.evaluate(
      () => (JSON.parse(window.localStorage.getItem('greffeo.panier') ?? 'null') as { uid?: string } | null)?.uid,
    );
    expect(uid).toMatch(UUID);

    // A Kbis of a registry company, put in that basket through the service (no « add » button yet).
    const entreprise = await uneEntrepriseTrouvable(request);
    const ajout = await request.post(`/api/paniers/articles?uid_invite=${uid}`, {
      data: {
        id_article_catalogue: 'KBIS',
        id_entite: entreprise.id,
        diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
      },
    });
    expect(ajout.status()).toBe(201);
    const panier = (await ajout.json()) as Panier;
    const groupe = panier.regroupements[0];
    const article = groupe?.articles[0];
    expect(groupe?.id_entite).toBe(entreprise.id);
    if (!groupe || !article) throw new Error('Le panier ne contient pas le Kbis ajouté.');

    await gotoHydrated(page, '/panier');
    const region = main.getByRole('region', { name: groupe.denomination ?? entreprise.denomination });
    await expect(region.getByRole('heading', { level: 3, name: article.libelle })).toBeVisible();
    await expect(region.getByRole('link', { name: groupe.denomination ?? entreprise.denomination })).toHaveAttribute(
      'href',
      new RegExp(`/${entreprise.siren}/${entreprise.id}$`),
    );
    await expect(region.getByRole('rowheader', { name: 'Téléchargement' })).toBeVisible();
    await expect(region.getByRole('spinbutton', { name: new RegExp(`^Quantité en téléchargement : `) })).toHaveValue(
      '1',
    );
    await expect(region.getByText(new RegExp(`^${montant(article.montant.ttc_formate)}\\s€$`))).toBeVisible();
    const totaux = main.getByRole('table', { name: 'Montants de votre panier' });
    await expect(
      totaux.getByRole('row', { name: new RegExp(`Total TTC ${montant(panier.prix_devises.ttc_formate)}\\s€`) }),
    ).toBeVisible();
    await expect(lienPanier(page, 'Panier, 1 article')).toHaveCount(1);
    expect(await accessibilityViolations(page)).toEqual([]);

    await region.getByRole('button', { name: new RegExp(`^Retirer ${article.libelle}`) }).click();
    await expect(main.getByText('Votre panier est vide.', { exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Mon panier' })).toBeFocused();
    await expect(main.getByRole('status')).toHaveText(
      `« ${article.libelle} » a été retiré du panier. Votre panier est vide.`,
    );
    await expect(lienPanier(page, 'Panier')).toHaveCount(1);

    // The service agrees: the guest basket is empty.
    const relu = await request.get(`/api/paniers?uid_invite=${uid}`);
    expect(((await relu.json()) as Panier).nombre_articles).toBe(0);
  });
});
