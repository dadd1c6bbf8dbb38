import type { UID } from '@strapi/strapi';
import { DEFINITIONS } from '../donnees/definitions';
import { FAQ_THEMES } from '../donnees/faq';
import { FORMALITES, TYPES_FORMALITES } from '../donnees/formalites';
import { FORMALITES_DGFIP } from '../donnees/formalites-dgfip';
import { KBIS_DOCUMENTS } from '../donnees/kbis-documents';
import { SINGLE_PAGES } from '../donnees/pages';
import { RUBRIQUES } from '../donnees/rubriques';
import { SERVICES } from '../donnees/services';
import { SPECIMENS } from '../donnees/specimens';
import { TARIFS } from '../donnees/tarifs';
import type { EditorialSeeder, SeedEntry } from './seeder';

const bySlug = <T extends { slug: string }>(entries: T[], extra?: (entry: T) => object): SeedEntry[] =>
  entries.map((entry) => ({ key: entry.slug, data: () => ({ ...entry, ...extra?.(entry) }) }));

/** The content written with the code (src/seed/donnees): pages, FAQ, prices, formalities. */
export async function seedReferenceContent(seeder: EditorialSeeder): Promise<void> {
  for (const page of SINGLE_PAGES) await seeder.single(page.uid, page.label, page.data);
  await seeder.collection('api::rubrique.rubrique', 'slug', 'rubriques', bySlug(RUBRIQUES));

  await seeder.collection('api::kbis-document.kbis-document', 'slug', 'Kbis et documents', bySlug(KBIS_DOCUMENTS));
  await seeder.collection(
    'api::tarif.tarif',
    'code',
    'tarifs',
    TARIFS.map(({ kbisDocument, ...tarif }, index) => ({
      key: tarif.code,
      data: async () => ({
        ...tarif,
        ordre: index + 1,
        kbis_document: kbisDocument
          ? await seeder.documentId('api::kbis-document.kbis-document', 'slug', kbisDocument)
          : null,
      }),
    })),
  );

  await seeder.collection('api::faq-theme.faq-theme', 'slug', 'thèmes de la FAQ', bySlug(themesOnly()));
  await seeder.collection(
    'api::faq-question.faq-question',
    'slug',
    'questions de la FAQ',
    FAQ_THEMES.flatMap((theme) =>
      theme.questions.map((question, index) => ({
        key: question.slug,
        data: async () => ({
          ...question,
          ordre: index + 1,
          theme: await seeder.documentId('api::faq-theme.faq-theme', 'slug', theme.slug),
        }),
      })),
    ),
  );

  await seeder.collection(
    'api::type-formalite.type-formalite',
    'slug',
    'types de formalités',
    bySlug(TYPES_FORMALITES),
  );
  await seeder.collection(
    'api::formalite.formalite',
    'slug',
    'formalités',
    FORMALITES.map(({ typeFormalite, ...formalite }) => ({
      key: formalite.slug,
      data: async () => ({
        ...formalite,
        typeFormalite: typeFormalite
          ? await seeder.documentId('api::type-formalite.type-formalite', 'slug', typeFormalite)
          : null,
      }),
    })),
  );
  await seeder.collection('api::formalite-dgfip.formalite-dgfip', 'slug', 'formalités DGFiP', bySlug(FORMALITES_DGFIP));

  const simple: Array<[UID.ContentType, string, Array<{ slug: string }>]> = [
    ['api::service.service', 'services', SERVICES],
    ['api::definition-document.definition-document', 'définitions de documents', DEFINITIONS],
    ['api::specimen.specimen', 'spécimens', SPECIMENS],
  ];
  for (const [uid, label, entries] of simple) await seeder.collection(uid, 'slug', label, bySlug(entries));
}

function themesOnly() {
  return FAQ_THEMES.map(({ questions: _questions, ...theme }, index) => ({ ...theme, ordre: index + 1 }));
}
