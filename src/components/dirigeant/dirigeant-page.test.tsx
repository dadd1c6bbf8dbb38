import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import DirigeantPage, { Head, getServerData } from '../../pages/dirigeant/[nom]/[id]';
import { headOf, mockSiteMetadata, panne, renderWith, requete, SITE_URL } from '../departement/page-test-utils';
import { dupont, mandats } from './dirigeant.fixtures';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { personne: jest.fn(), fonctionsDePersonne: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const found = (page = 1) => ({
  state: 'found',
  data: { personne: dupont, mandats: { total: 30, items: mandats }, page },
});
const params = { nom: 'dupont-jeanne-marie', id: '812' };

beforeEach(() => {
  mockSiteMetadata();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  client.personne.mockResolvedValue(dupont);
  client.fonctionsDePersonne.mockResolvedValue({ total: 30, items: mandats });
});

describe('/dirigeant/{nom-prenom}/{id}', () => {
  it('names the officer and gives birth month and year, nationality and mandate counts', () => {
    renderWith(DirigeantPage, { serverData: found() });
    expect(screen.getByRole('heading', { level: 1, name: 'Jeanne Marie DUPONT' })).toBeInTheDocument();
    const valeur = (terme: string) => screen.getByText(terme).nextElementSibling?.textContent;
    expect(valeur('Naissance')).toBe('Né(e) en mars 1975');
    expect(valeur('Nationalité')).toBe('Française');
    expect(valeur('Nom d’usage')).toBe('Martin');
    expect(valeur('Mandats')).toBe('30 mandats, dont 2 en cours');
  });

  it('lists current mandates, then ended ones with their end date, each company linked with its état', () => {
    renderWith(DirigeantPage, { serverData: found() });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Mandats en cours', 'Mandats terminés']);

    const enCours = screen.getByRole('table', { name: 'Mandats en cours de Jeanne Marie DUPONT' });
    const [, premier] = within(enCours).getAllByRole('row');
    expect(within(premier!).getByRole('link', { name: 'Atelier Numérique Garonne' })).toHaveAttribute(
      'href',
      '/entreprise/atelier-numerique-garonne/552100554/41',
    );
    expect(premier).toHaveTextContent('Présidente');
    expect(premier).toHaveTextContent('Active');
    expect(premier).toHaveTextContent('5 mars 2021');
    expect(within(enCours).queryByRole('columnheader', { name: 'Fin' })).not.toBeInTheDocument();

    const termines = screen.getByRole('table', { name: 'Mandats terminés de Jeanne Marie DUPONT' });
    const [, ancien] = within(termines).getAllByRole('row');
    expect(ancien).toHaveTextContent('Directrice générale');
    expect(ancien).toHaveTextContent('Radiée');
    expect(ancien).toHaveTextContent('SA à conseil d’administration');
    expect(ancien).toHaveTextContent('15 juin 2009');
    expect(ancien).toHaveTextContent('31 décembre 2014');
  });

  it('pages mandates by 25 with plain links', () => {
    renderWith(DirigeantPage, { serverData: found(2) });
    const pages = screen.getByRole('navigation', { name: 'Pages de la liste des mandats' });
    expect(within(pages).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/dirigeant/dupont-jeanne-marie/812',
    );
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('is noindex, canonical at its slug, with a breadcrumb in JSON-LD', () => {
    const head = headOf(renderWith(Head, { serverData: found() }).container);
    expect(head.noindex).toBe(true);
    expect(head.title).toBe('Jeanne Marie DUPONT\u00a0: mandats de dirigeant | Greffeo');
    expect(head.description).toBe(
      'Jeanne Marie DUPONT, né(e) en mars 1975\u00a0: 30 mandats, dont 2 en cours dans des entreprises du registre du commerce et des sociétés.',
    );
    expect(head.canonical).toBe(`${SITE_URL}/dirigeant/dupont-jeanne-marie/812`);
    expect(head.jsonLd?.itemListElement.map((c) => c.name)).toEqual(['Accueil', 'Jeanne Marie DUPONT']);
  });

  it('answers 200 and asks for the requested page of 25 mandates', async () => {
    expect(await getServerData(requete(params, '?page=2'))).toMatchObject({
      status: 200,
      props: { data: { page: 2 } },
    });
    expect(client.personne).toHaveBeenCalledWith(812);
    expect(client.fonctionsDePersonne).toHaveBeenCalledWith(812, 25, 25);
  });

  it('redirects (301) a wrong slug to the canonical one, keeping the page', async () => {
    expect(await getServerData(requete({ nom: 'jeanne-dupont', id: '812' }, '?page=2'))).toMatchObject({
      status: 301,
      headers: { location: '/dirigeant/dupont-jeanne-marie/812?page=2' },
    });
  });

  it('answers 404 for an unknown or malformed id and beyond the last page', async () => {
    expect((await getServerData(requete(params, '?page=3'))).status).toBe(404);
    expect((await getServerData(requete({ nom: 'x', id: 'abc' }))).status).toBe(404);
    expect((await getServerData(requete({ nom: 'x', id: '0812' }))).status).toBe(404);
    client.personne.mockResolvedValue(null);
    expect((await getServerData(requete({ nom: 'x', id: '999999' }))).status).toBe(404);
    expect(client.personne.mock.calls).toEqual([[812], [999999]]);
  });

  it('answers 503 when the services are down, and shows the retry screen', async () => {
    client.fonctionsDePersonne.mockRejectedValue(panne());
    expect(await getServerData(requete(params))).toMatchObject({ status: 503 });
    renderWith(DirigeantPage, { serverData: { state: 'unavailable' } });
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('says « Dirigeant introuvable » for a 404', () => {
    renderWith(DirigeantPage, { serverData: { state: 'not-found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Dirigeant introuvable' })).toBeInTheDocument();
  });
});
