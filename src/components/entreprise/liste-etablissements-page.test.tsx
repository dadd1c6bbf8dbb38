import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import ListePage, { Head, getServerData } from '../../pages/liste_etablissements/[nom]/[siren]/[id]';
import { entrepriseDuval, pageEtablissementsDuval } from './entreprise.fixtures';
import { oublierDepartements } from './server';
import { headOf, mockSiteMetadata, panne, renderWith, requete, SITE_URL } from './test-utils';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { entreprise: jest.fn(), etablissements: jest.fn(), departements: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const canonique = { nom: 'ateliers-duval-fils', siren: '552100554', id: '1042' };
const PATH = '/liste_etablissements/ateliers-duval-fils/552100554/1042';
const PARIS = { code: '75', nom: 'Paris' };
const trouve = (page = 1, total = 3) =>
  ({
    state: 'found',
    data: {
      entreprise: entrepriseDuval,
      etablissements: { ...pageEtablissementsDuval, total },
      page,
      departement: PARIS,
    },
  }) as const;

beforeEach(() => {
  mockSiteMetadata();
  oublierDepartements();
  client.departements.mockResolvedValue([{ ...PARIS, nombre_entreprises: 12 }]);
  client.entreprise.mockResolvedValue(entrepriseDuval);
  client.etablissements.mockResolvedValue(pageEtablissementsDuval);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/liste_etablissements/{nom}/{siren}/{id} on the server', () => {
  it('answers 200 with the first 20 establishments', async () => {
    expect(await getServerData(requete(canonique))).toMatchObject({
      status: 200,
      props: { state: 'found', data: { page: 1, etablissements: pageEtablissementsDuval, departement: PARIS } },
    });
    expect(client.etablissements).toHaveBeenCalledWith(1042, 20, 0);
  });

  it('reads `?page=N` as offset (N − 1) × 20', async () => {
    client.etablissements.mockResolvedValue({ ...pageEtablissementsDuval, total: 45 });
    expect(await getServerData(requete(canonique, '?page=3'))).toMatchObject({
      status: 200,
      props: { data: { page: 3 } },
    });
    expect(client.etablissements).toHaveBeenCalledWith(1042, 20, 40);
  });

  it('answers 301 to the canonical path, keeping the page, and drops a useless `?page=1`', async () => {
    client.etablissements.mockResolvedValue({ ...pageEtablissementsDuval, total: 45 });
    expect(await getServerData(requete({ ...canonique, nom: 'duval' }, '?page=2'))).toMatchObject({
      status: 301,
      headers: { location: `${PATH}?page=2` },
    });
    expect(await getServerData(requete({ ...canonique, siren: '732829320' }))).toMatchObject({
      status: 301,
      headers: { location: PATH },
    });
    expect(await getServerData(requete(canonique, '?page=1'))).toMatchObject({
      status: 301,
      headers: { location: PATH },
    });
  });

  it('answers 404 for a page beyond the last, an unknown or a malformed id', async () => {
    client.etablissements.mockResolvedValue({ total: 3, total_actifs: 2, items: [] });
    expect(await getServerData(requete(canonique, '?page=2'))).toMatchObject({ status: 404 });
    client.entreprise.mockResolvedValue(null);
    client.etablissements.mockResolvedValue(null);
    expect(await getServerData(requete(canonique))).toMatchObject({ status: 404, props: { state: 'not-found' } });
    expect(await getServerData(requete({ ...canonique, id: 'abc' }))).toMatchObject({ status: 404 });
  });

  it('answers 503 when the services are down', async () => {
    client.etablissements.mockRejectedValue(panne());
    expect(await getServerData(requete(canonique))).toMatchObject({ status: 503, props: { state: 'unavailable' } });
  });
});

describe('list of establishments', () => {
  it('heads the list with the company and « N établissements dont M actifs »', () => {
    renderWith(ListePage, { serverData: trouve() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Établissements d’ATELIERS DUVAL & FILS' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 établissements dont 2 actifs.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la fiche de l’entreprise' })).toHaveAttribute(
      'href',
      '/entreprise/ateliers-duval-fils/552100554/1042',
    );
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Accueil', 'Recherche par département', 'Paris (75)', 'ATELIERS DUVAL & FILS', 'Établissements']);
  });

  it('shows each establishment: SIRET linked to its page, siège, sign, address, NAF, état and dates', () => {
    renderWith(ListePage, { serverData: trouve() });
    const region = screen.getByRole('region', { name: 'Liste des établissements' });
    const cartes = within(region)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.closest('li') as HTMLElement);
    expect(cartes).toHaveLength(3);
    const [siege, lyon, nantes] = cartes;
    expect(within(siege!).getByRole('link', { name: 'SIRET 552 100 554 00013' })).toHaveAttribute(
      'href',
      '/etablissement/ateliers-duval-fils/55210055400013/7000',
    );
    expect(siege).toHaveTextContent('Siège');
    expect(siege).toHaveTextContent('12 RUE DE LA PAIX, BÂTIMENT B, 75002 Paris');
    expect(siege).toHaveTextContent('NAF 31.09B — Fabrication d’autres meubles');
    expect(siege).toHaveTextContent('Créé le 1er mars 1998');
    expect(lyon).toHaveTextContent('DUVAL ÉBÉNISTERIE');
    expect(lyon).not.toHaveTextContent('Siège');
    expect(nantes).toHaveTextContent('Fermé');
    expect(nantes).toHaveTextContent('Créé le 4 janvier 2010, fermé le 31 décembre 2018');
  });

  it('pages with plain links, page 1 at the bare path', () => {
    renderWith(ListePage, { serverData: trouve(2, 45) });
    expect(
      screen.getByRole('heading', { level: 2, name: 'Liste des établissements (page 2 sur 3)' }),
    ).toBeInTheDocument();
    const pagination = screen.getByRole('navigation', { name: 'Pages de la liste des établissements' });
    expect(within(pagination).getByRole('link', { name: 'Précédent' })).toHaveAttribute('href', PATH);
    expect(within(pagination).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', `${PATH}?page=3`);
  });

  it('has a canonical link keeping `?page=N` beyond the first page, and the JSON-LD', () => {
    const { container } = renderWith(Head, { serverData: trouve(2, 45) });
    const head = headOf(container);
    expect(head.title).toBe('Établissements d’ATELIERS DUVAL & FILS (552 100 554) — page 2 | Greffeo');
    expect(head.canonical).toBe(`${SITE_URL}${PATH}?page=2`);
    expect(head.jsonLd('BreadcrumbList')?.itemListElement).toHaveLength(5);
    expect(head.jsonLd('Organization')).toMatchObject({ name: 'ATELIERS DUVAL & FILS', vatID: 'FR96552100554' });
    const premiere = headOf(renderWith(Head, { serverData: trouve(1) }).container);
    expect(premiere.canonical).toBe(`${SITE_URL}${PATH}`);
  });
});
