import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, gotoHydrated } from './fixtures';

/** A fresh address at the test-account domain (SPEC §5), unique per journey. */
export function nouvelleAdresse(prefixe: string): string {
  return `${prefixe}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@greffeo.test`;
}

export const MOT_DE_PASSE = 'Registre-du-commerce-2026';

interface Courriel {
  id: string;
  a: string;
  sujet: string;
  texte: string;
  liens: string[];
}

/**
 * The link of the newest e-mail kept for `a` (the services keep e-mails as files when no SMTP server
 * is configured, and list them at /api/dev/courriels) whose address contains `chemin`.
 */
export async function lienRecu(request: APIRequestContext, a: string, chemin: string): Promise<string> {
  let lien: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/courriels');
        const courriels = (await response.json()) as Courriel[];
        lien = courriels
          .filter((c) => c.a.includes(a))
          .flatMap((c) => c.liens)
          .find((l) => l.includes(chemin));
        return lien;
      },
      { message: `courriel pour ${a} avec un lien ${chemin}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return lien as string;
}

/**
 * Resolves when the popup is closed, including when it already is: `waitForEvent('close')` alone
 * waits forever for a popup the site closed before the call. Checked and registered in one tick,
 * so a close event cannot slip in between.
 */
export function fermeture(popup: Page): Promise<void> {
  return popup.isClosed() ? Promise.resolve() : popup.waitForEvent('close').then(() => undefined);
}

/**
 * Clicks in the sign-in popup an element whose effect may be that the site closes the popup
 * (« Se connecter » once the code is back, « Créer un compte » once its message is received).
 * Playwright's click still talks to the page after the mouse-up; when the site has closed the popup
 * by then, it fails with « Target page, context or browser has been closed ». That failure is the
 * expected effect only if the popup is indeed closed; any other failure is thrown. Callers check
 * the effect itself (`fermeture`, the main window's address).
 */
export async function cliquerDansPopup(popup: Page, cible: Locator): Promise<void> {
  try {
    await cible.click();
  } catch (erreur) {
    if (!(popup.isClosed() && /has been closed/.test(String(erreur)))) throw erreur;
  }
}

/** Fills the provider's sign-in form (in the popup) and submits it. */
export async function remplirConnexion(popup: Page, email: string, motDePasse = MOT_DE_PASSE): Promise<void> {
  await popup.getByLabel('Adresse e-mail').fill(email);
  await popup.getByLabel('Mot de passe', { exact: true }).fill(motDePasse);
  await cliquerDansPopup(popup, popup.getByRole('button', { name: 'Se connecter' }));
}

/** Clicks « Se connecter » in the header and returns the sign-in popup. */
export async function ouvrirConnexion(page: Page): Promise<Page> {
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('banner').getByRole('button', { name: 'Se connecter' }).first().click(),
  ]);
  await popup.waitForLoadState();
  return popup;
}

export interface UtilisateurCree {
  email: string;
  nom: string;
  prenom: string;
}

/**
 * Registers a user through the provider's real registration form (plain HTTP, as a browser without
 * JavaScript would) and validates the address with the link of the kept e-mail.
 */
export async function creerUtilisateurValide(
  request: APIRequestContext,
  prefixe: string,
  identite = { nom: 'Garnier', prenom: 'Hélène' },
): Promise<UtilisateurCree> {
  const email = nouvelleAdresse(prefixe);
  const inscription = await request.post('/inscription', {
    form: { ...identite, email, motDePasse: MOT_DE_PASSE, confirmation: MOT_DE_PASSE, cgu: 'oui' },
  });
  expect(inscription.status()).toBe(200);
  const lien = await lienRecu(request, email, '/inscription-validation');
  expect((await request.get(lien)).status()).toBe(200);
  return { email, ...identite };
}

/** Signs in through the header's popup and waits for the popup to close. */
export async function seConnecter(page: Page, email: string): Promise<void> {
  const popup = await ouvrirConnexion(page);
  await remplirConnexion(popup, email);
  await fermeture(popup);
}

/** The access token the site keeps for the session (SPEC §3: persisted in local storage). */
export async function jetonAcces(page: Page): Promise<string> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('greffeo.auth');
    return raw ? (JSON.parse(raw) as { tokens: { access_token: string } }).tokens.access_token : '';
  });
}

/** Fills the /post-connexion form for a private person and creates the customer account. */
export async function creerCompteParticulier(page: Page, ville = 'Lyon'): Promise<void> {
  await page.getByLabel(/^Prénom du contact/).fill('Hélène');
  await page.getByLabel(/^Nom du contact/).fill('Garnier');
  await page.getByLabel(/^Numéro et voie/).fill('8 rue de la République');
  await page.getByLabel(/^Code postal/).fill('69002');
  await page.getByLabel(/^Ville/).fill(ville);
  await page.getByRole('button', { name: 'Créer mon compte client' }).click();
}

/**
 * A new customer, as most journeys start: a validated user signed in from the home page who creates
 * a private person's account (MEMBRE) in Lyon; the page ends on /espace-personnel.
 */
export async function nouveauClient(page: Page, request: APIRequestContext, prefixe: string): Promise<UtilisateurCree> {
  const utilisateur = await creerUtilisateurValide(request, prefixe);
  await gotoHydrated(page, '/');
  await seConnecter(page, utilisateur.email);
  await expect(page).toHaveURL(/\/post-connexion$/);
  await creerCompteParticulier(page, 'Lyon');
  await expect(page).toHaveURL(/\/espace-personnel$/);
  return utilisateur;
}
