import { cheminSansSuffixe } from '../../lib/cms/markdown';
import { APPS_CLIENT } from '../../lib/routes-client';
import { type Cms, texte } from './noeuds';

/** What Gatsby built: a page's address, and the pattern of a client-only or server-rendered route. */
export interface PageConstruite {
  path: string;
  matchPath?: string | null;
}

/** Addresses the portal server answers itself (proxied to the services, or generated). */
export const ADRESSES_SERVEUR = [
  '/api/',
  '/auth/',
  '/identite/',
  '/inscription',
  '/inscription-validation',
  '/mot-de-passe-oublie',
  '/changement-email',
  '/dev/courriels',
  '/sitemap.xml',
  '/sitemaps/',
  '/robots.txt',
  '/uploads/',
];

export interface LienCasse {
  page: string;
  lien: string;
}

export class LiensCasses extends Error {
  constructor(readonly casses: LienCasse[]) {
    super(
      `Liens internes cassés dans le contenu du CMS :\n${casses
        .map(({ page, lien }) => `  - ${page} → ${lien}`)
        .join('\n')}\nCorrigez ces liens dans le CMS, ou publiez la page qu’ils visent.`,
    );
    this.name = 'LiensCasses';
  }
}

/** Gatsby's match paths: `:param` stands for one segment, a final `*` for the rest. */
export function correspond(chemin: string, matchPath: string): boolean {
  const motif = matchPath.replace(/\/+$/, '').split('/');
  const segments = chemin.replace(/\/+$/, '').split('/');
  for (let i = 0; i < motif.length; i += 1) {
    if (motif[i] === '*' || motif[i]?.startsWith('*')) return true;
    if (segments[i] === undefined) return false;
    if (motif[i]?.startsWith(':')) continue;
    if (motif[i] !== segments[i]) return false;
  }
  return segments.length === motif.length;
}

const adresseServeur = (cible: string) =>
  ADRESSES_SERVEUR.some((a) => (a.endsWith('/') ? cible.startsWith(a) : cible === a || cible.startsWith(`${a}/`)));

/**
 * Every internal link (by the page or menu holding it) that leads to no built page or known route.
 * A link into a client-only app (a `*` match path) must also be an address the app answers
 * (`apps`, src/lib/routes-client.ts): the match path alone would let « Page introuvable » through.
 */
export function liensCasses(
  liens: Map<string, Set<string>>,
  pages: PageConstruite[],
  apps: Readonly<Record<string, (chemin: string) => boolean>> = APPS_CLIENT,
): LienCasse[] {
  // The built pages are indexed once, not scanned again for every link.
  const chemins = new Set(pages.map((page) => cheminSansSuffixe(page.path)));
  const motifs = pages.flatMap((page) => (page.matchPath ? [page.matchPath] : []));
  const existe = (lien: string) => {
    const cible = cheminSansSuffixe(lien);
    return (
      adresseServeur(cible) ||
      chemins.has(cible) ||
      motifs.some((motif) => correspond(cible, motif) && (apps[motif]?.(cible) ?? true))
    );
  };
  const casses: LienCasse[] = [];
  for (const [page, cibles] of liens) {
    for (const lien of cibles) if (!existe(lien)) casses.push({ page, lien });
  }
  return casses;
}

/** Internal links of the header menu and of the footer, which must lead somewhere too. */
export function liensDesMenus(cms: Cms): Map<string, Set<string>> {
  const interne = (url: string) => url.startsWith('/') && !url.startsWith('//');
  const entete = new Set<string>();
  for (const entree of cms.entrees('menu-entry')) {
    const relies = [cms.lie(entree, 'related'), ...cms.lies(entree, 'items').map((item) => cms.lie(item, 'related'))];
    for (const relie of relies) if (interne(texte(relie, 'path'))) entete.add(cheminSansSuffixe(texte(relie, 'path')));
  }
  const pied = new Set<string>();
  for (const groupe of cms.entrees('footer-link-group')) {
    for (const lien of cms.lies(groupe, 'links'))
      if (interne(texte(lien, 'url'))) pied.add(cheminSansSuffixe(texte(lien, 'url')));
  }
  return new Map([
    ['menu de l’en-tête', entete],
    ['pied de page', pied],
  ]);
}
