/**
 * @jest-environment node
 */
import type { HeadProps, PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import RechercheEntrepriseDirigeantPage, { Head } from '../../pages/recherche-entreprise-dirigeant/[...]';
import { AppStateProvider } from '../../state/app-state-provider';

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

describe('search pages on the server (the static app shell)', () => {
  it('render without a browser, whatever the address of the build', () => {
    expect(typeof window).toBe('undefined');
    expect(() => page('/recherche-entreprise-dirigeant/[...]')).not.toThrow();
    expect(() => page(RESULTATS, '?phrase=dupr&page=abc')).not.toThrow();
  });

  it('give a title, and to visitors without JavaScript a way to browse the registry', () => {
    const html = page(RESULTATS, '?phrase=dupr');
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
