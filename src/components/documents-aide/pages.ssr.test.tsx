/**
 * @jest-environment node
 */
import type { PageProps } from 'gatsby';
import { useStaticQuery } from 'gatsby';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import type { ContexteArticle } from '../../lib/contenu/types';
import EntreprisePage from '../../pages/entreprise/[slug]/[numero]/[id]';
import Article from '../../templates/article';
import { ficheDuval } from '../entreprise/entreprise.fixtures';
import { mockSiteMetadata } from '../entreprise/test-utils';
import { donneesAides, specimenCms } from './test-fixtures';

const fiche = (chemin: string, titre: string): ContexteArticle => ({
  chemin,
  section: 'kbis-documents',
  titre,
  fil: [{ titre: 'Accueil', chemin: '/' }],
  seo: { titre, description: 'Description', type: 'website' },
  meta: [],
  blocs: [],
});

const article = (contexte: ContexteArticle) =>
  renderToString(<Article {...({ pageContext: contexte } as unknown as PageProps<object, ContexteArticle>)} />);

const entreprise = () =>
  renderToString(
    createElement(EntreprisePage as ComponentType<{ serverData: unknown }>, {
      serverData: { state: 'found', data: { fiche: ficheDuval, departement: null, ancre: null } },
    }),
  );

const MENTION = 'Spécimen : données fictives, sans rapport avec une entreprise réelle';

describe('definitions and specimen in the static HTML, where documents are ordered', () => {
  beforeEach(() => (useStaticQuery as jest.Mock).mockReturnValue(donneesAides()));

  it('the annual accounts’ page: definition, then the specimen table with its mention, caption and scopes', () => {
    const page = article(fiche('/kbis-documents/comptes-annuels', 'Comptes annuels'));
    expect(page).toMatch(/<summary>Que sont les comptes annuels\u00a0\?<\/summary>/);
    expect(page).toContain(MENTION);
    expect(page).toMatch(
      /<caption>Spécimen : tableau de performance financière<!-- -->\s?\(en milliers d’euros\)<\/caption>/,
    );
    expect(page).toContain('<th scope="col">Exercice 2024</th>');
    expect(page).toContain('<th scope="row">Chiffre d’affaires</th>');
    expect(page.indexOf(MENTION)).toBeLessThan(page.indexOf('<table'));
    expect(page).not.toContain('<script>');
  });

  it('another document page: its definition before its order form, no specimen', () => {
    const page = article(fiche('/kbis-documents/etat-endettement', 'État d’endettement'));
    expect(page).toContain('Qu’est-ce que l’état d’endettement');
    expect(page.indexOf('Qu’est-ce que l’état d’endettement')).toBeLessThan(
      page.indexOf('Commander l’état d’endettement d’un débiteur'),
    );
    expect(page).not.toContain('<table');
  });

  it('the company page’s order block: a definition per offer and the specimen, never as the company’s figures', () => {
    const page = entreprise();
    for (const question of [
      'Qu’est-ce qu’un extrait Kbis',
      'Que sont les comptes annuels',
      'Qu’est-ce que le Kbis périodique',
    ])
      expect(page).toContain(question);
    expect(page).toContain(MENTION);
    expect(page).toContain(specimenCms.titre);
  });

  it('without the CMS entries: the same pages, with neither definition nor specimen', () => {
    mockSiteMetadata();
    const document = article(fiche('/kbis-documents/comptes-annuels', 'Comptes annuels'));
    expect(document).not.toContain('<details');
    expect(document).not.toContain('Spécimen');
    const page = entreprise();
    expect(page).toContain('Commander un document officiel');
    expect(page).not.toContain('Qu’est-ce qu’');
    expect(page).not.toContain('Spécimen');
  });
});
