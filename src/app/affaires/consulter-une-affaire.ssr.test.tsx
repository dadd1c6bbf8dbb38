/**
 * @jest-environment node
 */
import type { PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import ConsulterUneAffairePage, { Head } from '../../pages/services/consulter-une-affaire';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
  });
});

describe('/services/consulter-une-affaire on the server (static page)', () => {
  it('has its breadcrumb, title, both forms and explanation in the HTML, and searches nothing before the browser runs', () => {
    const html = renderToString(
      <ConsulterUneAffairePage
        {...({
          location: { pathname: '/services/consulter-une-affaire', search: '?greffe=7501&rg=2024F00123' },
        } as unknown as PageProps)}
      />,
    );
    expect(html).toMatch(/<nav[^>]*aria-label="Fil d’Ariane"/);
    expect(html).toContain('<a href="/services">Services</a>');
    expect(html).toMatch(/<h1[^>]*>Consulter une affaire<\/h1>/);
    // Two forms, each sent to the page itself: the criteria land in the address without the script.
    const formulaires = html.match(/<form[^>]*method="get"[^>]*action="\/services\/consulter-une-affaire"/g) ?? [];
    expect(formulaires).toHaveLength(2);
    expect(html).toMatch(/<h2 id="affaires-par-numero">Par numéro d’affaire<\/h2>/);
    expect(html).toMatch(/<label for="affaires-greffe-numero">Greffe<\/label>/);
    expect(html).toMatch(/<label for="affaires-rg">Numéro RG<\/label><input[^>]*name="rg"/);
    expect(html).toMatch(/<h2 id="affaires-par-partie">Par partie<\/h2>/);
    expect(html).toMatch(/<label for="affaires-partie">Nom ou SIREN d’une partie<\/label><input[^>]*name="q"/);
    expect(html).toMatch(/<label for="affaires-greffe-partie">Greffe \(facultatif\)<\/label>/);
    expect(html).toMatch(/<h2 id="affaires-a-propos">À propos de ce service<\/h2>/);
    expect(html).not.toContain('Résultats');
  });

  it('is indexed, with its title, description, canonical address and breadcrumb data', () => {
    const html = renderToString(<Head />);
    expect(html).toContain('<title>Consulter une affaire | Greffeo</title>');
    expect(html).not.toContain('noindex');
    expect(html).toContain('<link rel="canonical" href="https://greffeo.test/services/consulter-une-affaire"/>');
    expect(html).toMatch(/<meta name="description" content="Retrouvez gratuitement une affaire[^"]+"/);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: 'https://greffeo.test/' },
        { position: 2, name: 'Services', item: 'https://greffeo.test/services' },
        {
          position: 3,
          name: 'Consulter une affaire',
          item: 'https://greffeo.test/services/consulter-une-affaire',
        },
      ],
    });
  });
});
