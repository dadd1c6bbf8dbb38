import { PAGES_FIXES, TYPES_APERCU, TYPES_ARTICLES, TYPES_CONTENUS } from './contenus-cms.js';

describe('CMS content types', () => {
  it('builds every editorial type but prices, FAQ and rubriques into article pages', () => {
    expect(TYPES_CONTENUS).toHaveLength(16);
    expect(TYPES_ARTICLES).toHaveLength(12);
    expect(TYPES_ARTICLES).not.toContain('tarif');
    expect(TYPES_ARTICLES).not.toContain('rubrique');
  });

  it('previews the article types and the fixed pages, nothing else', () => {
    expect(TYPES_APERCU).toHaveLength(18);
    expect(TYPES_APERCU).toEqual(expect.arrayContaining(['actualite', 'page', 'cgu-cgv', 'annuaire-arnaques-kbis']));
    expect(TYPES_APERCU).not.toContain('faq-question');
    expect(new Set(PAGES_FIXES.map((p) => p.chemin)).size).toBe(PAGES_FIXES.length);
  });
});
