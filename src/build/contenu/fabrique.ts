import type { IdentiteEditeur } from '@portail/domaine';
import { cheminSansSuffixe, renderMarkdown } from '../../lib/cms/markdown';
import type { StrapiMedia } from '../../lib/cms/strapi-image';
import type {
  Bloc,
  Carte,
  ContexteArticle,
  ContexteCommun,
  ContexteFaq,
  ContexteListe,
  ContextePlan,
  ContexteTarifs,
  Etape,
  Lien,
  SeoContenu,
} from '../../lib/contenu/types';
import { formatDate } from '../../lib/registre/format';
import { pageDeLaRegion } from '../../lib/region';
import { type Cms, type Noeud, texte } from './noeuds';

/** Each template (src/templates/<name>.tsx) and the context it receives. */
export interface Contextes {
  article: ContexteArticle;
  liste: ContexteListe;
  faq: ContexteFaq;
  tarifs: ContexteTarifs;
  'plan-du-site': ContextePlan;
}
export type Gabarit = keyof Contextes;

export interface PageContenu {
  gabarit: Gabarit;
  contexte: ContexteCommun;
}

export class CheminEnDouble extends Error {
  constructor(readonly chemin: string) {
    super(`Deux pages de contenu veulent l’adresse ${chemin} : renommez l’une des deux dans le CMS.`);
    this.name = 'CheminEnDouble';
  }
}

export const ACCUEIL: Etape = { titre: 'Accueil', chemin: '/' };

/** A listing page's CMS texts (`rubrique` entry); `etape` is its title at its address. */
export interface Rubrique {
  etape: Etape;
  introHtml?: string;
  seo: SeoContenu;
}

/**
 * Collects the content pages to create: renders each page's Markdown (recording its internal links
 * for the link check) and refuses two pages at the same address.
 */
export class Fabrique {
  readonly pages: PageContenu[] = [];
  /** Internal links found in each page's Markdown, by page address. */
  readonly liens = new Map<string, Set<string>>();
  private readonly chemins = new Set<string>();

  /**
   * @param editeur the portal's publisher (PORTAIL_EDITEUR), null when the instance declares none;
   *   undefined where it is not known (a CMS preview), whose legal notice then shows its text only.
   */
  constructor(
    readonly cms: Cms,
    readonly siteUrl: string,
    readonly editeur?: IdentiteEditeur | null,
  ) {}

  /** Records internal links found on the page at `chemin`, for the link check. */
  private noter(chemin: string, liens: Iterable<string>): void {
    const notes = this.liens.get(chemin) ?? new Set<string>();
    for (const lien of liens) notes.add(lien);
    this.liens.set(chemin, notes);
  }

  /** Markdown of `champ` rendered for the page at `chemin`; its headings start at `niveau`. */
  html(chemin: string, markdown: string, niveau = 2): string {
    const rendu = renderMarkdown(markdown, { niveau, siteUrl: this.siteUrl });
    this.noter(chemin, rendu.liensInternes);
    return rendu.html;
  }

  /** A text block, with its heading when `titre` is given. Empty text gives no block. */
  bloc(chemin: string, markdown: string, titre?: string): Bloc[] {
    const html = this.html(chemin, markdown, titre ? 3 : 2);
    return html ? [{ titre, html }] : [];
  }

  /** A link of the CMS (`shared.link`), recorded for the check when internal. */
  lien(chemin: string, noeud: Noeud): Lien | null {
    const url = texte(noeud, 'url');
    const libelle = texte(noeud, 'label');
    if (!url || !libelle) return null;
    const interne = url.startsWith('/') && !url.startsWith('//');
    if (interne) this.noter(chemin, [cheminSansSuffixe(url)]);
    return { libelle, url: interne ? url.replace(/(.)\/+$/, '$1') : url, externe: !interne };
  }

  /** The complete links of a repeatable `shared.link` field. */
  liensDe(chemin: string, noeud: Noeud, champ = 'liens'): Lien[] {
    return this.cms.lies(noeud, champ).flatMap((l) => {
      const lien = this.lien(chemin, l);
      return lien ? [lien] : [];
    });
  }

  /** Adds a page; one the build's region does not have (src/lib/region.ts) is left out. */
  ajouter<G extends Gabarit>(gabarit: G, contexte: Contextes[G]): void {
    if (!pageDeLaRegion(contexte.chemin)) return;
    if (this.chemins.has(contexte.chemin)) throw new CheminEnDouble(contexte.chemin);
    this.chemins.add(contexte.chemin);
    this.pages.push({ gabarit, contexte });
  }

  /** Title, introduction and SEO of a listing page (`rubrique` entry whose slug is the address). */
  rubrique(slug: string, titreParDefaut: string): Rubrique {
    const noeud = this.cms.entrees('rubrique').find((r) => texte(r, 'slug') === slug) ?? null;
    const titre = texte(noeud, 'titre') || titreParDefaut;
    const intro = noeud ? this.cms.markdown(noeud, 'introduction') : '';
    return {
      etape: { titre, chemin: `/${slug}` },
      introHtml: this.html(`/${slug}`, intro) || undefined,
      seo: seo(noeud, titre, texteBrut(intro) || titre),
    };
  }

  /** Adds the listing page of a rubrique: its texts, then its cards (or `vide` when there is none). */
  liste(rubrique: Rubrique, section: string, groupes: ContexteListe['groupes'], vide: string): void {
    const { etape, introHtml, seo: seoRubrique } = rubrique;
    this.ajouter('liste', {
      chemin: etape.chemin,
      section,
      titre: etape.titre,
      fil: [ACCUEIL, etape],
      seo: seoRubrique,
      introHtml,
      groupes,
      vide,
    });
  }

  /**
   * The article page of an entry under `parents`: its title, its summary (`resume`) as chapo and
   * SEO description, its `corps` as text, and its image when the type has one. Callers add the rest.
   */
  fiche(
    noeud: Noeud,
    chemin: string,
    section: string,
    parents: Etape[],
    type: SeoContenu['type'] = 'website',
    image?: StrapiMedia | null,
  ): ContexteArticle {
    const titre = texte(noeud, 'titre');
    return {
      chemin,
      section,
      titre,
      fil: [...parents, { titre, chemin }],
      seo: seo(noeud, titre, texte(noeud, 'resume'), type, image?.url),
      chapo: texte(noeud, 'resume'),
      meta: [],
      ...(image === undefined ? {} : { image }),
      blocs: this.bloc(chemin, this.cms.markdown(noeud, 'corps')),
    };
  }
}

/** SEO of an entry: its own fields, else its title and summary. */
export function seo(
  noeud: Noeud | null,
  titre: string,
  description: string,
  type: SeoContenu['type'] = 'website',
  image?: string | null,
): SeoContenu {
  return {
    titre: texte(noeud, 'seo_title') || titre,
    description: texte(noeud, 'seo_description') || description,
    type,
    image: image ?? null,
  };
}

/** Markdown reduced to plain text (for descriptions). */
export function texteBrut(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[#*_`>]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}

/** The card of an entry: its title and summary, with short facts (`meta`) when given. */
export const carte = (noeud: Noeud, chemin: string, meta?: string): Carte => {
  const resume = texte(noeud, 'resume');
  return { titre: texte(noeud, 'titre'), chemin, ...(resume ? { resume } : {}), ...(meta ? { meta } : {}) };
};

/** « 10 mars 2026 », « 1er mars 2026 », with no-break spaces; '' for a date that is not one. */
export function dateFr(iso: string): string {
  const date = new Date(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? '' : formatDate(date.toISOString()).replace(/ /g, '\u00a0');
}
