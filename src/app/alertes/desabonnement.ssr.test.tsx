/**
 * @jest-environment node
 */
import type { HeadProps, PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import DesabonnementAlertesPage, { Head } from '../../pages/alertes/desabonnement';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
  });
});

describe('/alertes/desabonnement on the server (static page)', () => {
  it('is the loading shell until the browser reads the token: nothing is unsubscribed by a fetch of the page', () => {
    const html = renderToString(
      <DesabonnementAlertesPage
        {...({ location: { pathname: '/alertes/desabonnement/', search: '?jeton=abc' } } as unknown as PageProps)}
      />,
    );
    expect(html).toContain('Chargement…');
    expect(html).not.toContain('abc');
    expect(html).not.toContain('<button');
  });

  it('is not indexed', () => {
    const html = renderToString(
      <Head {...({ location: { pathname: '/alertes/desabonnement/' } } as unknown as HeadProps)} />,
    );
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<title>Ne plus recevoir les alertes de surveillance | Greffeo</title>');
  });
});
