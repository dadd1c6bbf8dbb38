import { Marked, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * The one Markdown renderer of the site, run at build time only (gatsby-node): the browser receives
 * finished, sanitized HTML in the page data and never loads a Markdown or sanitizing library.
 *
 * - Sanitized: raw HTML from the CMS never executes (allowlisted tags and attributes, no scripts,
 *   frames, styles, event handlers, or `javascript:`/`data:` addresses).
 * - Headings shifted: the page title is the only h1; the text's highest heading becomes `niveau`
 *   (h2 by default) and no level is ever skipped.
 * - Links: internal ones are collected for the build's link check; external ones get
 *   `rel="noopener noreferrer"`, open in a new window and say so to screen readers.
 */

export const NOUVELLE_FENETRE = '(nouvelle fenêtre)';
/** Class of screen-reader-only text inside rendered Markdown (styled by the RichText component). */
export const CLASSE_MASQUEE = 'texte-masque';

export interface OptionsMarkdown {
  /** Level of the text's highest heading (2 when the text sits right under the page's h1). */
  niveau?: number;
  /** Absolute addresses on this origin are treated as internal links. */
  siteUrl?: string;
}

export interface MarkdownRendu {
  html: string;
  /** Internal paths linked from the text (without query or fragment), for the build's link check. */
  liensInternes: string[];
}

const SCHEMES = ['http', 'https', 'mailto', 'tel'];

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

type Cible = { type: 'interne'; chemin: string; href: string } | { type: 'externe'; href: string } | null;

/** Classifies a link target; `null` for anything that must not become a link. */
export function classerLien(href: string, siteUrl?: string): Cible {
  const brut = href.trim();
  if (brut.startsWith('#')) return { type: 'interne', chemin: '', href: brut };
  if (brut.startsWith('/') && !brut.startsWith('//')) return interne(brut);
  let url: URL;
  try {
    url = new URL(brut);
  } catch {
    return null;
  }
  if (!SCHEMES.includes(url.protocol.replace(/:$/, ''))) return null;
  if (siteUrl && url.origin === new URL(siteUrl).origin) {
    return interne(`${url.pathname}${url.search}${url.hash}`);
  }
  return { type: 'externe', href: url.href };
}

/** An internal link, written without the trailing slash the portal would redirect. */
function interne(relatif: string): Cible {
  const chemin = cheminSansSuffixe(relatif);
  return { type: 'interne', chemin, href: `${chemin}${relatif.slice(relatif.search(/[?#]|$/))}` };
}

/** `/a/b/?x=1#y` → `/a/b` (the site's addresses have no trailing slash). */
export function cheminSansSuffixe(chemin: string): string {
  const sans = chemin.replace(/[?#].*$/, '');
  return sans.length > 1 ? sans.replace(/\/+$/, '') : sans;
}

/** New depth of every heading: the highest becomes `niveau`, and no level is skipped. */
function decalerTitres(tokens: Token[], niveau: number): void {
  const titres: Tokens.Heading[] = [];
  const visiter = (liste: Token[]) => {
    for (const token of liste) {
      if (token.type === 'heading') titres.push(token as Tokens.Heading);
      const enfants = (token as { tokens?: Token[] }).tokens;
      if (token.type === 'blockquote' && enfants) visiter(enfants);
    }
  };
  visiter(tokens);
  if (titres.length === 0) return;
  const plusHaut = Math.min(...titres.map((t) => t.depth));
  let precedent = niveau - 1;
  for (const titre of titres) {
    const voulu = titre.depth - plusHaut + niveau;
    const depth = Math.min(6, Math.max(niveau, Math.min(voulu, precedent + 1)));
    titre.depth = depth;
    precedent = depth;
  }
}

function sanitize(html: string, niveau: number): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'hr',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'ul',
      'ol',
      'li',
      'strong',
      'em',
      'b',
      'i',
      'del',
      's',
      'code',
      'pre',
      'blockquote',
      'a',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'abbr',
      'sup',
      'sub',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      span: ['class'],
      abbr: ['title'],
      th: ['scope', 'align'],
      td: ['align'],
      ol: ['start'],
    },
    allowedClasses: { span: [CLASSE_MASQUEE] },
    allowedSchemes: SCHEMES,
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    // A raw <h1> in the CMS text would compete with the page title.
    transformTags: {
      h1: `h${Math.min(6, niveau)}`,
      a: (tagName, attribs) => {
        const { target, ...reste } = attribs;
        return {
          tagName,
          attribs: target === '_blank' ? { ...reste, target, rel: 'noopener noreferrer' } : reste,
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
  });
}

/** Renders CMS Markdown to safe HTML (see the module comment). */
export function renderMarkdown(markdown: string | null | undefined, options: OptionsMarkdown = {}): MarkdownRendu {
  const niveau = Math.min(6, Math.max(2, options.niveau ?? 2));
  const liensInternes = new Set<string>();
  if (!markdown?.trim()) return { html: '', liensInternes: [] };
  const marked = new Marked({ gfm: true, async: false });
  marked.use({
    renderer: {
      link(this: { parser: { parseInline(tokens: Token[]): string } }, token: Tokens.Link) {
        const texte = this.parser.parseInline(token.tokens);
        const cible = classerLien(token.href, options.siteUrl);
        const titre = token.title ? ` title="${escapeHtml(token.title)}"` : '';
        if (cible === null) return texte;
        if (cible.type === 'interne') {
          if (cible.chemin) liensInternes.add(cible.chemin);
          return `<a href="${escapeHtml(cible.href)}"${titre}>${texte}</a>`;
        }
        if (/^(mailto|tel):/.test(cible.href)) return `<a href="${escapeHtml(cible.href)}"${titre}>${texte}</a>`;
        return (
          `<a href="${escapeHtml(cible.href)}"${titre} target="_blank" rel="noopener noreferrer">${texte}` +
          `<span class="${CLASSE_MASQUEE}"> ${NOUVELLE_FENETRE}</span></a>`
        );
      },
      // Images are not part of the editorial Markdown: their alternative text is kept, never the file.
      image(token: Tokens.Image) {
        return escapeHtml(token.text);
      },
    },
  });
  const tokens = marked.lexer(markdown);
  decalerTitres(tokens, niveau);
  const html = marked.parser(tokens);
  return { html: sanitize(html, niveau), liensInternes: [...liensInternes] };
}
