import type { IdentiteEditeur } from '@portail/domaine';
import { Fabrique } from './fabrique';
import { Cms, type LecteurNoeuds } from './noeuds';
import { pageFaq, pagesKbisDocuments, pagesServices, pageTarifs } from './pages-catalogue';
import { pagesActualites, pagesAides, pagesVideos } from './pages-articles';
import { pagesDossiers, pagesGuide } from './pages-dossiers';
import { pagesFixes } from './pages-fixes';
import { pagesFormalites } from './pages-formalites';
import { liensDesMenus } from './verification-liens';

/** Every content page of SPEC §2 from the CMS nodes, with the internal links to check. */
export function construirePagesContenu(
  lecteur: LecteurNoeuds,
  siteUrl: string,
  editeur: IdentiteEditeur | null,
): Fabrique {
  const fabrique = new Fabrique(new Cms(lecteur), siteUrl, editeur);
  pagesActualites(fabrique);
  pagesAides(fabrique);
  pagesVideos(fabrique);
  pagesDossiers(fabrique);
  pagesGuide(fabrique);
  pagesFormalites(fabrique);
  pagesServices(fabrique);
  pagesKbisDocuments(fabrique);
  pageTarifs(fabrique);
  pageFaq(fabrique);
  pagesFixes(fabrique);
  for (const [origine, liens] of liensDesMenus(fabrique.cms)) fabrique.liens.set(origine, liens);
  return fabrique;
}

export { contextePlan, CHEMIN_PLAN, robotsTxt, sitemapContenus, type PageDuSite } from './plan';
export { LiensCasses, liensCasses } from './verification-liens';
