/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import EntreprisePage from '../../pages/entreprise/[slug]/[numero]/[id]';
import EtablissementPage from '../../pages/etablissement/[slug]/[numero]/[id]';
import ListePage from '../../pages/liste_etablissements/[nom]/[siren]/[id]';
import {
  entrepriseDuval,
  etablissementDuvalLyon,
  ficheDuval,
  historiqueDuvalPage2,
  pageEtablissementsDuval,
} from './entreprise.fixtures';
import { mockSiteMetadata } from './test-utils';

const html = (Page: ComponentType<never>, serverData: unknown) =>
  renderToString(createElement(Page as ComponentType<{ serverData: unknown }>, { serverData }));

beforeEach(mockSiteMetadata);

describe('entity pages rendered on the server, readable without JavaScript', () => {
  it('puts the whole company sheet, chart included, in the HTML', () => {
    const page = html(EntreprisePage, {
      state: 'found',
      data: { fiche: ficheDuval, departement: null, ancre: 'dirigeants' },
    });
    expect(typeof window).toBe('undefined');
    expect(page).toMatch(/<h1[^>]*>ATELIERS DUVAL &amp; FILS<\/h1>/);
    expect(page).toContain('né(e) en mars 1975');
    expect(page).toContain('role="img"');
    expect(page).toMatch(/<section[^>]*id="dirigeants"[^>]*data-cible="true"/);
    expect(page.indexOf('id="dirigeants"')).toBeLessThan(page.indexOf('id="identite"'));
    // The same for everyone: what « Surveiller » opens is decided in the browser.
    expect(page).toMatch(/<button[^>]*disabled=""[^>]*>Surveiller cette entreprise<\/button>/);
  });

  it('puts the history in the HTML, and another page of it with its links', () => {
    const premiere = html(EntreprisePage, {
      state: 'found',
      data: { fiche: ficheDuval, departement: null, ancre: null, historique: null },
    });
    expect(premiere).toMatch(/<section[^>]*id="historique"[^>]*aria-labelledby="historique-titre"/);
    expect(premiere).toMatch(/<time datetime="2025-03-12">12 mars 2025<\/time>/i);
    expect(premiere).toContain('Augmentation du capital social');
    expect(premiere.indexOf('id="documents"')).toBeLessThan(premiere.indexOf('id="historique"'));
    expect(premiere.indexOf('id="historique"')).toBeLessThan(premiere.indexOf('id="etablissements"'));
    const deuxieme = html(EntreprisePage, {
      state: 'found',
      data: {
        fiche: ficheDuval,
        departement: null,
        ancre: null,
        historique: { page: 2, evenements: historiqueDuvalPage2 },
      },
    });
    expect(deuxieme).toContain('Dépôt d’acte n° 21');
    expect(deuxieme).not.toContain('Augmentation du capital social');
    expect(deuxieme).toContain('href="/entreprise/ateliers-duval-fils/552100554/1042?historique=3#historique"');
  });

  it('renders an establishment and a list of establishments', () => {
    expect(
      html(EtablissementPage, { state: 'found', data: { etablissement: etablissementDuvalLyon, departement: null } }),
    ).toContain('DUVAL ÉBÉNISTERIE');
    const liste = html(ListePage, {
      state: 'found',
      data: { entreprise: entrepriseDuval, etablissements: pageEtablissementsDuval, page: 1, departement: null },
    });
    expect(liste).toContain('href="/etablissement/ateliers-duval-fils/55210055400021/7001"');
  });
});
