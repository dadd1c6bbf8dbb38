import { PAGES_FIXES, TYPES_APERCU, TYPES_ARTICLES, TYPES_CONTENUS } from './contenus-cms.js';

describe('CMS content types', () => {
  it('builds every editorial type but prices, FAQ, rubriques, definitions and specimens into article pages', () => {
    expect(TYPES_CONTENUS).toHaveLength(18);
    expect(TYPES_CONTENUS).toEqual(expect.arrayContaining(['definition-document', 'specimen']));
    expect(TYPES_ARTICLES).toHaveLength(12);
    expect(TYPES_ARTICLES).not.toContain('tarif');
    expect(TYPES_ARTICLES).not.toContain('rubrique');
    expect(TYPES_ARTICLES).not.toContain('definition-document');
    expect(TYPES_ARTICLES).not.toContain('specimen');
  });

  it('previews the article types and the fixed pages, nothing else', () => {
    expect(TYPES_APERCU).toHaveLength(18);
    expect(TYPES_APERCU).toEqual(expect.arrayContaining(['actualite', 'page', 'cgu-cgv', 'annuaire-arnaques-kbis']));
    expect(TYPES_APERCU).not.toContain('faq-question');
    expect(TYPES_APERCU).not.toContain('specimen');
    expect(new Set(PAGES_FIXES.map((p) => p.chemin)).size).toBe(PAGES_FIXES.length);
  });
});
