import { resolveRelated, toShellData, type RawShellQuery } from './to-shell-data';

const raw: RawShellQuery = {
  strapiSiteInformation: {
    site_name: 'Greffeo',
    tagline: 'Le registre, simplement',
    description: 'Informations officielles sur les entreprises',
    support_url: 'https://aide.greffeo.fr',
    contact_url: 'https://aide.greffeo.fr/contact',
    copyright: '© Greffeo',
  },
  allStrapiMenuEntry: {
    nodes: [
      {
        id: 'm1',
        title: 'Extrait Kbis',
        additionalFields: { menu_section: 'documents_officiels' },
        related: { path: '/kbis-documents/extrait-kbis' },
        items: [
          { title: 'Commander un Kbis', related: { path: '/kbis-documents/extrait-kbis', titre_tuile: 'Kbis' } },
          {
            title: '',
            related: { titre_formalite: 'Guichet unique', externalLink: 'https://formalites.entreprises.gouv.fr' },
          },
          { title: 'Sans lien', related: null },
        ],
      },
      { id: 'm2', title: 'Sans section', additionalFields: null, related: null, items: [] },
      { id: 'm3', title: 'Section inconnue', additionalFields: { menu_section: 'autre' }, related: null, items: [] },
    ],
  },
  allStrapiFooterLinkGroup: {
    nodes: [
      {
        id: 'f1',
        title: 'Informations',
        links: [
          { label: 'FAQ', url: '/faq', external: false },
          { label: 'Insee', url: 'https://www.insee.fr', external: false },
          { label: '', url: '/vide', external: false },
        ],
      },
    ],
  },
  allStrapiSocialLink: {
    nodes: [
      { id: 's1', network: 'linkedin', label: 'Greffeo sur LinkedIn', url: 'https://www.linkedin.com/company/greffeo' },
      { id: 's2', network: 'myspace', label: 'Inconnu', url: 'https://example.org' },
    ],
  },
  allStrapiPartnerLogo: {
    nodes: [
      {
        id: 'p1',
        name: 'INSEE',
        url: 'https://www.insee.fr',
        alt: null,
        logo: {
          url: '/uploads/insee.png',
          width: 600,
          height: 240,
          alternativeText: 'Logo de l’INSEE',
          formats: { thumbnail: { url: '/uploads/thumbnail_insee.png', width: 156, height: 62 } },
        },
      },
      { id: 'p2', name: 'Sans logo', url: 'https://example.org', alt: null, logo: null },
    ],
  },
};

describe('toShellData', () => {
  const data = toShellData(raw);

  it('keeps only menu entries with a known section, and only items with a target', () => {
    expect(data.menu).toHaveLength(1);
    expect(data.menu[0]).toMatchObject({ title: 'Extrait Kbis', section: 'documents_officiels' });
    expect(data.menu[0]?.items).toEqual([
      { label: 'Commander un Kbis', href: '/kbis-documents/extrait-kbis', external: false },
      { label: 'Guichet unique', href: 'https://formalites.entreprises.gouv.fr', external: true },
    ]);
  });

  it('marks absolute footer links as external and drops empty ones', () => {
    expect(data.footerGroups[0]?.links).toEqual([
      { label: 'FAQ', href: '/faq', external: false },
      { label: 'Insee', href: 'https://www.insee.fr', external: true },
    ]);
  });

  it('drops social links of unknown networks', () => {
    expect(data.socialLinks.map((s) => s.network)).toEqual(['linkedin']);
  });

  it('builds responsive partner images from Strapi formats and falls back to text', () => {
    const [insee, sansLogo] = data.partners;
    expect(insee?.alt).toBe('Logo de l’INSEE');
    expect(insee?.image?.images.fallback?.src).toMatch(/^\/uploads\/.*insee\.png$/);
    expect(sansLogo?.image).toBeNull();
  });

  it('maps site information for the help and contact links', () => {
    expect(data.site).toMatchObject({ siteName: 'Greffeo', supportUrl: 'https://aide.greffeo.fr' });
  });
});

describe('resolveRelated', () => {
  it('prefers the external link over the internal path', () => {
    expect(resolveRelated({ path: '/a', externalLink: 'https://b.fr' }, 'B')).toEqual({
      label: 'B',
      href: 'https://b.fr',
      external: true,
    });
  });

  it('returns null without any target', () => {
    expect(resolveRelated({ titre: 'Sans cible' }, 'X')).toBeNull();
  });
});
