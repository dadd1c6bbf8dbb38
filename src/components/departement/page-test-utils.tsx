/**
 * Helpers of the page tests (registry pages): site metadata for `Seo`/`useSiteUrl`, a typed way to
 * hand `serverData` to a page or its `Head`, and what the head renders.
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
  const all = { location: { pathname: '/' }, ...props };
  return render(React.createElement(Component as unknown as React.ComponentType<typeof all>, all));
}

/** Title, canonical link, robots and JSON-LD rendered by a `Head`. */
export function headOf(container: HTMLElement) {
  const jsonLd = container.querySelector('script[type="application/ld+json"]');
  return {
    title: container.querySelector('title')?.textContent ?? null,
    description: container.querySelector('meta[name="description"]')?.getAttribute('content') ?? null,
    canonical: container.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    noindex: container.querySelector('meta[name="robots"]')?.getAttribute('content') === 'noindex',
    jsonLd: jsonLd ? (JSON.parse(jsonLd.innerHTML) as { itemListElement: { name: string; item: string }[] }) : null,
  };
}

/** What the client throws when the services do not answer. */
export const panne = () => new ServicesUnavailable('http://127.0.0.1:8010/api', new Error('ECONNREFUSED'));

/** getServerData's argument for a path's params and query string. */
export const requete = (params: Record<string, string>, search = '') => ({
  params,
  query: {},
  url: `/chemin${search}`,
  headers: new Map(),
  method: 'GET',
  pageContext: {},
});
