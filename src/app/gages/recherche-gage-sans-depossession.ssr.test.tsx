/**
 * @jest-environment node
 */
import type { PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { renderToString } from 'react-dom/server';
import RechercheGageSansDepossessionPage, { Head } from '../../pages/services/recherche-gage-sans-depossession';

beforeEach(() => {
  (useStaticQuery as jest.Mock).mockReturnValue({
    site: { siteMetadata: { siteUrl: 'https://greffeo.test', title: 'Greffeo' } },
  });
});

describe('/services/recherche-gage-sans-depossession on the server (static page)', () => {
  it('has its breadcrumb, title, form and explanation in the HTML, and searches nothing before the browser runs', () => {
    const html = renderToString(
      <RechercheGageSansDepossessionPage
        {...({
          location: { pathname: '/services/recherche-gage-sans-depossession', search: '?siren=552100554' },
        } as unknown as PageProps)}
      />,
    );
    expect(html).toMatch(/<nav[^>]*aria-label="Fil d’Ariane"/);
    expect(html).toContain('<a href="/services">Services</a>');
    expect(html).toMatch(/<h1[^>]*>Recherche de gage sans dépossession<\/h1>/);
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/services\/recherche-gage-sans-depossession"/);
    expect(html).toMatch(/<label for="gages-constituant">Numéro SIREN ou nom du constituant<\/label>/);
    expect(html).toMatch(/<label for="gages-greffe">Greffe<\/label>/);
    expect(html).toContain('<option value="" selected="">Tous les greffes</option>');
    expect(html).toContain('Inclure les inscriptions radiées ou dont l’effet a expiré');
    expect(html).toMatch(/<h2[^>]*>À propos de ce registre<\/h2>/);
    expect(html).not.toContain('Résultats');
    expect(html).not.toContain('Commander l’état des inscriptions');
  });

  it('is indexed, with its title, description, canonical address and breadcrumb data', () => {
    const html = renderToString(<Head />);
    expect(html).toContain('<title>Recherche de gage sans dépossession | Greffeo</title>');
    expect(html).not.toContain('noindex');
    expect(html).toContain(
      '<link rel="canonical" href="https://greffeo.test/services/recherche-gage-sans-depossession"/>',
    );
    expect(html).toMatch(/<meta name="description" content="Recherchez gratuitement les gages sans dépossession[^"]+"/);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: 'https://greffeo.test/' },
        { position: 2, name: 'Services', item: 'https://greffeo.test/services' },
        {
          position: 3,
          name: 'Recherche de gage sans dépossession',
          item: 'https://greffeo.test/services/recherche-gage-sans-depossession',
        },
      ],
    });
  });
});
