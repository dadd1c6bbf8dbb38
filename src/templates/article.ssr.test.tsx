/**
 * @jest-environment node
 */
import type { PageProps } from 'gatsby';
import { renderToString } from 'react-dom/server';
import { renderMarkdown } from '../lib/cms/markdown';
import type { ContexteArticle } from '../lib/contenu/types';
import Article from './article';

const fiche = (slug: string, titre: string): ContexteArticle => ({
  chemin: `/kbis-documents/${slug}`,
  section: 'kbis-documents',
  titre,
  fil: [
    { titre: 'Accueil', chemin: '/' },
    { titre, chemin: `/kbis-documents/${slug}` },
  ],
  seo: { titre: `${titre} | Greffeo`, description: 'Description', type: 'website' },
  meta: [],
  blocs: [{ html: renderMarkdown('## Qu’est-ce que c’est ?\n\nLe texte du CMS.').html }],
});

const html = (contexte: ContexteArticle) =>
  renderToString(<Article {...({ pageContext: contexte } as unknown as PageProps<object, ContexteArticle>)} />);

describe('document pages of « Kbis et documents officiels » on the server (static HTML)', () => {
  it('write the debtor order form after the état d’endettement’s text, its button waiting for hydration', () => {
    const page = html(fiche('etat-endettement', 'État d’endettement'));
    expect(page.indexOf('Le texte du CMS.')).toBeLessThan(page.indexOf('Commander l’état d’endettement d’un débiteur'));
    expect(page).toMatch(/<input[^>]*name="siren"/);
    expect(page).toMatch(/<button[^>]*type="submit"[^>]*disabled=""[^>]*>Ajouter au panier<\/button>/);
    expect(page).toContain('<noscript>');
  });

  it('write the company search of the certificate as a plain GET form, usable without JavaScript', () => {
    const page = html(fiche('certificat-non-faillite', 'Certificat relatif aux procédures collectives'));
    expect(page).toMatch(
      /<form[^>]*role="search"[^>]*method="get"[^>]*action="\/recherche-entreprise-dirigeant\/resultats-de-recherche"/,
    );
    expect(page).toMatch(/<input[^>]*name="phrase"[^>]*required=""/);
    // Before hydration the browser checks the field itself.
    expect(page).not.toMatch(/<form[^>]*novalidate/i);
  });
});
