import { lireRegion, type Region } from '@portail/domaine';
import { expect, test } from '../support/fixtures';

/**
 * Issue 20: a Caledonian portal names no SIREN, SIRET or INSEE and shows no euro amount in any page
 * a visitor reaches from its sitemap; a French one shows no amount in francs CFP. The journey walks the
 * running stack's sitemap (E2E_REGION says its region, FR unless the runner says otherwise): every
 * content page, and the first pages of each other sitemap file (entity pages share their template).
 */
const lue = lireRegion(process.env.E2E_REGION);
if (lue === null) throw new Error(`E2E_REGION doit valoir FR ou NC (reçu « ${process.env.E2E_REGION} »)`);
const region: Region = lue;

// A number, then a currency (« 3,20 € », « 1 000 F CFP »): amounts, not the currency's name.
const MONTANT = String.raw`\d[\d\s\u00a0\u202f.,]*\s?`;

/** The other region's identifiers and amounts, with the context a failure shows. */
const AUTRE_REGION: Record<Region, RegExp[]> = {
  NC: [/\b(?:SIREN|SIRET|INSEE)\b/, new RegExp(String.raw`€|${MONTANT}(?:EUR|euros?)\b`, 'i')],
  FR: [new RegExp(String.raw`${MONTANT}(?:XPF|F\s?CFP|francs? CFP)\b`, 'i')],
};

/** Entity pages of each other sitemap file, in its order: enough to cover each template. */
const PAR_FICHIER = 4;

const chemins = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL((m[1] as string).replace(/&amp;/g, '&')).pathname);

async function pagesDuPlan(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const pages: string[] = [];
  for (const fichier of chemins(await index.text())) {
    const reponse = await request.get(fichier);
    expect([fichier, reponse.status()]).toEqual([fichier, 200]);
    const urls = chemins(await reponse.text());
    pages.push(...(fichier.endsWith('/contenus.xml') ? urls : urls.slice(0, PAR_FICHIER)));
  }
  return [...new Set(pages)];
}

test(`the pages of the sitemap speak of the ${region} registry only`, async ({ page, request }) => {
  test.setTimeout(600_000);
  const pages = await pagesDuPlan(request);
  expect(pages.length).toBeGreaterThan(10);
  const fautes: string[] = [];
  for (const chemin of pages) {
    const reponse = await page.goto(chemin, { waitUntil: 'load' });
    expect([chemin, reponse?.status()]).toEqual([chemin, 200]);
    const texte = await page.evaluate(() =>
      [
        document.title,
        document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
        document.body.innerText,
      ].join('\n'),
    );
    for (const motif of AUTRE_REGION[region]) {
      const trouve = motif.exec(texte);
      if (trouve) {
        const debut = Math.max(0, trouve.index - 40);
        const extrait = texte.slice(debut, trouve.index + trouve[0].length + 40).replace(/\s+/g, ' ');
        fautes.push(`${chemin} : « ${trouve[0]} » dans « …${extrait}… »`);
      }
    }
  }
  expect(fautes).toEqual([]);
});
