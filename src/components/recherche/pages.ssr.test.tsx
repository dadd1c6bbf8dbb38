/**
 * @jest-environment node
 */
import type { HeadProps, PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import RechercheEntrepriseDirigeantPage, { Head } from '../../pages/recherche-entreprise-dirigeant/[...]';
import ResultatsDeRecherchePage, {
  Head as HeadResultats,
} from '../../pages/recherche-entreprise-dirigeant/resultats-de-recherche';
import { AppStateProvider } from '../../state/app-state-provider';
import { CONSEIL_RECHERCHE } from './page-resultats';

const RESULTATS = '/recherche-entreprise-dirigeant/resultats-de-recherche';
const AVANCEE = '/recherche-entreprise-dirigeant/recherche-avancee';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
  });
});

const page = (pathname: string, search = '') =>
  renderToString(
    <AppStateProvider>
      <RechercheEntrepriseDirigeantPage {...({ location: { pathname, search } } as unknown as PageProps)} />
    </AppStateProvider>,
  );

const tete = (pathname: string) => renderToString(<Head {...({ location: { pathname } } as unknown as HeadProps)} />);

/** The results page as Gatsby renders it at build time: one HTML file for every search. */
const resultats = (search?: string) =>
  renderToString(
    <AppStateProvider>
      <ResultatsDeRecherchePage {...({ location: { pathname: RESULTATS, search } } as unknown as PageProps)} />
    </AppStateProvider>,
  );

describe('results page on the server (its own static page)', () => {
  const fetchOrigine = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = fetchOrigine;
  });

  it('is the page as it will stand, fields empty and the results’ place kept, searching nothing', () => {
    const appels = jest.fn();
    globalThis.fetch = appels;
    const html = resultats();
    expect(html).toMatch(/<h1[^>]*>Résultats de recherche<\/h1>/);
    // How to search, places included: the page's largest text, there from the first paint (its LCP).
    expect(html).toMatch(new RegExp(`<p[^>]*>${CONSEIL_RECHERCHE.replace(/[()]/g, '\\$&')}</p>`));
    expect(html).toMatch(/<form[^>]*role="search"[^>]*aria-label="Modifier la recherche"/);
    expect(html).toMatch(/<input[^>]*id="recherche-phrase"[^>]*value=""/);
    expect(html).toContain('role="tablist" aria-label="Type de résultats"');
    expect(html).toContain('<legend>Affiner la recherche</legend>');
    // The heading keeps the line of « page 1 sur … » (emotion writes its styles inline here).
    expect(html).toMatch(
      /<h2[^>]*>Recherche en cours…(<style[^>]*>[^<]*<\/style>)?<span[^>]*aria-hidden="true"[^>]*>\u00a0<\/span><\/h2>/,
    );
    expect(html).toMatch(/<div role="status">.*Chargement des résultats…/s);
    expect(html).not.toContain('<article');
    expect(appels).not.toHaveBeenCalled();
  });

  it('is the same HTML whatever the address: the search is read in the browser', () => {
    expect(resultats('?phrase=boulangerie+lyon&department=69')).toBe(resultats());
  });

  it('shows visitors without JavaScript why, and hides from them what needs it', () => {
    const html = resultats();
    expect(html).toMatch(
      /<noscript><style>\.recherche-avec-javascript\{display:none\}<\/style>.*a besoin de JavaScript.*href="\/recherche-par-departement".*<\/noscript>/s,
    );
    // Everything that needs JavaScript is inside the element that style hides.
    const debut = html.indexOf('class="recherche-avec-javascript');
    expect(debut).toBeGreaterThan(html.indexOf('</noscript>'));
    for (const morceau of ['role="search"', 'role="tablist"', 'Affiner la recherche', 'role="status"']) {
      expect(html.indexOf(morceau)).toBeGreaterThan(debut);
    }
  });

  it('keeps the results out of search engines', () => {
    const html = renderToString(<HeadResultats />);
    expect(html).toContain('<title>Résultats de recherche | Greffeo</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('search pages on the server (the static app shell)', () => {
  it('render without a browser, whatever the address of the build', () => {
    expect(typeof window).toBe('undefined');
    expect(() => page('/recherche-entreprise-dirigeant/[...]')).not.toThrow();
    expect(() => page(RESULTATS, '?phrase=dupr&page=abc')).not.toThrow();
  });

  it('give a title, and to visitors without JavaScript a way to browse the registry', () => {
    const html = page(AVANCEE, '?phrase=dupr');
    expect(html).toMatch(/<h1[^>]*>Recherche d’entreprises et de dirigeants<\/h1>/);
    expect(html).toContain('<noscript>');
    expect(html).toMatch(/<noscript>.*a besoin de JavaScript.*href="\/recherche-par-departement".*<\/noscript>/s);
    // No search runs on the server.
    expect(html).not.toContain('résultats');
  });
});

describe('search pages <head>', () => {
  it('keeps results out of search engines', () => {
    const html = tete(RESULTATS);
    expect(html).toContain('<title>Résultats de recherche | Greffeo</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain(`<link rel="canonical" href="https://greffeo.test${RESULTATS}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it('lets the advanced search be indexed, with its description', () => {
    const html = tete(AVANCEE);
    expect(html).toContain('<title>Recherche avancée d’entreprises et de dirigeants | Greffeo</title>');
    expect(html).not.toContain('noindex');
    expect(html).toContain(`<link rel="canonical" href="https://greffeo.test${AVANCEE}"/>`);
  });

  it('keeps the static shell (built under the page pattern) out of search engines', () => {
    expect(tete('/recherche-entreprise-dirigeant/[...]')).toContain('noindex');
  });
});
