import type { StrapiMedia } from '../cms/strapi-image';

/**
 * What the content templates receive as page context. gatsby-node builds it from the CMS nodes at
 * build time (Markdown already rendered and sanitized, links already checked), so the page data
 * carries exactly what the page shows and the browser never parses Markdown.
 */

/** One step of the breadcrumb; the last one is the page itself. */
export interface Etape {
  titre: string;
  chemin: string;
}

export interface SeoContenu {
  titre: string;
  description: string;
  /** Site-relative address of the sharing image (mirrored in public/uploads), if any. */
  image?: string | null;
  type: 'website' | 'article';
  noindex?: boolean;
}

/** Common to every content page. `section` groups the plan du site and the analytics exclusions. */
export interface ContexteCommun {
  chemin: string;
  section: string;
  titre: string;
  fil: Etape[];
  seo: SeoContenu;
}

export interface Bloc {
  /** Rendered as an h2 above the text (whose own headings then start at h3). */
  titre?: string;
  html: string;
}

export interface Carte {
  titre: string;
  chemin: string;
  resume?: string;
  meta?: string;
}

export interface Lien {
  libelle: string;
  url: string;
  externe: boolean;
}

export interface Formulaire {
  libelle: string;
  cerfa?: string;
  description?: string;
  url?: string;
}

export interface LigneTarif {
  canal: string;
  prix: string;
  date: string;
  source: string;
  detail?: string;
}

export interface TableTarifs {
  document: string;
  lignes: LigneTarif[];
}

export interface ContexteArticle extends ContexteCommun {
  chapo?: string;
  /** Short facts under the title (date, category, level, duration…). */
  meta: string[];
  image?: StrapiMedia | null;
  blocs: Bloc[];
  formulaires?: Formulaire[];
  liens?: Lien[];
  action?: Lien;
  video?: { url: string; duree?: string };
  sousPages?: { titre: string; cartes: Carte[] };
  tarifs?: TableTarifs[];
}

export interface ContexteListe extends ContexteCommun {
  introHtml?: string;
  groupes: Array<{ titre?: string; cartes: Carte[] }>;
  /** Said plainly when there is nothing to list. */
  vide?: string;
  pagination?: { page: number; pages: number; base: string };
}

export interface QuestionFaq {
  question: string;
  ancre: string;
  html: string;
}

export interface ContexteFaq extends ContexteCommun {
  introHtml?: string;
  themes: Array<{ titre: string; ancre: string; questions: QuestionFaq[] }>;
}

export interface ContexteTarifs extends ContexteCommun {
  chapo?: string;
  introHtml: string;
  avertissementHtml: string;
  tables: TableTarifs[];
}

export interface ContextePlan extends ContexteCommun {
  groupes: Array<{ titre: string; pages: Etape[] }>;
}
