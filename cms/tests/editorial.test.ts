import fs from 'node:fs';
import path from 'node:path';
import { DEFINITIONS } from '../src/seed/donnees/definitions';
import { FAQ_THEMES } from '../src/seed/donnees/faq';
import { FORMALITES } from '../src/seed/donnees/formalites';
import { KBIS_DOCUMENTS } from '../src/seed/donnees/kbis-documents';
import { RUBRIQUES } from '../src/seed/donnees/rubriques';
import { TARIFS } from '../src/seed/donnees/tarifs';
import { freePort, startCms, type CmsProcess } from './helpers/cms-process';
import { makeTempDir, testVariables } from './helpers/test-env';
import { reader } from './helpers/cms-client';

// Typed by hand: the CMS does not ship better-sqlite3's type package.
type Sqlite = { prepare(sql: string): { run(...values: unknown[]): unknown }; close(): void };
const openSqlite = require('better-sqlite3') as (file: string) => Sqlite;

const COLLECTIONS = [
  'actualites',
  'aides-et-tutoriels',
  'tutoriels-videos',
  'dossiers-thematiques',
  'guide-formalites-sections',
  'guide-formalites-pages',
  'types-formalites',
  'formalites',
  'formalites-dgfip',
  'services',
  'kbis-documents',
  'tarifs',
  'faq-themes',
  'faq-questions',
  'pages',
  'definitions-documents',
  'specimens',
  'rubriques',
];
const SINGLES = [
  'page-tarifs',
  'qui-sommes-nous',
  'cgu-cgv',
  'politique-confidentialite',
  'mentions-legales',
  'page-contact',
  'annuaire-arnaques-kbis',
];
const FIXTURES = path.join(__dirname, 'fixtures', 'contenus');

describe('le contenu éditorial amorcé', () => {
  const tempDir = makeTempDir();
  const contentDir = path.join(tempDir, 'contenus');
  let variables: Record<string, string>;
  let cms: CmsProcess;

  const { get, getJson } = reader(
    () => cms,
    () => variables.CMS_BUILD_TOKEN,
  );
  const total = async (plural: string) =>
    (await getJson<{ meta: { pagination: { total: number } } }>(`/api/${plural}`)).meta.pagination.total;
  const totals = async () => Object.fromEntries(await Promise.all(COLLECTIONS.map(async (p) => [p, await total(p)])));

  beforeAll(async () => {
    fs.cpSync(FIXTURES, contentDir, { recursive: true });
    variables = { ...testVariables(tempDir, await freePort()), CMS_SEED_CONTENT_DIR: contentDir };
    cms = await startCms(variables);
  });

  afterAll(async () => {
    await cms?.stop();
    fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('lets the build token read every new type and the public role none of them', async () => {
    for (const url of [...COLLECTIONS.map((p) => `/api/${p}`), ...SINGLES.map((s) => `/api/${s}`)]) {
      expect({ url, status: (await get(url)).status }).toEqual({ url, status: 200 });
      expect({ url, status: (await get(url, null)).status }).toEqual({ url, status: 403 });
    }
  });

  it('creates the reference content and the valid Markdown files, published', async () => {
    expect(await totals()).toEqual(
      expect.objectContaining({
        actualites: 2,
        'aides-et-tutoriels': 1,
        'dossiers-thematiques': 3,
        'guide-formalites-sections': 1,
        'guide-formalites-pages': 1,
        'tutoriels-videos': 0,
        'kbis-documents': KBIS_DOCUMENTS.length,
        tarifs: TARIFS.length,
        'faq-themes': FAQ_THEMES.length,
        'faq-questions': FAQ_THEMES.reduce((sum, theme) => sum + theme.questions.length, 0),
        formalites: FORMALITES.length,
        'definitions-documents': DEFINITIONS.length,
        rubriques: RUBRIQUES.length,
        specimens: 1,
      }),
    );
    expect(await total('faq-questions')).toBeGreaterThanOrEqual(30);
    const cgu = await getJson<{ data: { titre: string; corps: string } }>('/api/cgu-cgv');
    expect(cgu.data.corps).toContain('## 1. Objet');
  });

  it('logs the Markdown files it skipped, with their reason', () => {
    expect(cms.output()).toContain(
      'Contenu Markdown ignoré : actualites/date-impossible.md : « date » doit être une date AAAA-MM-JJ',
    );
    expect(cms.output()).toContain(
      'dossiers-thematiques/orphelin--enfant.md ignoré : dossier parent « orphelin » introuvable',
    );
  });

  it('links the three levels of thematic files, populated without being asked', async () => {
    const { data } = await getJson<{
      data: Array<{ niveau: number; parent: { chemin: string; parent: { chemin: string } | null } }>;
    }>('/api/dossiers-thematiques?filters[chemin][$eq]=creer/formes/sas');
    expect(data[0]).toMatchObject({ niveau: 3, parent: { chemin: 'creer/formes', parent: { chemin: 'creer' } } });
    const top = await getJson<{ data: Array<{ enfants: Array<{ chemin: string }> }> }>(
      '/api/dossiers-thematiques?filters[chemin][$eq]=creer&populate=*',
    );
    expect(top.data[0].enfants.map((child) => child.chemin)).toEqual(['creer/formes']);
    const sections = await getJson<{ data: Array<{ pages: Array<{ chemin: string }> }> }>(
      '/api/guide-formalites-sections',
    );
    expect(sections.data[0].pages.map((page) => page.chemin)).toEqual(['creation/immatriculation']);
  });

  it('groups FAQ questions by theme and formalities by type', async () => {
    const { data } = await getJson<{ data: Array<{ slug: string; questions: unknown[] }> }>(
      '/api/faq-themes?sort=ordre',
    );
    expect(data.map((theme) => theme.slug)).toEqual(FAQ_THEMES.map((theme) => theme.slug));
    for (const theme of data) expect(theme.questions.length).toBeGreaterThan(0);
    const creation = await getJson<{ data: Array<{ formalites: Array<{ slug: string }> }> }>(
      '/api/types-formalites?filters[slug][$eq]=creation',
    );
    expect(creation.data[0].formalites.map((f) => f.slug)).toContain('immatriculer-une-societe');
  });

  it('serves every price with its date, the precision of that date and its source', async () => {
    const { data } = await getJson<{
      data: Array<{
        code: string;
        prix_ttc: number | null;
        gratuit: boolean;
        date_tarif: string | null;
        precision_date: string;
        libelle_date: string;
        source: string;
        kbis_document: { slug: string } | null;
      }>;
    }>('/api/tarifs?pagination[pageSize]=100&sort=ordre');
    for (const tarif of data) {
      expect(tarif.libelle_date).not.toBe('');
      expect(tarif.source).not.toBe('');
      if (tarif.precision_date === 'non_datee') expect(tarif.date_tarif).toBeNull();
      else expect(tarif.date_tarif).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(data.find((tarif) => tarif.code === 'kbis-electronique-2025')).toMatchObject({
      prix_ttc: 3.2,
      date_tarif: '2025-01-01',
      precision_date: 'jour',
      kbis_document: { slug: 'extrait-kbis' },
    });
  });

  it('creates nothing at a second start', async () => {
    const before = await totals();
    await cms.stop();
    cms = await startCms(variables);
    expect(cms.output()).toContain('Contenu éditorial : aucun élément créé');
    expect(await totals()).toEqual(before);
  });

  it('never overwrites an edited entry nor recreates a deleted one, but loads a new file', async () => {
    await cms.stop();
    const db = openSqlite(variables.CMS_SQLITE_FILE);
    db.prepare("UPDATE actualites SET titre = 'Titre revu par la rédaction' WHERE slug = ?").run(
      'guichet-unique-un-an-apres',
    );
    db.prepare('DELETE FROM definitions_documents WHERE slug = ?').run('bodacc');
    db.close();
    fs.writeFileSync(
      path.join(contentDir, 'aides-et-tutoriels', 'commander-un-kbis-bis.md'),
      fs
        .readFileSync(path.join(contentDir, 'aides-et-tutoriels', 'commander-un-kbis.md'), 'utf8')
        .replace('slug: commander-un-kbis', 'slug: commander-un-kbis-bis'),
    );
    cms = await startCms(variables);

    expect(cms.output()).toContain('Contenu éditorial : 1 élément créé');
    const news = await getJson<{ data: Array<{ titre: string }> }>(
      '/api/actualites?filters[slug][$eq]=guichet-unique-un-an-apres',
    );
    expect(news.data[0].titre).toBe('Titre revu par la rédaction');
    expect(await total('definitions-documents')).toBe(DEFINITIONS.length - 1);
    expect(await total('aides-et-tutoriels')).toBe(2);
  });

  it('ships the content folder beside the compiled seed', () => {
    expect(fs.existsSync(path.join(__dirname, '..', 'dist', 'src', 'seed', 'contenus', 'README.md'))).toBe(true);
  });
});
