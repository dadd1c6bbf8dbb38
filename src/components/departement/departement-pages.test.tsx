import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import DepartementsPage, {
  Head as DepartementsHead,
  getServerData as departementsData,
} from '../../pages/recherche-par-departement';
import DepartementPage, {
  Head as DepartementHead,
  getServerData as departementData,
} from '../../pages/recherche-par-departement/[departement]';
import { departements, entreprises, gironde, secteurs } from './departement.fixtures';
import { headOf, mockSiteMetadata, panne, renderWith, requete, SITE_URL } from './page-test-utils';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { departements: jest.fn(), secteurs: jest.fn(), entreprisesSeo: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const departementFound = {
  state: 'found',
  data: { departement: gironde, secteurs, entreprises: { total: 120, items: entreprises }, page: 2 },
} as const;

beforeEach(() => {
  mockSiteMetadata();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/recherche-par-departement', () => {
  it('lists mainland départements in code order, then overseas ones, each with its count', () => {
    renderWith(DepartementsPage, { serverData: { state: 'found', data: { departements } } });
    expect(screen.getByRole('heading', { level: 1, name: 'Entreprises par département' })).toBeInTheDocument();
    const metropole = screen.getByRole('region', { name: 'France métropolitaine' });
    const liens = within(metropole).getAllByRole('link');
    expect(liens.map((l) => l.getAttribute('href'))).toEqual([
      '/recherche-par-departement/01',
      '/recherche-par-departement/2A',
      '/recherche-par-departement/21',
      '/recherche-par-departement/33',
    ]);
    expect(liens[3]?.textContent).toBe('Gironde (33) 1\u202f234 entreprises');
    expect(liens[2]?.textContent).toBe('Côte-d’Or (21) 1 entreprise');
    const outreMer = screen.getByRole('region', { name: 'Outre-mer' });
    expect(within(outreMer).getByRole('link', { name: /La Réunion \(974\)/ })).toBeInTheDocument();
  });

  it('answers 200 with the départements, and 503 when the services are down', async () => {
    client.departements.mockResolvedValue(departements);
    expect(await departementsData(requete({}))).toMatchObject({ status: 200, props: { data: { departements } } });
    client.departements.mockRejectedValue(panne());
    expect(await departementsData(requete({}))).toMatchObject({ status: 503, props: { state: 'unavailable' } });
  });

  it('has a canonical link and a breadcrumb in JSON-LD', () => {
    const { container } = renderWith(DepartementsHead, { serverData: { state: 'found', data: { departements } } });
    const head = headOf(container);
    expect(head.title).toBe('Entreprises par département | Greffeo');
    expect(head.canonical).toBe(`${SITE_URL}/recherche-par-departement`);
    expect(head.jsonLd?.itemListElement.map((c) => c.name)).toEqual(['Accueil', 'Recherche par département']);
  });
});

describe('/recherche-par-departement/{département}', () => {
  it('shows the sectors and the requested page of companies', () => {
    renderWith(DepartementPage, { serverData: departementFound });
    expect(screen.getByRole('heading', { level: 1, name: 'Entreprises de Gironde (33)' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(within(nav).getByRole('link', { name: 'Recherche par département' })).toHaveAttribute(
      'href',
      '/recherche-par-departement',
    );
    const secteursRegion = screen.getByRole('region', { name: 'Secteurs d’activité' });
    expect(
      within(secteursRegion).getByRole('link', {
        name: /Programmation, conseil et autres activités informatiques \(62\)/,
      }),
    ).toHaveAttribute('href', '/recherche-par-departement/33/62');
    const table = screen.getByRole('table', { name: /Entreprises de Gironde \(33\), 51 à 52 sur 120/ });
    const ligne = within(table).getAllByRole('row')[1]!;
    expect(within(ligne).getByRole('link', { name: 'Atelier Numérique Garonne' })).toHaveAttribute(
      'href',
      '/entreprise/atelier-numerique-garonne/552100554/41',
    );
    expect(ligne).toHaveTextContent('552 100 554');
    expect(ligne).toHaveTextContent('Bordeaux (33000)');
    expect(ligne).toHaveTextContent('Programmation informatique (62.01Z)');
    const pagination = screen.getByRole('navigation', { name: 'Pages de la liste des entreprises' });
    expect(within(pagination).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'href',
      '/recherche-par-departement/33#entreprises',
    );
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/recherche-par-departement/33?page=3#entreprises',
    );
  });

  it('titles the head « Entreprises de Gironde (33) par secteur d’activité », canonical with its page', () => {
    const { container } = renderWith(DepartementHead, { serverData: departementFound });
    const head = headOf(container);
    expect(head.title).toBe('Entreprises de Gironde (33) par secteur d’activité (page 2) | Greffeo');
    expect(head.canonical).toBe(`${SITE_URL}/recherche-par-departement/33?page=2`);
    expect(head.noindex).toBe(false);
    expect(head.jsonLd?.itemListElement.at(-1)).toEqual({
      '@type': 'ListItem',
      position: 3,
      name: 'Gironde (33)',
      item: `${SITE_URL}/recherche-par-departement/33?page=2`,
    });
  });

  it('answers 200, 301 for a lower-case code, 404 for unknown, malformed or beyond the last page, 503 on outage', async () => {
    client.secteurs.mockResolvedValue({ departement: gironde, secteurs });
    client.entreprisesSeo.mockResolvedValue({ total: 120, items: entreprises });
    const ok = await departementData(requete({ departement: '33' }, '?page=3'));
    expect(ok).toMatchObject({ status: 200, props: { state: 'found', data: { page: 3 } } });
    expect(client.entreprisesSeo).toHaveBeenCalledWith({ numero_departement: '33', limit: 50, offset: 100 });

    client.secteurs.mockResolvedValue({ departement: { code: '2A', nom: 'Corse-du-Sud' }, secteurs });
    const moved = await departementData(requete({ departement: '2a' }, '?page=2'));
    expect(moved).toMatchObject({ status: 301, headers: { location: '/recherche-par-departement/2A?page=2' } });

    expect((await departementData(requete({ departement: '33' }, '?page=4'))).status).toBe(404);
    expect((await departementData(requete({ departement: 'gironde' }))).status).toBe(404);
    client.secteurs.mockResolvedValue(null);
    expect((await departementData(requete({ departement: '975' }))).status).toBe(404);

    client.secteurs.mockRejectedValue(panne());
    expect(await departementData(requete({ departement: '33' }))).toMatchObject({ status: 503 });
  });

  it('lists no deeper than the services allow (offset 10 000), pointing to sectors instead', async () => {
    client.secteurs.mockResolvedValue({ departement: gironde, secteurs });
    client.entreprisesSeo.mockResolvedValue({ total: 60_000, items: entreprises });
    expect((await departementData(requete({ departement: '33' }, '?page=201'))).status).toBe(200);
    expect(client.entreprisesSeo).toHaveBeenLastCalledWith({ numero_departement: '33', limit: 50, offset: 10_000 });
    client.entreprisesSeo.mockClear();
    expect((await departementData(requete({ departement: '33' }, '?page=202'))).status).toBe(404);
    expect(client.entreprisesSeo).not.toHaveBeenCalled();

    const data = { ...departementFound.data, entreprises: { total: 60_000, items: entreprises } };
    renderWith(DepartementPage, { serverData: { state: 'found', data } });
    expect(screen.getByText(/^Seules les 10 050 plus grandes entreprises sont listées ici/)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages de la liste des entreprises' });
    expect(within(pages).getByRole('link', { name: 'Page 201' })).toBeInTheDocument();
  });

  it('shows « Département introuvable » with a way back for a 404', () => {
    renderWith(DepartementPage, { serverData: { state: 'not-found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Département introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir les entreprises par département' })).toHaveAttribute(
      'href',
      '/recherche-par-departement',
    );
  });

  it('keeps the shell and offers a retry when the services are down', () => {
    renderWith(DepartementPage, { serverData: { state: 'unavailable' } });
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });
});
