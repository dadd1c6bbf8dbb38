/**
 * @jest-environment node
 */
import type { HeadProps, PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import VerifierUnDocumentPage, { Head } from '../../pages/verifier-un-document';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
  });
});

describe('/verifier-un-document on the server (static page)', () => {
  it('has its title and its form in the HTML, and checks nothing before the browser runs', () => {
    const html = renderToString(
      <VerifierUnDocumentPage
        {...({
          location: { pathname: '/verifier-un-document/', search: '?code=7KQ2-M9XD-4HTR' },
        } as unknown as PageProps)}
      />,
    );
    expect(html).toMatch(/<h1[^>]*>Vérifier un document<\/h1>/);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/verifier-un-document"/);
    expect(html).toMatch(/<label for="code">Code de vérification<\/label>/);
    expect(html).not.toContain('Document authentique');
  });

  it('is indexed, with its description and canonical address', () => {
    const html = renderToString(
      <Head {...({ location: { pathname: '/verifier-un-document/' } } as unknown as HeadProps)} />,
    );
    expect(html).toContain('<title>Vérifier un document | Greffeo</title>');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<link rel="canonical" href="https://greffeo.test/verifier-un-document"/>');
    expect(html).toMatch(/<meta name="description" content="Vérifiez l’authenticité[^"]+"/);
  });
});
