/**
 * Helpers of the page tests: site metadata for `Seo`/`useSiteUrl`, getServerData's argument,
 * the services' outage, and what a `Head` renders.
 */
import * as React from 'react';
import { render } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { ServicesUnavailable } from '../../lib/api/erreurs';

export const SITE_URL = 'https://greffeo.test';

export function mockSiteMetadata() {
  (useStaticQuery as jest.Mock).mockReturnValue({ site: { siteMetadata: { siteUrl: SITE_URL, title: 'Greffeo' } } });
}

/** Renders a page component or a `Head` with only the props these pages read. */
export function renderWith<P>(Component: React.ComponentType<P>, props: Record<string, unknown>) {
  const all = { location: { pathname: '/chemin' }, ...props };
  return render(React.createElement(Component as unknown as React.ComponentType<typeof all>, all));
}

type JsonLd = Record<string, unknown> & { '@type': string };

/** Title, description, canonical link, robots and JSON-LD blocks rendered by a `Head`. */
export function headOf(container: HTMLElement) {
  const blocks = [...container.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.innerHTML) as JsonLd,
  );
  return {
    title: container.querySelector('title')?.textContent ?? null,
    description: container.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    noindex: container.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex',
    jsonLd: (type: string) => blocks.find((block) => block['@type'] === type),
  };
}

/** What the client throws when the services do not answer. */
export const panne = () => new ServicesUnavailable('http://127.0.0.1:8010/api', new Error('ECONNREFUSED'));

/** getServerData's argument for a path's params and query string (the SSR worker passes no `query`). */
export const requete = (params: Record<string, string>, search = '') => ({
  params,
  query: {},
  url: `/chemin${search}`,
  headers: new Map<string, unknown>(),
  method: 'GET',
  pageContext: {},
});

/** Levels of the headings in document order, to check that none is skipped. */
export function niveauxDesTitres(container: HTMLElement): number[] {
  return [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName.slice(1)));
}

export function sansSautDeNiveau(niveaux: number[]): boolean {
  return niveaux.every((niveau, index) => index === 0 || niveau <= (niveaux[index - 1] ?? 0) + 1);
}
