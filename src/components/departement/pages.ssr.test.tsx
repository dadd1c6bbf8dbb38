/**
 * @jest-environment node
 */
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import DirigeantPage from '../../pages/dirigeant/[nom]/[id]';
import GreffePage from '../../pages/fiche-greffe/[nom]/[code]';
import RechercheParDepartementPage from '../../pages/recherche-par-departement';
import DepartementPage from '../../pages/recherche-par-departement/[departement]';
import NafPage from '../../pages/recherche-par-departement/[departement]/[activite]/[naf]';
import RechercherUnGreffePage from '../../pages/rechercher-un-greffe';
import { dupont, mandats } from '../dirigeant/dirigeant.fixtures';
import { bordeaux, communes } from '../greffe/greffe.fixtures';
import { codesNaf, departements, entreprises, gironde, programmation, secteurs } from './departement.fixtures';
import { mockSiteMetadata } from './page-test-utils';

const html = (Page: ComponentType<never>, data: unknown) =>
  renderToString(
    createElement(Page as ComponentType<{ serverData: unknown }>, { serverData: { state: 'found', data } }),
  );

beforeEach(mockSiteMetadata);

describe('registry pages rendered on the server, readable without JavaScript', () => {
  it('puts an officer’s mandates in the HTML', () => {
    const page = html(DirigeantPage, { personne: dupont, mandats: { total: 3, items: mandats }, page: 1 });
    expect(typeof window).toBe('undefined');
    expect(page).toMatch(/<h1[^>]*>Jeanne Marie DUPONT<\/h1>/);
    expect(page).toContain('href="/entreprise/ancienne-brasserie-du-port/404833048/43"');
  });

  it('puts a registry, its communes and the registry search form in the HTML', () => {
    const greffe = html(GreffePage, { greffe: bordeaux, communes: { total: 3, items: communes }, page: 1 });
    expect(greffe).toContain('Bordeaux<span class="codes"> (33000, 33100, 33200, 33300, 33800)</span>');
    const recherche = html(RechercherUnGreffePage, { q: 'Pessac', erreur: null, recherche: true, greffes: [bordeaux] });
    expect(recherche).toMatch(/<form[^>]*method="get"[^>]*action="\/rechercher-un-greffe"/);
    expect(recherche).toMatch(/<input[^>]*name="q"[^>]*value="Pessac"/);
  });

  it('puts the browse tree’s links and company tables in the HTML', () => {
    expect(html(RechercheParDepartementPage, { departements })).toContain('href="/recherche-par-departement/2A"');
    const departement = html(DepartementPage, {
      departement: gironde,
      secteurs,
      entreprises: { total: 2, items: entreprises },
      page: 1,
    });
    expect(departement).toContain('href="/recherche-par-departement/33/62"');
    expect(departement).toMatch(/<caption>Entreprises de Gironde \(33\), 1 à 2 sur 2<\/caption>/);
    const naf = html(NafPage, {
      departement: gironde,
      secteur: programmation,
      naf: codesNaf[0],
      entreprises: { total: 2, items: entreprises },
      page: 1,
    });
    expect(naf).toContain('href="/entreprise/vignobles-code/732829320/42"');
  });
});
