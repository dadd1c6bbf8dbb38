import type { Core } from '@strapi/strapi';
import { loadMarkdownContent } from '../markdown/loader';
import { EditorialSeeder } from './seeder';
import { SeedLedger } from './ledger';
import { seedReferenceContent, type DonneesReference } from './reference';
import { seedMarkdownContent } from './markdown';

/**
 * Seeds the pages, FAQ, prices, formalities of the region (`reference`, src/seed/regions.ts) and
 * the Markdown content of `contentDir`.
 *
 * Runs at every start and creates only what it never created before (see
 * EditorialSeeder): the first start loads everything, a later start loads only
 * Markdown files added since, and nothing an editor changed or deleted comes back.
 */
export async function seedEditorial(
  strapi: Core.Strapi,
  contentDir: string,
  reference: DonneesReference,
): Promise<void> {
  const seeder = new EditorialSeeder(strapi, await SeedLedger.open(strapi));
  await seedReferenceContent(seeder, reference);

  const markdown = loadMarkdownContent(contentDir);
  for (const problem of markdown.problems) {
    strapi.log.warn(`[amorçage] Contenu Markdown ignoré : ${problem.fichier} : ${problem.raison}.`);
  }
  await seedMarkdownContent(seeder, markdown);

  const total = seeder.created;
  strapi.log.info(
    `[amorçage] Contenu éditorial : ${total === 0 ? 'aucun élément créé' : `${total} ${total > 1 ? 'éléments créés' : 'élément créé'}`} (dossier ${contentDir}).`,
  );
}
