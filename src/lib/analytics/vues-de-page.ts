import type { EvenementAnalytique } from '../../state/analytics';

/**
 * SPEC §2: no page-view event for documents officiels, formalités, services, FAQ, aides et
 * tutoriels, tutoriels vidéos, guide des formalités and dossiers thématiques. Each section is the
 * first segment(s) of its addresses.
 */
export const SECTIONS_SANS_VUE_DE_PAGE = [
  '/kbis-documents',
  '/formalites',
  '/formalites-entreprise',
  '/formalites-dgfip',
  '/services',
  '/faq',
  '/aides-et-tutoriels',
  '/tutoriels-videos',
  '/guide-des-formalites',
  '/dossiers-thematiques',
];

export function vueDePageMesuree(chemin: string): boolean {
  const sansBarre = chemin.length > 1 ? chemin.replace(/\/+$/, '') : chemin;
  return !SECTIONS_SANS_VUE_DE_PAGE.some((section) => sansBarre === section || sansBarre.startsWith(`${section}/`));
}

/** The data-layer event of a page view: the address only, never its query (it may hold search text). */
export function evenementVueDePage(chemin: string, titre: string): EvenementAnalytique {
  return { event: 'page_view', page_path: chemin, page_title: titre };
}
