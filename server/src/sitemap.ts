import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  RECHERCHE_PAR_DEPARTEMENT,
  RECHERCHER_UN_GREFFE,
  departementPath,
  entreprisePath,
  greffePath,
  listeEtablissementsPath,
} from '@portail/domaine';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Sitemaps of the registry pages, built on request from the services (the registry changes every
 * day; nothing is pre-generated). /sitemap.xml is an index of files of at most 50,000 URLs
 * (sitemaps.org): companies and lists of establishments are cut by ranges of ids, so file k always
 * covers the same ids, however large the registry grows. Addresses are built by the domain package's
 * functions, the ones the site's pages use for their canonical address.
 */
export const URLS_PER_FILE = 50_000;

interface PlanElement {
  id: number;
  siren: string;
  denomination: string;
  lastmod: string | null;
}
interface PlanSummary {
  entreprises: { max_id: number };
  etablissements: { max_id: number };
}
interface GreffeItem {
  code: string;
  nom: string;
}
interface DepartementItem {
  code: string;
}

export class SitemapSourceError extends Error {
  constructor(path: string, status: number | string) {
    super(`Plan du site : les services ont répondu ${status} pour ${path}.`);
    this.name = 'SitemapSourceError';
  }
}

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);

function urlset(urls: Iterable<{ loc: string; lastmod?: string | null }>): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ];
  for (const { loc, lastmod } of urls) {
    lines.push(`<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`);
  }
  lines.push('</urlset>');
  return lines.join('\n');
}

function sitemapIndex(locs: string[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locs.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
  ].join('\n');
}

/** Built by the site with its content pages, served from the current release. */
const CONTENT_SITEMAP = 'sitemaps/contenus.xml';

export function registerSitemaps(app: FastifyInstance, servicesUrl: string, siteUrl: string): void {
  async function fetchJson<T>(path: string): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${servicesUrl}${path}`, { signal: AbortSignal.timeout(30_000) });
    } catch (error) {
      throw new SitemapSourceError(path, error instanceof Error ? error.message : 'erreur réseau');
    }
    if (!response.ok) throw new SitemapSourceError(path, response.status);
    return (await response.json()) as T;
  }

  const send = (reply: FastifyReply, xml: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);

  const fail = (reply: FastifyReply, error: unknown) => {
    reply.log.error({ err: error }, 'plan du site indisponible');
    return reply.code(503).header('cache-control', 'no-store').header('retry-after', '60').send();
  };

  app.get('/sitemap.xml', async (_request, reply) => {
    try {
      const summary = await fetchJson<PlanSummary>('/api/seo/plan');
      const files = [`${siteUrl}/sitemaps/annuaire.xml`];
      // The content pages' file is written by the site build (src/build/contenu): it exists when the
      // release being served has content pages.
      if (existsSync(contentSitemap())) files.push(`${siteUrl}/sitemaps/contenus.xml`);
      for (const type of ['entreprises', 'etablissements'] as const) {
        const count = Math.ceil(summary[type].max_id / URLS_PER_FILE);
        for (let k = 1; k <= count; k += 1) files.push(`${siteUrl}/sitemaps/${type}-${k}.xml`);
      }
      return send(reply, sitemapIndex(files));
    } catch (error) {
      return fail(reply, error);
    }
  });

  const contentSitemap = () => path.join(app.releases.current.publicDir, CONTENT_SITEMAP);

  // Static, from the release (registered before the parameterised route below, which it would hit).
  app.get(`/${CONTENT_SITEMAP}`, async (_request, reply) => {
    if (!existsSync(contentSitemap())) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Plan du site introuvable.');
    }
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=0, must-revalidate');
    return reply.sendFile(CONTENT_SITEMAP, app.releases.current.publicDir);
  });

  app.get('/sitemaps/annuaire.xml', async (_request, reply) => {
    try {
      const [greffes, departements] = await Promise.all([
        fetchJson<{ greffes: GreffeItem[] }>('/api/greffes'),
        fetchJson<{ departements: DepartementItem[] }>('/api/seo/departements'),
      ]);
      // A Caledonian portal has no greffe (its services list none) and no greffe search page.
      const urls = [
        ...(greffes.greffes.length > 0 ? [{ loc: `${siteUrl}${RECHERCHER_UN_GREFFE}` }] : []),
        { loc: `${siteUrl}${RECHERCHE_PAR_DEPARTEMENT}` },
        ...departements.departements.map((d) => ({ loc: `${siteUrl}${departementPath(d.code)}` })),
        ...greffes.greffes.map((g) => ({ loc: `${siteUrl}${greffePath(g)}` })),
      ];
      return send(reply, urlset(urls));
    } catch (error) {
      return fail(reply, error);
    }
  });

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const match = /^(entreprises|etablissements)-([1-9]\d{0,6})\.xml$/.exec(request.params.file);
    if (!match) return reply.code(404).type('text/plain; charset=utf-8').send('Plan du site introuvable.');
    const type = match[1];
    const index = Number(match[2]);
    const first = (index - 1) * URLS_PER_FILE;
    try {
      const { elements } = await fetchJson<{ elements: PlanElement[] }>(
        `/api/seo/plan/${type}?apres_id=${first}&limit=${URLS_PER_FILE}`,
      );
      const inRange = elements.filter((e) => e.id <= first + URLS_PER_FILE);
      const cheminDe = type === 'entreprises' ? entreprisePath : listeEtablissementsPath;
      return send(
        reply,
        urlset(
          inRange.map((e) => ({
            loc: `${siteUrl}${cheminDe(e)}`,
            lastmod: e.lastmod,
          })),
        ),
      );
    } catch (error) {
      return fail(reply, error);
    }
  });
}
