import fs from 'node:fs';
import { freePort, startCms, type CmsProcess } from './helpers/cms-process';
import { makeTempDir, testVariables } from './helpers/test-env';
import { reader } from './helpers/cms-client';

/**
 * The CMS of a Caledonian portal (REGION=NC) seeds New Caledonia's content: its navigation, home,
 * legal pages, FAQ and articles, none of the mainland's guides, formalities or regulated prices, and
 * nothing that names the mainland's identifiers or states a euro amount (issue 20).
 */
const TYPES = [
  '/api/menu-entries?populate[related]=true&populate[items][populate]=related&pagination[pageSize]=100',
  '/api/footer-link-groups?populate=links&pagination[pageSize]=100',
  '/api/home-page?populate[tiles][populate]=link',
  '/api/site-information',
  '/api/qui-sommes-nous',
  '/api/cgu-cgv',
  '/api/politique-confidentialite',
  '/api/mentions-legales',
  '/api/page-contact',
  '/api/faq-questions?pagination[pageSize]=100',
  '/api/faq-themes?pagination[pageSize]=100',
  '/api/services?pagination[pageSize]=100',
  '/api/kbis-documents?pagination[pageSize]=100',
  '/api/rubriques?pagination[pageSize]=100',
  '/api/actualites?pagination[pageSize]=100',
  '/api/aides-et-tutoriels?pagination[pageSize]=100',
  '/api/partner-logos?pagination[pageSize]=100',
];

/** The mainland's pages a Caledonian build does not have (the site's src/lib/region.ts). */
const PAGES_METROPOLITAINES =
  /"(?:\/tarifs|\/formalites|\/guide-des-formalites|\/dossiers-thematiques|\/tutoriels-videos|\/rechercher-un-greffe|\/fiche-greffe|\/services\/consulter-une-affaire|\/services\/recherche-gage-sans-depossession)[/"#?]/;

describe('le CMS d’un portail calédonien', () => {
  const tempDir = makeTempDir();
  let variables: Record<string, string>;
  let cms: CmsProcess;
  const { get, getJson } = reader(
    () => cms,
    () => variables.CMS_BUILD_TOKEN,
  );
  const total = async (path: string) =>
    (await getJson<{ meta: { pagination: { total: number } } }>(path)).meta.pagination.total;

  beforeAll(async () => {
    variables = { ...testVariables(tempDir, await freePort()), REGION: 'NC' };
    cms = await startCms(variables);
  });

  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('seeds New Caledonia’s navigation, pages, FAQ and articles', async () => {
    const menu = await getJson<{ data: Array<{ additionalFields: { menu_section: string } }> }>(
      '/api/menu-entries?populate[additionalFields]=true&pagination[pageSize]=100',
    );
    expect(new Set(menu.data.map((e) => e.additionalFields.menu_section))).toEqual(
      new Set(['documents_officiels', 'formalites', 'services']),
    );
    expect(await total('/api/faq-questions')).toBeGreaterThan(0);
    const actualites = await getJson<{ data: Array<{ slug: string }> }>('/api/actualites?pagination[pageSize]=100');
    const nc = fs.readdirSync(`${__dirname}/../src/seed/contenus-nc/actualites`).map((f) => f.replace(/\.md$/, ''));
    expect(actualites.data.map((a) => a.slug).sort()).toEqual(nc.sort());
    for (const page of ['/api/mentions-legales', '/api/cgu-cgv', '/api/qui-sommes-nous', '/api/home-page']) {
      expect([page, JSON.stringify(await getJson(page))]).toEqual([page, expect.stringMatching(/Calédonie/)]);
    }
  });

  it('seeds none of the mainland’s prices, formalities, guides or thematic files', async () => {
    for (const type of [
      '/api/tarifs',
      '/api/formalites',
      '/api/types-formalites',
      '/api/formalites-dgfip',
      '/api/guide-formalites-sections',
      '/api/dossiers-thematiques',
      '/api/definitions-documents',
      '/api/specimens',
    ]) {
      expect([type, await total(type)]).toEqual([type, 0]);
    }
    expect((await get('/api/page-tarifs')).status).toBe(404);
  });

  it('names no SIREN, SIRET or INSEE, states no euro amount and links no mainland-only page', async () => {
    for (const type of TYPES) {
      const texte = JSON.stringify(await getJson(type));
      expect([type, texte.match(/\b(?:SIREN|SIRET|INSEE)\b|€|\d\s?euros?\b/i)?.[0] ?? null]).toEqual([type, null]);
      expect([type, texte.match(PAGES_METROPOLITAINES)?.[0] ?? null]).toEqual([type, null]);
    }
  });
});
