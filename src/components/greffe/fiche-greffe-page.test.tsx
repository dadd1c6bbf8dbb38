import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import GreffePage, { Head, getServerData } from '../../pages/fiche-greffe/[nom]/[code]';
import { headOf, mockSiteMetadata, panne, renderWith, requete, SITE_URL } from '../departement/page-test-utils';
import { bordeaux, communes, leMans } from './greffe.fixtures';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { greffe: jest.fn(), communesDuGreffe: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const found = (page = 1, total = 230) =>
  ({ state: 'found', data: { greffe: bordeaux, communes: { total, items: communes }, page } }) as const;

beforeEach(() => {
  mockSiteMetadata();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  client.greffe.mockResolvedValue(bordeaux);
  client.communesDuGreffe.mockResolvedValue({ total: 230, items: communes });
});

describe('/fiche-greffe/{nom}/{code}', () => {
  it('names the registry and gives its seat, jurisdiction and registered companies', () => {
    renderWith(GreffePage, { serverData: found() });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Greffe du tribunal de commerce de Bordeaux' }),
    ).toBeInTheDocument();
    const faits = screen.getByRole('region', { name: 'Informations sur le greffe' });
    const valeur = (terme: string) => within(faits).getByText(terme).nextElementSibling?.textContent;
    expect(valeur('Code greffe')).toBe('3302');
    expect(valeur('Siège')).toBe('33000 Bordeaux');
    expect(valeur('Département')).toBe('Gironde (33)');
    expect(valeur('Ressort')).toBe('230 communes');
    expect(valeur('Entreprises immatriculées')).toBe('15\u202f420 entreprises');
    expect(within(faits).getByRole('link', { name: /^Voir les entreprises immatriculées/ })).toHaveAttribute(
      'href',
      '/recherche-par-departement/33',
    );
  });

  it('lists the communes of its jurisdiction with their postal codes, paged by 100', () => {
    renderWith(GreffePage, { serverData: found(2) });
    const section = screen.getByRole('region', { name: 'Communes du ressort' });
    expect(section).toHaveTextContent(
      'Le greffe est compétent pour 230 communes, classées par ordre alphabétique (communes 101 à 103).',
    );
    const items = within(section).getAllByRole('listitem').slice(0, 3);
    expect(items.map((li) => li.textContent)).toEqual([
      'Ambarès-et-Lagrave (33440)',
      'Bordeaux (33000, 33100, 33200, 33300, 33800)',
      'Le Bouscat (33110)',
    ]);
    const pages = screen.getByRole('navigation', { name: 'Pages de la liste des communes' });
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      '/fiche-greffe/bordeaux/3302?page=3#communes',
    );
  });

  it('has a canonical link, a description and a BreadcrumbList', () => {
    const { container } = renderWith(Head, { serverData: found() });
    const head = headOf(container);
    expect(head.title).toBe('Greffe du tribunal de commerce de Bordeaux (3302) | Greffeo');
    expect(head.canonical).toBe(`${SITE_URL}/fiche-greffe/bordeaux/3302`);
    expect(head.description).toBe(
      'Greffe du tribunal de commerce de Bordeaux, code greffe 3302. Siège\u00a0: 33000 Bordeaux (Gironde). 230 communes dans son ressort et 15\u202f420 entreprises immatriculées.',
    );
    expect(head.jsonLd?.itemListElement.map((c) => c.name)).toEqual([
      'Accueil',
      'Rechercher un greffe',
      'Greffe du tribunal de commerce de Bordeaux',
    ]);
  });

  it('answers 200 at its canonical address and asks for the page’s communes', async () => {
    const result = await getServerData(requete({ nom: 'bordeaux', code: '3302' }, '?page=2'));
    expect(result).toMatchObject({ status: 200, headers: { 'cache-control': expect.stringContaining('max-age=300') } });
    expect(client.communesDuGreffe).toHaveBeenCalledWith('3302', 100, 100);
  });

  it('redirects (301) a wrong or outdated name to the canonical one, keeping the page', async () => {
    client.greffe.mockResolvedValue(leMans);
    expect(await getServerData(requete({ nom: 'tribunal-du-mans', code: '7202' }, '?page=2'))).toMatchObject({
      status: 301,
      headers: { location: '/fiche-greffe/le-mans/7202?page=2' },
    });
  });

  it('answers 404 for an unknown or malformed code and beyond the last page of communes', async () => {
    expect((await getServerData(requete({ nom: 'bordeaux', code: '3302' }, '?page=4'))).status).toBe(404);
    expect((await getServerData(requete({ nom: 'x', code: '33' }))).status).toBe(404);
    client.greffe.mockResolvedValue(null);
    expect((await getServerData(requete({ nom: 'inconnu', code: '0000' }))).status).toBe(404);
  });

  it('answers 503 when the services are down', async () => {
    client.greffe.mockRejectedValue(panne());
    expect(await getServerData(requete({ nom: 'bordeaux', code: '3302' }))).toMatchObject({
      status: 503,
      headers: { 'cache-control': 'no-store' },
    });
  });

  it('says « Greffe introuvable » and offers the registry search', () => {
    renderWith(GreffePage, { serverData: { state: 'not-found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Greffe introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Rechercher un greffe/ })).toHaveAttribute('href', '/rechercher-un-greffe');
  });

  it('contracts « Le Mans » in its title', () => {
    renderWith(GreffePage, {
      serverData: { state: 'found', data: { greffe: leMans, communes: { total: 0, items: [] }, page: 1 } },
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Greffe du tribunal des activités économiques du Mans' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('La liste des communes du ressort n’est pas disponible pour le moment.'),
    ).toBeInTheDocument();
  });
});
