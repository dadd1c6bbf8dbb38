import type { ContextePlan, Etape } from '../../lib/contenu/types';
import { pageDeLaRegion } from '../../lib/region';
import { ACCUEIL } from './fabrique';

/** A page as Gatsby recorded it (SitePage node). */
export interface PageDuSite {
  path: string;
  matchPath?: string | null;
  context?: { section?: unknown; titre?: unknown; seo?: { noindex?: unknown } } | null;
}

/** Sections of the plan du site, in this order, and their headings. */
export const SECTIONS: Array<[string, string]> = [
  ['recherche', 'Rechercher'],
  ['kbis-documents', 'Kbis et documents officiels'],
  ['formalites', 'Formalités'],
  ['guide-des-formalites', 'Guide des formalités'],
  ['services', 'Services'],
  ['tarifs', 'Tarifs'],
  ['actualites', 'Actualités'],
  ['aides-et-tutoriels', 'Aides et tutoriels'],
  ['tutoriels-videos', 'Tutoriels vidéos'],
  ['dossiers-thematiques', 'Dossiers thématiques'],
  ['faq', 'Questions fréquentes'],
  ['informations', 'Informations'],
];

/**
 * Pages of src/pages (no CMS context) worth listing, with their titles. Gatsby creates them after
 * the site's createPagesStatefully has run, so they are declared here rather than read.
 */
const PAGES_APPLICATION: Record<string, string> = {
  '/': 'Accueil',
  '/recherche-entreprise-dirigeant/recherche-avancee': 'Recherche avancée d’entreprises et de dirigeants',
  '/rechercher-un-greffe': 'Rechercher un greffe',
  '/recherche-par-departement': 'Recherche par département',
  '/services/recherche-gage-sans-depossession': 'Recherche de gage sans dépossession',
  '/services/consulter-une-affaire': 'Consulter une affaire',
};

/** The formalities pages of src/pages (src/app/formalites), listed with the CMS's formalities. */
const PAGES_APPLICATION_FORMALITES: Record<string, string> = {
  '/formalites/suivi-formalite': 'Suivre une formalité',
  '/formalites/conditions-d-acces': 'Conditions d’accès aux formalités',
  '/formalites/etapes-prealables': 'Étapes préalables à une formalité',
  '/formalites-dgfip/saisie-inscription': 'Saisir une inscription du privilège du Trésor',
};

export const CHEMIN_PLAN = '/plan-du-site';

/**
 * The indexable pages of the build, by section: every content page (its context names its section
 * and title, read from Gatsby's SitePage nodes) and the search entry points. Client-only, server-rendered, error, preview and loading
 * pages are left out.
 */
export function pagesIndexables(pages: PageDuSite[]): Array<{ section: string; page: Etape }> {
  const liste: Array<{ section: string; page: Etape }> = [];
  const vus = new Set<string>();
  const ajouter = (section: string, page: Etape) => {
    // The application pages are listed by name: a Caledonian build has not the mainland's (src/lib/region.ts).
    if (vus.has(page.chemin) || !pageDeLaRegion(page.chemin)) return;
    vus.add(page.chemin);
    liste.push({ section, page });
  };
  for (const [chemin, titre] of Object.entries(PAGES_APPLICATION)) ajouter('recherche', { titre, chemin });
  for (const [chemin, titre] of Object.entries(PAGES_APPLICATION_FORMALITES)) ajouter('formalites', { titre, chemin });
  for (const p of pages) {
    const contexte = p.context;
    if (p.matchPath || !contexte || typeof contexte.section !== 'string' || typeof contexte.titre !== 'string')
      continue;
    if (contexte.seo?.noindex === true || p.path === CHEMIN_PLAN) continue;
    ajouter(contexte.section, { titre: contexte.titre, chemin: p.path });
  }
  return liste;
}

export function contextePlan(pages: PageDuSite[]): ContextePlan {
  const indexables = pagesIndexables(pages);
  const titre = 'Plan du site';
  return {
    chemin: CHEMIN_PLAN,
    section: 'informations',
    titre,
    fil: [ACCUEIL, { titre, chemin: CHEMIN_PLAN }],
    seo: {
      titre: 'Plan du site | Greffeo',
      description: 'Toutes les pages du portail Greffeo, rubrique par rubrique.',
      type: 'website',
    },
    groupes: SECTIONS.flatMap(([section, titreSection]) => {
      const sesPages = indexables
        .filter((i) => i.section === section)
        .map((i) => i.page)
        .sort((a, b) => a.chemin.localeCompare(b.chemin));
      return sesPages.length > 0 ? [{ titre: titreSection, pages: sesPages }] : [];
    }),
  };
}

const xml = (texte: string) => texte.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** sitemaps.org file of the content pages (and the plan du site), for /sitemaps/contenus.xml. */
export function sitemapContenus(pages: PageDuSite[], siteUrl: string): string {
  const chemins = [...pagesIndexables(pages).map((i) => i.page.chemin), CHEMIN_PLAN];
  const urls = chemins.map((c) => `  <url><loc>${xml(`${siteUrl}${c === '/' ? '' : c}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything crawlable but the personal and transactional areas; the sitemap index. */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /espace-personnel',
    'Disallow: /panier',
    'Disallow: /post-connexion',
    'Disallow: /selection-compte-client',
    'Disallow: /alertes/',
    'Disallow: /Lien/',
    'Disallow: /recherche-entreprise-dirigeant/resultats-de-recherche',
    'Disallow: /apercu',
    'Disallow: /chargement',
    'Disallow: /api/',
    'Disallow: /auth/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
