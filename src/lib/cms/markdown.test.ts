import { cheminSansSuffixe, classerLien, renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('removes scripts, frames, event handlers and javascript: addresses from the CMS text', () => {
    const { html } = renderMarkdown(
      [
        'Texte <script>alert(1)</script> fin.',
        '',
        '<iframe src="https://exemple.fr"></iframe>',
        '',
        '<p onclick="alert(2)" style="color:red">Paragraphe</p>',
        '',
        '[piège](javascript:alert(3)) et <a href="javascript:alert(4)">autre</a>',
        '',
        '<img src="x" onerror="alert(5)"> <a href="data:text/html,x">donnée</a>',
      ].join('\n'),
    );
    expect(html).not.toMatch(/script|iframe|onclick|onerror|style=|javascript:|data:|<img/i);
    expect(html).toContain('Paragraphe');
    expect(html).toContain('piège');
  });

  it('makes the first heading an h2 and never skips a level', () => {
    const { html } = renderMarkdown('# Un\n\ntexte\n\n### Trois\n\n#### Quatre\n\n# Encore un');
    expect(html.match(/<h\d/g)).toEqual(['<h2', '<h3', '<h4', '<h2']);
  });

  it('starts at the requested level and turns a raw h1 into that level', () => {
    const { html } = renderMarkdown('## Section\n\n<h1>Titre brut</h1>', { niveau: 3 });
    expect(html).toContain('<h3>Section</h3>');
    expect(html).toContain('<h3>Titre brut</h3>');
    expect(html).not.toContain('<h1');
  });

  it('collects internal links and marks external ones as opening a new window', () => {
    const { html, liensInternes } = renderMarkdown(
      'Voir [les tarifs](/tarifs/), [la FAQ](/faq#cookies), [le site](https://www.inpi.fr) et ' +
        '[l’accueil](https://greffeo.fr/kbis-documents?x=1) ou [écrire](mailto:contact@greffeo.fr).',
      { siteUrl: 'https://greffeo.fr' },
    );
    expect(liensInternes.sort()).toEqual(['/faq', '/kbis-documents', '/tarifs']);
    expect(html).toContain(
      '<a href="https://www.inpi.fr/" rel="noopener noreferrer" target="_blank">le site<span class="texte-masque"> (nouvelle fenêtre)</span></a>',
    );
    expect(html).toContain('<a href="/kbis-documents?x=1">l’accueil</a>');
    expect(html).toContain('<a href="/tarifs">les tarifs</a>');
    expect(html).toContain('<a href="mailto:contact@greffeo.fr">écrire</a>');
  });

  it('forces rel on raw HTML links that open a new window', () => {
    const { html } = renderMarkdown('<a href="https://exemple.fr" target="_blank" rel="opener">x</a>');
    expect(html).toContain('rel="noopener noreferrer"');
  });

  it('renders nothing for an empty field', () => {
    expect(renderMarkdown(null)).toEqual({ html: '', liensInternes: [] });
  });
});

describe('link helpers', () => {
  it('classifies links', () => {
    expect(classerLien('/a')).toEqual({ type: 'interne', chemin: '/a', href: '/a' });
    expect(classerLien('javascript:alert(1)')).toBeNull();
    expect(classerLien('//evil.example/x')).toBeNull();
    expect(classerLien('https://x.fr')?.type).toBe('externe');
  });

  it('drops query, fragment and trailing slash', () => {
    expect(cheminSansSuffixe('/a/b/?x=1#y')).toBe('/a/b');
    expect(cheminSansSuffixe('/')).toBe('/');
  });
});
