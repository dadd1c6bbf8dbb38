import { getRegion, isRegionFR, isRegionNC, pageDeLaRegion } from './region';

describe('region', () => {
  const original = process.env.GATSBY_REGION;

  afterEach(() => {
    if (original === undefined) delete process.env.GATSBY_REGION;
    else process.env.GATSBY_REGION = original;
  });

  it('is mainland France when GATSBY_REGION is not set', () => {
    delete process.env.GATSBY_REGION;
    expect(getRegion()).toBe('FR');
    expect(isRegionFR()).toBe(true);
    expect(isRegionNC()).toBe(false);
  });

  it('is New Caledonia when GATSBY_REGION is NC', () => {
    process.env.GATSBY_REGION = 'NC';
    expect(getRegion()).toBe('NC');
    expect(isRegionNC()).toBe(true);
    expect(isRegionFR()).toBe(false);
  });

  it.each(['FR', '', 'nc', 'NCX', 'Nouvelle-Calédonie'])('falls back to FR for any other value (%p)', (value) => {
    process.env.GATSBY_REGION = value;
    expect(getRegion()).toBe('FR');
    expect(isRegionFR()).toBe(true);
  });
});

describe('pages of a region', () => {
  const metropolitaines = [
    '/rechercher-un-greffe/',
    '/fiche-greffe/[nom]/[code]/',
    '/services/consulter-une-affaire/',
    '/services/detail-affaire/[id]/',
    '/services/recherche-gage-sans-depossession/',
    '/formalites/suivi-formalite/',
    '/formalites-dgfip/saisie-inscription/',
    '/formalites',
    '/formalites-dgfip',
    '/guide-des-formalites/creation',
    '/dossiers-thematiques',
    '/tutoriels-videos',
    '/tarifs',
  ];
  const communes = [
    '/',
    '/entreprise/[slug]/[numero]/[id]/',
    '/recherche-par-departement/[departement]/',
    '/services/surveillance-entreprises/',
    '/formalites-entreprise/creation/',
    '/faq',
    '/actualites/nouvelle-caledonie-rcs-et-ridet',
    '/kbis-documents/extrait-kbis-nouvelle-caledonie',
    '/panier/',
    '/espace-personnel/[...]/',
  ];

  it('builds every page in mainland France', () => {
    for (const chemin of [...metropolitaines, ...communes])
      expect([chemin, pageDeLaRegion(chemin, 'FR')]).toEqual([chemin, true]);
  });

  it('leaves out of a Caledonian build the greffes, cases, pledges, formalities, guides and prices of the mainland', () => {
    for (const chemin of metropolitaines) expect([chemin, pageDeLaRegion(chemin, 'NC')]).toEqual([chemin, false]);
    for (const chemin of communes) expect([chemin, pageDeLaRegion(chemin, 'NC')]).toEqual([chemin, true]);
  });
});
