/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { createElement, type ComponentType } from 'react';
import EntreprisePage from '../../pages/entreprise/[slug]/[numero]/[id]';
import EtablissementPage from '../../pages/etablissement/[slug]/[numero]/[id]';
import ListePage from '../../pages/liste_etablissements/[nom]/[siren]/[id]';
import { entrepriseDuval, etablissementDuvalLyon, ficheDuval, pageEtablissementsDuval } from './entreprise.fixtures';
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
