/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate, useStaticQuery, type PageProps } from 'gatsby';
import type { ComponentProps, ComponentType } from 'react';
import { TITRE_CERTIFICAT } from '../app/documents/commander-certificat';
import { TITRE_ETAT_ENDETTEMENT } from '../app/documents/commander-etat-endettement';
import { ArticleVue } from '../components/contenu/article-vue';
import { renderMarkdown } from '../lib/cms/markdown';
import type { ContexteArticle, ContexteFaq, ContexteListe, ContextePlan, ContexteTarifs } from '../lib/contenu/types';
import { apiFactice } from '../test/api-factice';
import { attendreTitresEnOrdre } from '../test/accessibilite';
import Article, { Head as HeadArticle } from './article';
import Faq from './faq';
import Liste from './liste';
import PlanDuSite from './plan-du-site';
import Tarifs from './tarifs';

const fil = (titre: string, chemin: string) => [
  { titre: 'Accueil', chemin: '/' },
  { titre, chemin },
];
const seo = {
  titre: 'Titre SEO | Greffeo',
  description: 'Description',
  type: 'article' as const,
  image: '/uploads/a.png',
};

function afficher<C extends object>(Gabarit: ComponentType<PageProps<object, C>>, pageContext: C) {
  const props = { pageContext } as unknown as PageProps<object, C>;
  return render(<Gabarit {...props} />);
}

beforeEach(() => {
  jest
    .mocked(useStaticQuery)
    .mockReturnValue({ site: { siteMetadata: { siteUrl: 'https://greffeo.fr', title: 'Greffeo' } } });
});

const article: ContexteArticle = {
  chemin: '/actualites/une',
  section: 'actualites',
  titre: 'Une actualité',
  fil: fil('Une actualité', '/actualites/une'),
  seo,
  chapo: 'Le résumé',
  meta: ['Publié le 1er mars 2026'],
  blocs: [
    {
      html: renderMarkdown('# Partie\n\n### Détail\n\nVoir [les tarifs](/tarifs) ou [l’INPI](https://www.inpi.fr).')
        .html,
    },
    { titre: 'Éditeur', html: renderMarkdown('Greffeo SAS', { niveau: 3 }).html },
  ],
  liens: [{ libelle: 'Guichet unique', url: 'https://formalites.entreprises.gouv.fr', externe: true }],
  tarifs: [
    {
      document: 'Extrait Kbis',
      lignes: [
        { canal: 'Au guichet du greffe', prix: '2,56\u00a0€', date: 'au 1er janvier 2025', source: 'keobiz.fr' },
      ],
    },
  ],
  sousPages: { titre: 'Dans ce dossier', cartes: [{ titre: 'Sous-page', chemin: '/a/b' }] },
};

describe('article template', () => {
  it('shows one h1, headings in order, the breadcrumb and the extras', () => {
    afficher(Article, article);
    expect(screen.getByRole('heading', { level: 1, name: 'Une actualité' })).toBeInTheDocument();
    attendreTitresEnOrdre();
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toHaveTextContent('AccueilUne actualité');
    expect(screen.getByRole('link', { name: /l’INPI \(nouvelle fenêtre\)/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    expect(screen.getByRole('columnheader', { name: 'Prix TTC' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '2,56\u00a0€' })).toBeInTheDocument();
  });

  it('follows an internal link of the text inside the site', async () => {
    afficher(Article, article);
    await userEvent.click(screen.getByRole('link', { name: 'les tarifs' }));
    expect(navigate).toHaveBeenCalledWith('/tarifs');
  });

  it('writes the canonical address, Open Graph tags and the breadcrumb JSON-LD in the head', () => {
    const { container } = render(
      <HeadArticle {...({ pageContext: article } as unknown as ComponentProps<typeof HeadArticle>)} />,
    );
    const meta = (propriete: string) =>
      container.querySelector(`meta[property="${propriete}"]`)?.getAttribute('content');
    expect(container.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://greffeo.fr/actualites/une',
    );
    expect(meta('og:type')).toBe('article');
    expect(meta('og:locale')).toBe('fr_FR');
    expect(meta('og:url')).toBe('https://greffeo.fr/actualites/une');
    expect(meta('og:image')).toBe('https://greffeo.fr/uploads/a.png');
    expect(meta('og:title')).toBe('Titre SEO | Greffeo');
    const jsonLd = JSON.parse(container.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd.itemListElement[1]).toMatchObject({
      position: 2,
      name: 'Une actualité',
      item: 'https://greffeo.fr/actualites/une',
    });
  });
});

describe('document pages of « Kbis et documents officiels »', () => {
  const documentKbis = (slug: string, titre: string): ContexteArticle => ({
    chemin: `/kbis-documents/${slug}`,
    section: 'kbis-documents',
    titre,
    fil: fil(titre, `/kbis-documents/${slug}`),
    seo,
    chapo: 'Le résumé du document',
    meta: [],
    blocs: [{ html: renderMarkdown('## Qu’est-ce que c’est ?\n\nLe texte du CMS.').html }],
    tarifs: [
      {
        document: titre,
        lignes: [{ canal: 'En ligne', prix: '49,14\u00a0€', date: 'au 1er janvier 2015', source: 'infogreffe.com' }],
      },
    ],
  });
  const etatEndettement = documentKbis('etat-endettement', 'État d’endettement');
  const certificat = documentKbis('certificat-non-faillite', 'Certificat relatif aux procédures collectives');

  /** The article as the CMS text alone renders it, for comparison. */
  function articleSeul(contexte: ContexteArticle): string {
    const vue = render(<ArticleVue article={contexte} />);
    const html = vue.container.querySelector('article')?.outerHTML ?? '';
    vue.unmount();
    return html;
  }

  it('puts the debtor order form after the état d’endettement’s text, which stays as it was', () => {
    apiFactice({});
    const attendu = articleSeul(etatEndettement);
    const { container } = afficher(Article, etatEndettement);
    const article = container.querySelector('article') as HTMLElement;
    expect(article.outerHTML).toBe(attendu);
    const commande = screen.getByRole('region', { name: TITRE_ETAT_ENDETTEMENT });
    expect(article.contains(commande)).toBe(false);
    expect(article.compareDocumentPosition(commande) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(commande).getByRole('textbox', { name: 'Numéro SIREN du débiteur' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TITRE_CERTIFICAT })).not.toBeInTheDocument();
    attendreTitresEnOrdre();
  });

  it('puts the company search after the certificate’s text', () => {
    const attendu = articleSeul(certificat);
    const { container } = afficher(Article, certificat);
    expect(container.querySelector('article')?.outerHTML).toBe(attendu);
    const bloc = screen.getByRole('region', { name: TITRE_CERTIFICAT });
    expect(within(bloc).getByRole('search')).toHaveAttribute(
      'action',
      '/recherche-entreprise-dirigeant/resultats-de-recherche',
    );
    expect(screen.queryByRole('region', { name: TITRE_ETAT_ENDETTEMENT })).not.toBeInTheDocument();
    attendreTitresEnOrdre();
  });

  it('adds nothing to the other documents and to the other sections', () => {
    afficher(Article, documentKbis('extrait-kbis', 'Extrait Kbis'));
    expect(screen.queryByRole('region', { name: TITRE_ETAT_ENDETTEMENT })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: TITRE_CERTIFICAT })).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});

describe('listing template', () => {
  const liste: ContexteListe = {
    chemin: '/actualites',
    section: 'actualites',
    titre: 'Actualités',
    fil: fil('Actualités', '/actualites'),
    seo,
    groupes: [{ cartes: [{ titre: 'Une', chemin: '/actualites/une', resume: 'Résumé', meta: '1er mars 2026' }] }],
    vide: 'Rien',
    pagination: { page: 1, pages: 3, base: '/actualites' },
  };

  it('lists the cards and links the next pages', () => {
    afficher(Liste, liste);
    expect(screen.getByRole('link', { name: 'Une' })).toHaveAttribute('href', '/actualites/une');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', '/actualites/page/2');
    attendreTitresEnOrdre();
  });

  it('says plainly when there is nothing to list', () => {
    afficher(Liste, {
      ...liste,
      groupes: [{ cartes: [] }],
      vide: 'Aucun tutoriel vidéo n’est publié pour le moment.',
      pagination: undefined,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Aucun tutoriel vidéo n’est publié pour le moment.');
    expect(screen.queryAllByRole('listitem').filter((li) => li.closest('main, ul:not(nav ul)'))).toHaveLength(0);
  });
});

describe('FAQ, tarifs and plan du site templates', () => {
  it('gives each FAQ question an anchor and keeps headings in order', () => {
    const faq: ContexteFaq = {
      chemin: '/faq',
      section: 'faq',
      titre: 'Questions fréquentes',
      fil: fil('Questions fréquentes', '/faq'),
      seo,
      themes: [
        {
          titre: 'Cookies',
          ancre: 'cookies-theme',
          questions: [
            { question: 'Des cookies ?', ancre: 'cookies', html: renderMarkdown('## Oui', { niveau: 4 }).html },
          ],
        },
      ],
    };
    afficher(Faq, faq);
    expect(screen.getByRole('heading', { level: 3, name: 'Des cookies ?' })).toHaveAttribute('id', 'cookies');
    expect(screen.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '#cookies-theme');
    attendreTitresEnOrdre();
  });

  it('shows a table per document on /tarifs', () => {
    const tarifs: ContexteTarifs = {
      chemin: '/tarifs',
      section: 'tarifs',
      titre: 'Tarifs',
      fil: fil('Tarifs', '/tarifs'),
      seo,
      introHtml: '<p>Intro</p>',
      avertissementHtml: '<p>Attention</p>',
      tables: [
        {
          document: 'Extrait Kbis',
          lignes: [{ canal: 'Par courrier', prix: '3,54\u00a0€', date: 'au 1er janvier 2025', source: 'keobiz.fr' }],
        },
        {
          document: 'Extrait RNE',
          lignes: [{ canal: 'En ligne', prix: 'Gratuit', date: 'Non datée', source: 'inpi.fr' }],
        },
      ],
    };
    afficher(Tarifs, tarifs);
    expect(screen.getAllByRole('table')).toHaveLength(2);
    expect(screen.getByRole('rowheader', { name: 'Par courrier' })).toBeInTheDocument();
    attendreTitresEnOrdre();
  });

  it('lists the built pages by section on the plan du site', () => {
    const plan: ContextePlan = {
      chemin: '/plan-du-site',
      section: 'informations',
      titre: 'Plan du site',
      fil: fil('Plan du site', '/plan-du-site'),
      seo,
      groupes: [{ titre: 'Tarifs', pages: [{ titre: 'Tarifs', chemin: '/tarifs' }] }],
    };
    afficher(PlanDuSite, plan);
    expect(screen.getByRole('heading', { level: 2, name: 'Tarifs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tarifs' })).toHaveAttribute('href', '/tarifs');
  });
});
