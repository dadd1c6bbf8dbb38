import { MalformedContent } from '../markdown/front-matter';
import type { MarkdownContent } from '../markdown/types';
import type { EditorialSeeder, SeedEntry } from './seeder';

const DOSSIER = 'api::dossier-thematique.dossier-thematique';
const SECTION = 'api::guide-formalites-section.guide-formalites-section';

/** Every page type takes its search-engine title and description from the file's. */
const withSeo = <T extends { titre: string; resume: string }>(entry: T) => ({
  ...entry,
  seo_title: entry.titre,
  seo_description: entry.resume,
});

/** Entries of a folder whose files are named `<slug>.md`. */
const slugFiles = (folder: string, entries: Array<{ slug: string; titre: string; resume: string }>): SeedEntry[] =>
  entries.map((entry) => ({ key: entry.slug, origin: `${folder}/${entry.slug}.md`, data: () => withSeo(entry) }));

/** Maps the Markdown files to their types; parents are created before their children. */
export async function seedMarkdownContent(seeder: EditorialSeeder, content: MarkdownContent): Promise<void> {
  await seeder.collection(
    'api::actualite.actualite',
    'slug',
    'actualités',
    slugFiles('actualites', content.actualites),
  );
  await seeder.collection(
    'api::aide-et-tutoriel.aide-et-tutoriel',
    'slug',
    'aides et tutoriels',
    slugFiles('aides-et-tutoriels', content.aides),
  );
  // Sorted by level: each parent exists (or was skipped) before its children are read.
  await seeder.collection(
    DOSSIER,
    'chemin',
    'dossiers thématiques',
    content.dossiers.map(({ parentChemin, ...entry }) => ({
      key: entry.chemin,
      origin: `dossiers-thematiques/${entry.chemin.replace(/\//g, '--')}.md`,
      data: async () =>
        withSeo({
          ...entry,
          parent:
            parentChemin === null ? null : await required(seeder, DOSSIER, 'chemin', parentChemin, 'dossier parent'),
        }),
    })),
  );
  await seeder.collection(
    SECTION,
    'slug',
    'sections du guide des formalités',
    slugFiles('guide-des-formalites', content.guideSections),
  );
  await seeder.collection(
    'api::guide-formalites-page.guide-formalites-page',
    'chemin',
    'pages du guide des formalités',
    content.guidePages.map(({ sectionSlug, ...entry }) => ({
      key: entry.chemin,
      origin: `guide-des-formalites/${entry.chemin.replace('/', '--')}.md`,
      data: async () => withSeo({ ...entry, section: await required(seeder, SECTION, 'slug', sectionSlug, 'section') }),
    })),
  );
}

async function required(
  seeder: EditorialSeeder,
  uid: typeof DOSSIER | typeof SECTION,
  field: string,
  value: string,
  what: string,
): Promise<string> {
  const documentId = await seeder.documentId(uid, field, value);
  if (documentId === null) throw new MalformedContent(`${what} « ${value} » introuvable (fichier absent ou invalide)`);
  return documentId;
}
