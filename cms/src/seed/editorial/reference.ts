import type { UID } from '@strapi/strapi';
import type { DEFINITIONS } from '../donnees/definitions';
import type { FAQ_THEMES } from '../donnees/faq';
import type { FORMALITES, TYPES_FORMALITES } from '../donnees/formalites';
import type { FORMALITES_DGFIP } from '../donnees/formalites-dgfip';
import type { KBIS_DOCUMENTS } from '../donnees/kbis-documents';
import type { SINGLE_PAGES } from '../donnees/pages';
import type { RUBRIQUES } from '../donnees/rubriques';
import type { SERVICES } from '../donnees/services';
import type { SPECIMENS } from '../donnees/specimens';
import type { TARIFS } from '../donnees/tarifs';
import type { EditorialSeeder, SeedEntry } from './seeder';

const bySlug = <T extends { slug: string }>(entries: T[], extra?: (entry: T) => object): SeedEntry[] =>
  entries.map((entry) => ({ key: entry.slug, data: () => ({ ...entry, ...extra?.(entry) }) }));

/** The content written with the code of one region: pages, FAQ, prices, formalities… */
export interface DonneesReference {
  pages: typeof SINGLE_PAGES;
  rubriques: typeof RUBRIQUES;
  kbisDocuments: typeof KBIS_DOCUMENTS;
  tarifs: typeof TARIFS;
  faq: typeof FAQ_THEMES;
  typesFormalites: typeof TYPES_FORMALITES;
  formalites: typeof FORMALITES;
  formalitesDgfip: typeof FORMALITES_DGFIP;
  services: typeof SERVICES;
  definitions: typeof DEFINITIONS;
  specimens: typeof SPECIMENS;
}

/** The content written with the code (src/seed/donnees, src/seed/nouvelle-caledonie): pages, FAQ, prices, formalities. */
export async function seedReferenceContent(seeder: EditorialSeeder, donnees: DonneesReference): Promise<void> {
  const {
    pages,
    rubriques,
    kbisDocuments,
    tarifs,
    faq,
    typesFormalites,
    formalites,
    formalitesDgfip,
    services,
    definitions,
    specimens,
  } = donnees;
  for (const page of pages) await seeder.single(page.uid, page.label, page.data);
  await seeder.collection('api::rubrique.rubrique', 'slug', 'rubriques', bySlug(rubriques));

  await seeder.collection('api::kbis-document.kbis-document', 'slug', 'Kbis et documents', bySlug(kbisDocuments));
  await seeder.collection(
    'api::tarif.tarif',
    'code',
    'tarifs',
    tarifs.map(({ kbisDocument, ...tarif }, index) => ({
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

  await seeder.collection('api::faq-theme.faq-theme', 'slug', 'thèmes de la FAQ', bySlug(themesOnly(faq)));
  await seeder.collection(
    'api::faq-question.faq-question',
    'slug',
    'questions de la FAQ',
    faq.flatMap((theme) =>
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

  await seeder.collection('api::type-formalite.type-formalite', 'slug', 'types de formalités', bySlug(typesFormalites));
  await seeder.collection(
    'api::formalite.formalite',
    'slug',
    'formalités',
    formalites.map(({ typeFormalite, ...formalite }) => ({
      key: formalite.slug,
      data: async () => ({
        ...formalite,
        typeFormalite: typeFormalite
          ? await seeder.documentId('api::type-formalite.type-formalite', 'slug', typeFormalite)
          : null,
      }),
    })),
  );
  await seeder.collection('api::formalite-dgfip.formalite-dgfip', 'slug', 'formalités DGFiP', bySlug(formalitesDgfip));

  const simple: Array<[UID.ContentType, string, Array<{ slug: string }>]> = [
    ['api::service.service', 'services', services],
    ['api::definition-document.definition-document', 'définitions de documents', definitions],
    ['api::specimen.specimen', 'spécimens', specimens],
  ];
  for (const [uid, label, entries] of simple) await seeder.collection(uid, 'slug', label, bySlug(entries));
}

function themesOnly(faq: DonneesReference['faq']) {
  return faq.map(({ questions: _questions, ...theme }, index) => ({ ...theme, ordre: index + 1 }));
}
