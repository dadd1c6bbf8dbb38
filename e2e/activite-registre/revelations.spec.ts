import { spawn } from 'node:child_process';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import type { Entreprise } from '@portail/contrat/entreprises';
import { accessibilityViolations, expect, gotoHydrated, test, withConsentDecided } from '../support/fixtures';
import { nouveauClient } from '../support/compte';
import { payerParCarte } from '../support/paiement';
import { dirigeantPath, entreprisePath } from '../../src/lib/registre/paths';

/**
 * Issue 18 « Done when », as a new user would take it against the running embedded stack: sign up,
 * subscribe and pay by card, watch a company from its page and a person from theirs, choose an
 * e-mail per révélation and a webhook, apply a registry activity day with the operator's command
 * (`registre:activite`, which asks the running services through their operations channel since
 * they hold the embedded database), see the avatar dot, read the révélation and its notice,
 * download the report, receive the e-mail and the signed webhook delivery.
 *
 * The day changes the registry: this file runs in its own project, after every other journey
 * (playwright.config.ts), so none of them sees the registry move under it.
 */

const dataDir = process.env.E2E_DATA_DIR;
const servicesPort = process.env.E2E_SERVICES_PORT;
if ((!dataDir || !servicesPort) && process.env.E2E_FULL_STACK)
  throw new Error('E2E_DATA_DIR ou E2E_SERVICES_PORT absent alors que scripts/test.mjs les fournit');
test.skip(!dataDir || !servicesPort, 'dossier de données ou port des services de la pile e2e inconnu');

const services = path.join(__dirname, '..', '..', 'services');

interface EvenementSimule {
  type: string;
  nature: string;
  libelle: string;
  siren: string;
  entreprise_id: number;
  personne_physique_id: number | null;
}

/** The operator's command, as an operator runs it on the machine of the stack. */
function activite(args: string[]): Promise<string> {
  const compile = path.join(services, 'dist', 'cli', 'activite-registre.js');
  const commande = existsSync(compile)
    ? [compile]
    : ['--import', 'tsx', path.join(services, 'src', 'cli', 'activite-registre.ts')];
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, SERVICES_PORT: servicesPort };
  // The stack's services run on PGlite: never the PostgreSQL server of the jest pass.
  delete env.DATABASE_URL;
  delete env.OPERATIONS_JETON;
  return new Promise((resolve, reject) => {
    const enfant = spawn(process.execPath, [...commande, ...args], { cwd: services, env });
    let sortie = '';
    let erreurs = '';
    enfant.stdout.on('data', (d: Buffer) => (sortie += d.toString()));
    enfant.stderr.on('data', (d: Buffer) => (erreurs += d.toString()));
    enfant.on('error', reject);
    enfant.on('close', (code) =>
      code === 0 ? resolve(sortie) : reject(new Error(`registre:activite ${args.join(' ')} : ${code}\n${erreurs}`)),
    );
  });
}

async function lire<T>(request: APIRequestContext, chemin: string): Promise<T | null> {
  const reponse = await request.get(chemin);
  return reponse.ok() ? ((await reponse.json()) as T) : null;
}

interface Personne {
  id: number;
  nom: string;
  prenoms: string;
}

/**
 * The next day to apply, worked out without writing it (`--simulation`), until one touches an
 * existing active company (registry, accounts or deeds) and an existing person: the day applied
 * afterwards makes the same changes. Days that do not are applied and passed.
 */
async function journeeAvecEvenements(request: APIRequestContext) {
  for (let essai = 0; essai < 15; essai++) {
    const { date, evenements } = JSON.parse(await activite(['--simulation'])) as {
      date: string;
      evenements: EvenementSimule[];
    };
    let entreprise: Entreprise | null = null;
    let evenementEntreprise: EvenementSimule | undefined;
    for (const e of evenements) {
      if (!['RCS', 'BIL', 'ACT'].includes(e.type) || ['IMMATRICULATION', 'RADIATION'].includes(e.nature)) continue;
      entreprise = await lire<Entreprise>(request, `/api/entreprises/${e.entreprise_id}`);
      if (entreprise?.etat === 'ACTIVE') {
        evenementEntreprise = e;
        break;
      }
    }
    let personne: Personne | null = null;
    let evenementPersonne: EvenementSimule | undefined;
    for (const e of evenements) {
      if (e.personne_physique_id === null || e.entreprise_id === evenementEntreprise?.entreprise_id) continue;
      personne = await lire<Personne>(request, `/api/personnes_physiques/${e.personne_physique_id}`);
      if (personne) {
        evenementPersonne = e;
        break;
      }
    }
    if (entreprise && evenementEntreprise && personne && evenementPersonne)
      return { date, entreprise, evenementEntreprise, personne, evenementPersonne };
    await activite(['--date', date]);
  }
  throw new Error('Aucune journée d’activité ne touche à la fois une entreprise et une personne existantes.');
}

interface Livraison {
  entetes: Record<string, string | string[] | undefined>;
  corps: string;
}

/** A webhook receiver on this machine, as an account's developer would run one. */
async function recepteur(): Promise<{ url: string; livraisons: Livraison[]; fermer: () => Promise<void> }> {
  const livraisons: Livraison[] = [];
  const serveur: Server = createServer((req, res) => {
    let corps = '';
    req.on('data', (d: Buffer) => (corps += d.toString()));
    req.on('end', () => {
      livraisons.push({ entetes: req.headers, corps });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => serveur.listen(0, '127.0.0.1', resolve));
  const { port } = serveur.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/greffeo/revelations`,
    livraisons,
    fermer: () => new Promise((resolve) => serveur.close(() => resolve())),
  };
}

test.describe('a registry activity day reaches a subscriber', () => {
  test.beforeEach(async ({ page }) => withConsentDecided(page));

  test('subscribe, watch a company and a person, apply a day, read the révélation, its notice, report, e-mail and webhook', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const webhook = await recepteur();
    try {
      // A new user subscribes and pays by card.
      const utilisateur = await nouveauClient(page, request, 'revelations');
      const main = page.getByRole('main');
      await gotoHydrated(page, '/espace-personnel/mon-abonnement');
      await main.getByRole('link', { name: 'M’abonner' }).click();
      await expect(page).toHaveURL(/etape=facturation/);
      await main.getByRole('button', { name: 'Continuer vers le paiement' }).click();
      await expect(page).toHaveURL(/etape=paiement&uuid=/);
      await payerParCarte(page);
      await expect(main.getByText(/^Merci\s! Votre abonnement est actif jusqu’au/)).toBeVisible({ timeout: 60_000 });

      // What tomorrow's registry day will touch, read beforehand without writing it.
      const jour = await journeeAvecEvenements(request);

      // The company from its page, the person from theirs.
      await gotoHydrated(page, entreprisePath(jour.entreprise));
      await main.getByRole('button', { name: 'Surveiller cette entreprise' }).click();
      const dialogueEntreprise = page.getByRole('dialog', { name: `Surveiller ${jour.entreprise.denomination}` });
      await dialogueEntreprise.getByRole('button', { name: 'Surveiller', exact: true }).click();
      await expect(
        dialogueEntreprise.getByText(`Vous surveillez désormais ${jour.entreprise.denomination}.`),
      ).toBeVisible();
      await gotoHydrated(page, dirigeantPath(jour.personne));
      await main.getByRole('button', { name: 'Surveiller cette personne' }).click();
      const dialoguePersonne = page.getByRole('dialog', { name: /^Surveiller / });
      await dialoguePersonne.getByRole('button', { name: 'Surveiller', exact: true }).click();
      await expect(dialoguePersonne.getByText(/^Vous surveillez désormais /)).toBeVisible();

      // Alerts: an e-mail per révélation, and a webhook whose secret is shown once.
      await gotoHydrated(page, '/espace-personnel/mes-surveillances#alertes');
      await expect(main.getByRole('listitem')).toHaveCount(2);
      const alertes = page.getByRole('region', { name: 'Alertes', exact: true });
      await alertes.getByRole('radio', { name: /^À chaque révélation/ }).check();
      await alertes.getByRole('button', { name: 'Enregistrer le mode d’alerte' }).click();
      await expect(alertes.getByText(/^Votre choix est enregistré\. Vous recevrez un courriel à chaque/)).toBeVisible();
      await alertes.getByRole('textbox', { name: 'Adresse du webhook' }).fill(webhook.url);
      await alertes.getByRole('button', { name: 'Enregistrer le webhook' }).click();
      const secret = (
        await alertes.getByRole('region', { name: 'Secret de signature du webhook' }).locator('code').textContent()
      )?.trim();
      expect(secret).toMatch(/^whsec_\S+$/);
      const compte = page.getByRole('banner').getByRole('button', { name: /^Mon compte/ });
      await expect(compte).not.toHaveAccessibleName(/révélation/);

      // The operator applies the day; the running services reveal it.
      await activite(['--date', jour.date]);
      await expect(async () => {
        await page.reload();
        await expect(compte).toHaveAccessibleName(/, \d+ nouvelles? révélations?$/, { timeout: 3_000 });
      }).toPass({ timeout: 60_000 });
      await expect(compte.getByTestId('revelation-dot')).toBeVisible();

      // The révélation of the company, its notice (priced before, charged once), its report.
      await gotoHydrated(page, '/espace-personnel/mes-surveillances/mes-revelations');
      const ligne = main
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: jour.evenementEntreprise.libelle, exact: true }) })
        .filter({ hasText: jour.entreprise.denomination })
        .first();
      await expect(ligne).toContainText('Non lue');
      await expect(
        main.getByRole('rowheader', { name: jour.evenementPersonne.libelle, exact: true }).first(),
      ).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
      await ligne.getByRole('button', { name: /^Consulter l’avis/ }).click();
      const avis = page.getByRole('dialog', { name: /^Avis\s:\s/ });
      await expect(avis.getByText(/^La consultation de cet avis vous sera facturée 1,56\s€ TTC\.$/)).toBeVisible();
      await avis.getByRole('button', { name: /^Consulter l’avis \(1,56\s€ TTC\)$/ }).click();
      await expect(avis).toContainText(jour.entreprise.siren.replace(/(\d{3})(\d{3})(\d{3})/, '$1 $2 $3'));
      await expect(avis).toContainText(/Avis consulté le .+, facturé 1,56\s€ TTC/);
      const [telechargement] = await Promise.all([
        page.waitForEvent('download'),
        avis.getByRole('button', { name: 'Rapport (PDF)' }).click(),
      ]);
      expect(telechargement.suggestedFilename()).toMatch(/^revelation-\d+\.pdf$/);
      const pdf = await readFile((await telechargement.path())!);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      await avis.getByRole('button', { name: 'Fermer' }).click();
      await expect(ligne).toContainText('Lue');

      // The e-mail of the révélation, with its one-click unsubscribe link.
      await expect
        .poll(
          async () => {
            const courriels = (await (await request.get('/api/dev/courriels')).json()) as Array<{
              a: string;
              sujet: string;
              liens: string[];
            }>;
            return courriels
              .filter((c) => c.a.includes(utilisateur.email))
              .filter(
                (c) => /^Nouvelle révélation\s:\s/.test(c.sujet) && c.sujet.endsWith(jour.entreprise.denomination),
              )
              .flatMap((c) => c.liens)
              .some((lien) => lien.includes('/alertes/desabonnement?jeton='));
          },
          { message: 'courriel de la révélation', timeout: 30_000 },
        )
        .toBe(true);

      // The webhook delivery, signed with the secret shown once.
      await expect.poll(() => webhook.livraisons.length, { timeout: 60_000 }).toBeGreaterThan(0);
      const livraison = webhook.livraisons.find((l) => l.corps.includes(jour.entreprise.siren));
      expect(livraison).toBeDefined();
      const horodatage = String(livraison!.entetes['x-greffeo-timestamp']);
      const attendue = `v1=${createHmac('sha256', secret!).update(`${horodatage}.${livraison!.corps}`).digest('hex')}`;
      const recue = String(livraison!.entetes['x-greffeo-signature']);
      expect(recue.length === attendue.length && timingSafeEqual(Buffer.from(recue), Buffer.from(attendue))).toBe(true);
      expect(JSON.parse(livraison!.corps)).toMatchObject({ type: 'revelation.nouvelle' });
    } finally {
      await webhook.fermer();
    }
  });
});
