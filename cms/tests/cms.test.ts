import crypto from 'node:crypto';
import fs from 'node:fs';
import { freePort, startCms, startCmsExpectingFailure, type CmsProcess } from './helpers/cms-process';
import { makeTempDir, testVariables } from './helpers/test-env';
import { reader } from './helpers/cms-client';

interface Related {
  path: string | null;
  externalLink: string | null;
}
interface MenuEntry {
  title: string;
  additionalFields: { menu_section: string };
  related: Related | null;
  items: Array<{ title: string; related: Related | null }>;
}
interface ImageFormat {
  url: string;
  width: number;
  height: number;
  ext: string;
}

const MENU_QUERY =
  '/api/menu-entries?populate[additionalFields]=true&populate[related]=true&populate[items][populate]=related&pagination[pageSize]=100&sort=order';

describe('le CMS démarré sur une base vide', () => {
  const tempDir = makeTempDir();
  let variables: Record<string, string>;
  let cms: CmsProcess;

  const { get, getJson } = reader(
    () => cms,
    () => variables.CMS_BUILD_TOKEN,
  );
  const counts = async () => {
    const total = async (path: string) =>
      (await getJson<{ meta: { pagination: { total: number } } }>(path)).meta.pagination.total;
    return {
      menuEntries: await total('/api/menu-entries'),
      footerGroups: await total('/api/footer-link-groups'),
      socialLinks: await total('/api/social-links'),
      partnerLogos: await total('/api/partner-logos'),
      files: ((await getJson<unknown[]>('/api/upload/files')) ?? []).length,
    };
  };

  beforeAll(async () => {
    variables = testVariables(tempDir, await freePort());
    cms = await startCms(variables);
  });

  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('logs each bootstrap step', () => {
    const output = cms.output();
    expect(output).toContain('super-administrateur redaction@greffeo.test créé');
    expect(output).toContain('Jeton d’API « gatsby-build » : créé (accès complet)');
    expect(output).toContain('entrées de menu, 23 éléments publiés');
  });

  it('serves published menu entries in the three sections, with enough links for four columns', async () => {
    const { data } = await getJson<{ data: MenuEntry[] }>(MENU_QUERY);
    const linksPerSection = new Map<string, number>();
    for (const entry of data) {
      const section = entry.additionalFields.menu_section;
      linksPerSection.set(section, (linksPerSection.get(section) ?? 0) + 1 + entry.items.length);
    }
    expect([...linksPerSection.keys()].sort()).toEqual(['documents_officiels', 'formalites', 'services']);
    for (const links of linksPerSection.values()) expect(links).toBeGreaterThanOrEqual(8);

    const kbis = data.find((entry) => entry.title === 'Extrait Kbis');
    expect(kbis?.related?.path).toBe('/kbis-documents/extrait-kbis');
    expect(kbis?.items[0]?.related?.path).toMatch(/^\/kbis-documents\//);
    const creation = data.find((entry) => entry.title === 'Créer une entreprise');
    expect(creation?.related?.externalLink).toBe('https://formalites.entreprises.gouv.fr');
  });

  it('serves the footer groups with their exact titles, in order', async () => {
    const { data } = await getJson<{ data: Array<{ title: string; links: unknown[] }> }>(
      '/api/footer-link-groups?populate=links&sort=order',
    );
    expect(data.map((group) => group.title)).toEqual(['Informations', 'Rechercher', 'Informations Légales']);
    expect(data.map((group) => group.links.length)).toEqual([7, 4, 4]);
  });

  it('serves the five social networks', async () => {
    const { data } = await getJson<{ data: Array<{ network: string; url: string }> }>('/api/social-links?sort=order');
    expect(data.map((link) => link.network)).toEqual(['facebook', 'x', 'linkedin', 'youtube', 'instagram']);
    for (const link of data) expect(link.url).toMatch(/^https:\/\//);
  });

  it('serves partner logos whose responsive formats exist and are served', async () => {
    const { data } = await getJson<{
      data: Array<{ name: string; alt: string; logo: { url: string; formats: Record<string, ImageFormat> } }>;
    }>('/api/partner-logos?populate=logo&sort=order');
    expect(data.length).toBeGreaterThanOrEqual(5);
    for (const partner of data) {
      expect(partner.alt).not.toBe('');
      const { thumbnail, small } = partner.logo.formats;
      expect(thumbnail.width).toBeLessThanOrEqual(245);
      expect(small.width).toBe(500);
      for (const url of [partner.logo.url, thumbnail.url, small.url]) {
        const image = await get(url, null);
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
      }
    }
  });

  it('serves the site information and the home page', async () => {
    const site = await getJson<{ data: { site_name: string; copyright: string } }>('/api/site-information');
    expect(site.data).toMatchObject({ site_name: 'Greffeo', copyright: '© Greffeo' });
    const home = await getJson<{ data: { title: string; tiles: Array<{ link: { url: string } }> } }>(
      '/api/home-page?populate[tiles][populate]=link',
    );
    expect(home.data.title).toBe('Toutes les informations officielles sur les entreprises');
    expect(home.data.tiles.length).toBeGreaterThanOrEqual(4);
    for (const tile of home.data.tiles) expect(tile.link.url).toMatch(/^\//);
  });

  it('lets the build token read the content and the content-type schemas', async () => {
    expect((await get('/api/menu-entries?populate=*')).status).toBe(200);
    const schemas = await getJson<{ data: Array<{ uid: string }> }>('/api/content-type-builder/content-types');
    expect(schemas.data.map((schema) => schema.uid)).toEqual(
      expect.arrayContaining([
        'api::menu-entry.menu-entry',
        'api::footer-link-group.footer-link-group',
        'api::social-link.social-link',
        'api::partner-logo.partner-logo',
        'api::site-information.site-information',
        'api::home-page.home-page',
      ]),
    );
  });

  it('refuses requests without a token or with a wrong one', async () => {
    for (const path of ['/api/menu-entries?populate=*', '/api/content-type-builder/content-types', '/api/home-page']) {
      expect([401, 403]).toContain((await get(path, null)).status);
      expect((await get(path, 'mauvais-jeton')).status).toBe(401);
    }
  });

  it('does not serve the admin panel when CMS_SERVE_ADMIN is false', async () => {
    expect((await get('/admin', null)).status).toBe(404);
  });

  it('keeps the content and follows a new CMS_BUILD_TOKEN after a restart', async () => {
    const before = await counts();
    const previousToken = variables.CMS_BUILD_TOKEN;
    await cms.stop();

    variables = { ...variables, CMS_BUILD_TOKEN: crypto.randomBytes(32).toString('hex') };
    cms = await startCms(variables);

    expect(cms.output()).toContain('des entrées de menu existent déjà, pas d’amorçage');
    expect(cms.output()).toContain('un compte existe déjà');
    expect(cms.output()).toContain('clé mise à jour depuis CMS_BUILD_TOKEN');
    expect(await counts()).toEqual(before);
    expect(before).toEqual({ menuEntries: 23, footerGroups: 3, socialLinks: 5, partnerLogos: 6, files: 6 });
    expect((await get('/api/menu-entries', previousToken)).status).toBe(401);
  });
});

describe('le démarrage du CMS avec une configuration incomplète', () => {
  it('stops with a message naming the missing variable', async () => {
    const tempDir = makeTempDir();
    try {
      const { CMS_BUILD_TOKEN: _removed, ...incomplete } = testVariables(tempDir, await freePort());
      const { code, output } = await startCmsExpectingFailure(incomplete);
      expect(code).not.toBe(0);
      expect(output).toContain('Configuration invalide : CMS_BUILD_TOKEN est manquant (au moins 32 caractères).');
    } finally {
      fs.rmSync(tempDir, { recursive: true, force: true });
    }
  });
});
