/**
 * The CMS content types the site builds (cms/src/api, by `singularName`). The site's build reads
 * them (gatsby-config.ts) and the CMS offers its « Aperçu » button for exactly those built into an
 * article page (cms/src/preview/lien.ts): a type added here is both read and previewable.
 */

/**
 * Editorial collection types read by the site build, in the order it reads them. All but
 * `NON_ARTICLES` are built into article pages (src/templates/article.tsx).
 */
export const TYPES_CONTENUS = [
  'actualite',
  'aide-et-tutoriel',
  'tutoriel-video',
  'dossier-thematique',
  'guide-formalites-section',
  'guide-formalites-page',
  'type-formalite',
  'formalite',
  'formalite-dgfip',
  'service',
  'kbis-document',
  'tarif',
  'faq-theme',
  'faq-question',
  'page',
  'rubrique',
  'definition-document',
  'specimen',
] as const;

export type TypeContenu = (typeof TYPES_CONTENUS)[number];

/**
 * Collection types the build reads without making article pages of them: prices, FAQ, rubriques, and
 * the documents' definitions and specimens shown where a document is ordered (src/components/documents-aide).
 */
const NON_ARTICLES: ReadonlySet<TypeContenu> = new Set<TypeContenu>([
  'tarif',
  'faq-theme',
  'faq-question',
  'rubrique',
  'definition-document',
  'specimen',
]);

/** Collection types built into article pages. */
export const TYPES_ARTICLES: readonly TypeContenu[] = TYPES_CONTENUS.filter((type) => !NON_ARTICLES.has(type));

/** The single-type pages and their addresses (the footer menu links each of them). */
export const PAGES_FIXES = [
  { type: 'qui-sommes-nous', chemin: '/qui-sommes-nous', titre: 'Qui sommes-nous ?' },
  { type: 'cgu-cgv', chemin: '/cgu-cgv', titre: 'Conditions générales d’utilisation et de vente' },
  {
    type: 'politique-confidentialite',
    chemin: '/politique-de-confidentialite-traitement-donnees-personnelles',
    titre: 'Politique de confidentialité',
  },
  { type: 'mentions-legales', chemin: '/mentions-legales', titre: 'Mentions légales' },
  { type: 'page-contact', chemin: '/contact-greffeo', titre: 'Nous contacter' },
  { type: 'annuaire-arnaques-kbis', chemin: '/annuaire-arnaques-kbis', titre: 'Annuaire des arnaques au Kbis' },
] as const;

export type TypePageFixe = (typeof PAGES_FIXES)[number]['type'];

/** The types that can be previewed: those built into an article page, collections and fixed pages. */
export const TYPES_APERCU: readonly string[] = [...TYPES_ARTICLES, ...PAGES_FIXES.map((page) => page.type)];
