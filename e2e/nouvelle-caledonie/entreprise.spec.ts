import { randomUUID } from 'node:crypto';
import { lireRegion, REGISTRE_NC } from '@portail/domaine';
import type { Entreprise } from '@portail/contrat/entreprises';
import { entreprisePath } from '../../src/lib/registre/paths';
import { entreprisesActives } from '../recherche/registre';
import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';

/**
 * Issue 20: the journey of a visitor of the Caledonian portal, against a stack started with
 * REGION=NC (scripts/test.mjs starts one after the French journeys and sets E2E_REGION=NC).
 */
test.skip(lireRegion(process.env.E2E_REGION) !== 'NC', 'parcours d’un portail calédonien (E2E_REGION=NC)');

/** A company of the Caledonian RCS (not of the RIDET only) with its siège and its capital. */
async function uneSocieteDuRcs(request: import('@playwright/test').APIRequestContext): Promise<Entreprise> {
  const societe = (await entreprisesActives(request, 30)).find(
    (e) => e.numero_rcs !== null && e.siege !== null && e.capital !== null,
  );
  if (!societe) throw new Error('Aucune société du RCS calédonien avec un siège dans le registre de la pile.');
  return societe;
}

test.describe('a Caledonian company', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('is found by its RIDET typed with spaces and the dot, and read in the Caledonian registry’s terms', async ({
    page,
    request,
  }) => {
    const societe = await uneSocieteDuRcs(request);
    const ridet = societe.siege!.siret_formate;
    expect(ridet).toMatch(/^\d \d{3} \d{3}\.\d{3}$/);

    await gotoHydrated(page, '/');
    const champ = page.getByRole('main').getByRole('combobox', { name: 'Nom d’entreprise, RID, RIDET ou dirigeant' });
    await champ.fill(ridet);
    await page.getByRole('main').getByRole('button', { name: 'Rechercher' }).click();
    // An identifier that names one unit goes straight to it (src/components/recherche/resultats-entreprises.tsx).
    await expect(page).toHaveURL(new RegExp(`${entreprisePath(societe)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(societe.denomination);
    const identite = page.getByRole('region', { name: 'Identité' });
    await expect(identite).toContainText(`RID${societe.siren_formate}`);
    await expect(identite).toContainText(`Numéro RCS${societe.siren_formate} RCS Nouméa`);
    await expect(identite).toContainText(`Teneur du registre${REGISTRE_NC.teneur}`);
    await expect(identite).toContainText('F CFP');
    // The Kbis is the DAE's: explained, never sold here.
    await expect(page.getByRole('region', { name: 'Extrait Kbis' })).toContainText(
      'Ce portail ne les délivre pas : demandez-les à la DAE.',
    );
    await expect(page.getByRole('complementary', { name: 'Commander un document officiel' })).toHaveCount(0);
    const texte = await page.locator('main').innerText();
    expect(texte.match(/\b(?:SIREN|SIRET|INSEE)\b|€/)?.[0] ?? null).toBeNull();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('gets no document of the DAE’s registry into the basket, asked through the portal', async ({ request }) => {
    const societe = await uneSocieteDuRcs(request);
    const uid = randomUUID();
    const response = await request.post(`/api/paniers/articles?uid_invite=${uid}`, {
      data: {
        id_article_catalogue: 'KBIS',
        id_entite: societe.id,
        diffusions: [{ format_diffusion: 'ELEC', quantite: 1 }],
      },
    });
    expect(response.status()).toBe(400);
    expect((await response.json()).errors).toEqual([
      {
        field: 'body.id_entite',
        message: expect.stringContaining(`sont délivrés par la ${REGISTRE_NC.teneur}, pas par ce portail`),
      },
    ]);
  });
});
