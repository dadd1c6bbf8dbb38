import { ACCUEIL, Fabrique } from '../../../build/contenu/fabrique';
import { Cms, texte, type Noeud } from '../../../build/contenu/noeuds';
import { pagesActualites, pagesAides, pagesVideos } from '../../../build/contenu/pages-articles';
import { pagesKbisDocuments, pagesServices } from '../../../build/contenu/pages-catalogue';
import { pagesDossiers, pagesGuide } from '../../../build/contenu/pages-dossiers';
import { PAGES_FIXES, pagesFixes } from '../../../build/contenu/pages-fixes';
import { pagesFormalites } from '../../../build/contenu/pages-formalites';
import type { ContexteArticle } from '../types';
import { type Json, NoeudsApercu } from './noeuds-rest';

/**
 * The content types that can be previewed: exactly those the site builds into an article page
 * (src/templates/article.tsx). Anything else (menus, prices, FAQ, rubriques…) is refused, so a
 * signed link can never be used to read another kind of draft. Each type is rendered by the
 * build's own page builder, fed with the one draft: same fields, same Markdown renderer, same
 * layout as once published.
 */
export interface TypeApercu {
  /** REST route: `/api/{pluriel}/{documentId}`, or `/api/{type}` for a single type (null). */
  pluriel: string | null;
  construire: (f: Fabrique) => void;
  /** Address the page will have once published, to pick it among the builder's pages. */
  chemin: (racine: Noeud) => string;
  /** Related entries the builder reads as entries of their own type (breadcrumb, sub-pages). */
  voisins?: Record<string, string[]>;
}

const slug = (prefixe: string) => (racine: Noeud) => `${prefixe}/${texte(racine, 'slug')}`;

const unique = (type: (typeof PAGES_FIXES)[number]['type']): TypeApercu => ({
  pluriel: null,
  construire: pagesFixes,
  chemin: () => PAGES_FIXES.find((p) => p.type === type)?.chemin ?? '',
});

export const TYPES_APERCU: Readonly<Record<string, TypeApercu>> = {
  actualite: { pluriel: 'actualites', construire: pagesActualites, chemin: slug('/actualites') },
  'aide-et-tutoriel': { pluriel: 'aides-et-tutoriels', construire: pagesAides, chemin: slug('/aides-et-tutoriels') },
  'tutoriel-video': { pluriel: 'tutoriels-videos', construire: pagesVideos, chemin: slug('/tutoriels-videos') },
  'dossier-thematique': {
    pluriel: 'dossiers-thematiques',
    construire: pagesDossiers,
    chemin: (r) => `/dossiers-thematiques/${texte(r, 'chemin')}`,
    voisins: { 'dossier-thematique': ['parent', 'parent.parent', 'enfants'] },
  },
  'guide-formalites-section': {
    pluriel: 'guide-formalites-sections',
    construire: pagesGuide,
    chemin: slug('/guide-des-formalites'),
    voisins: { 'guide-formalites-page': ['pages'] },
  },
  'guide-formalites-page': {
    pluriel: 'guide-formalites-pages',
    construire: pagesGuide,
    chemin: (r) => `/guide-des-formalites/${texte(r, 'chemin').split('/')[0]}/${texte(r, 'slug')}`,
    voisins: { 'guide-formalites-section': ['section'] },
  },
  'type-formalite': {
    pluriel: 'types-formalites',
    construire: pagesFormalites,
    chemin: slug('/formalites-entreprise'),
  },
  formalite: { pluriel: 'formalites', construire: pagesFormalites, chemin: slug('/formalites') },
  'formalite-dgfip': { pluriel: 'formalites-dgfip', construire: pagesFormalites, chemin: slug('/formalites-dgfip') },
  service: { pluriel: 'services', construire: pagesServices, chemin: slug('/services') },
  'kbis-document': { pluriel: 'kbis-documents', construire: pagesKbisDocuments, chemin: slug('/kbis-documents') },
  page: { pluriel: 'pages', construire: pagesFixes, chemin: (r) => `/${texte(r, 'slug')}` },
  ...Object.fromEntries(PAGES_FIXES.map((p) => [p.type, unique(p.type)])),
};

export const typeApercu = (type: string): TypeApercu | null =>
  Object.prototype.hasOwnProperty.call(TYPES_APERCU, type) ? (TYPES_APERCU[type] ?? null) : null;

/** REST path of a draft (without `?status=draft…`). */
export const cheminRest = (type: string, def: TypeApercu, id: string): string =>
  def.pluriel ? `/api/${def.pluriel}/${encodeURIComponent(id)}` : `/api/${type}`;

/**
 * The article page of a draft, as the build would make it. A draft may still miss what the builder
 * needs to place the page (an empty `chemin`, a reserved slug): it is then shown with its title,
 * summary and body only, which is what an editor checks at that stage.
 */
export function articleApercu(type: string, def: TypeApercu, document: Json, siteUrl: string): ContexteArticle {
  const noeuds = new NoeudsApercu(type, document, def.voisins);
  const fabrique = new Fabrique(new Cms(noeuds), siteUrl);
  const chemin = def.chemin(noeuds.racine);
  try {
    def.construire(fabrique);
  } catch {
    // PageLibreInterdite and the like stop a build; a preview falls back to the plain article.
  }
  const page = fabrique.pages.find((p) => p.gabarit === 'article' && p.contexte.chemin === chemin);
  if (page) return page.contexte as ContexteArticle;
  const titre = texte(noeuds.racine, 'titre') || 'Sans titre';
  return {
    chemin,
    section: 'apercu',
    titre,
    fil: [ACCUEIL, { titre, chemin }],
    seo: { titre, description: '', type: 'article', noindex: true },
    chapo: texte(noeuds.racine, 'resume') || texte(noeuds.racine, 'chapo') || undefined,
    meta: [],
    blocs: fabrique.bloc(chemin, fabrique.cms.markdown(noeuds.racine, 'corps')),
  };
}
