import { expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import type { ReponseSuggestions } from '@portail/contrat/recherche';
import { dirigeantPath, entreprisePath } from '../../src/lib/registre/paths';
import { champRechercheEnTete, uneEntrepriseTrouvable } from './registre';

/** The first word of the company name long enough to bring suggestions (the service needs 2 characters). */
const debutDuNom = (denomination: string) =>
  denomination.split(/\s+/).find((mot) => mot.length >= 4) ?? denomination.slice(0, 6);

test.describe('header search suggestions', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page, true));

  test('suggest companies and officers as you type, announced, and open one with the keyboard', async ({
    page,
    request,
  }) => {
    const entreprise = await uneEntrepriseTrouvable(request);
    const saisie = entreprise.denomination;
    const attendues = (await (
      await request.get(`/api/recherche/suggestions?${new URLSearchParams({ q: saisie })}`)
    ).json()) as ReponseSuggestions;
    const total = attendues.entreprises.length + attendues.dirigeants.length;
    expect(total).toBeGreaterThan(0);

    await gotoHydrated(page, '/');
    const champ = champRechercheEnTete(page);
    await champ.pressSequentially(saisie, { delay: 20 });
    const listbox = page.locator(`#${await champ.getAttribute('aria-controls')}`);
    await expect(listbox).toBeVisible();
    await expect(champ).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox.getByRole('option')).toHaveCount(total);
    if (attendues.entreprises.length > 0) {
      await expect(listbox.getByRole('group', { name: 'Entreprises' }).getByRole('option')).toHaveCount(
        attendues.entreprises.length,
      );
    }
    if (attendues.dirigeants.length > 0) {
      await expect(listbox.getByRole('group', { name: 'Dirigeants' }).getByRole('option')).toHaveCount(
        attendues.dirigeants.length,
      );
    }
    await expect(page.getByRole('banner').getByRole('status').first()).toHaveText(
      total > 1 ? `${total} suggestions` : '1 suggestion',
    );

    await champ.press('ArrowDown');
    const premiere = listbox.getByRole('option').first();
    await expect(champ).toHaveAttribute('aria-activedescendant', (await premiere.getAttribute('id'))!);
    await expect(premiere).toHaveAttribute('aria-selected', 'true');
    await champ.press('End');
    await expect(listbox.getByRole('option').last()).toHaveAttribute('aria-selected', 'true');
    await champ.press('Home');
    await expect(premiere).toHaveAttribute('aria-selected', 'true');
    await expect(champ).toBeFocused();

    const cible = attendues.entreprises[0]
      ? entreprisePath(attendues.entreprises[0])
      : dirigeantPath(attendues.dirigeants[0]!);
    await champ.press('Enter');
    await expect(page).toHaveURL(cible);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const evenements = await page.evaluate(() => window.dataLayer ?? []);
    expect(evenements).toContainEqual({
      event: 'recherche',
      categorie: 'suggestion',
      type: attendues.entreprises[0] ? 'entreprise' : 'dirigeant',
      position: 1,
    });
  });

  test('close with Escape, and open a suggestion with the mouse', async ({ page, request }) => {
    const entreprise = await uneEntrepriseTrouvable(request);
    await gotoHydrated(page, '/');
    const champ = champRechercheEnTete(page);
    await champ.pressSequentially(debutDuNom(entreprise.denomination), { delay: 20 });
    const listbox = page.locator(`#${await champ.getAttribute('aria-controls')}`);
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await champ.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(champ).toHaveAttribute('aria-expanded', 'false');
    await expect(champ).not.toHaveValue('');

    await champ.press('ArrowDown');
    await expect(listbox).toBeVisible();
    const option = listbox.getByRole('option').first();
    const nom = (await option.locator('span').first().textContent()) ?? '';
    await option.click();
    await expect(page).toHaveURL(/^.*\/(entreprise|dirigeant)\//);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(nom.split(' ')[0] ?? '');
  });

  test('say when there is no suggestion', async ({ page }) => {
    await gotoHydrated(page, '/');
    const champ = champRechercheEnTete(page);
    await champ.pressSequentially(`zqxw${Date.now().toString(36)}`, { delay: 10 });
    await expect(page.getByRole('banner').getByRole('status').first()).toHaveText('Aucune suggestion');
    await expect(champ).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('home page search', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('suggests as you type too, and submits to the results page', async ({ page, request }) => {
    const entreprise = await uneEntrepriseTrouvable(request);
    await gotoHydrated(page, '/');
    const champ = page.getByRole('main').getByRole('combobox', { name: 'Nom d’entreprise, SIREN, SIRET ou dirigeant' });
    await champ.pressSequentially(entreprise.denomination, { delay: 20 });
    await expect(
      page
        .locator(`#${await champ.getAttribute('aria-controls')}`)
        .getByRole('option')
        .first(),
    ).toBeVisible();
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/recherche-entreprise-dirigeant\/resultats-de-recherche\?phrase=/);
    await expect(
      page.getByRole('list', { name: /résultats?/ }).locator(`a[href="${entreprisePath(entreprise)}"]`),
    ).toBeVisible();
  });
});
