import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import SecteurPage, {
  Head as SecteurHead,
  getServerData as secteurData,
} from '../../pages/recherche-par-departement/[departement]/[activite]';
import NafPage, {
  Head as NafHead,
  getServerData as nafData,
} from '../../pages/recherche-par-departement/[departement]/[activite]/[naf]';
import { codesNaf, entreprises, gironde, programmation } from './departement.fixtures';
import { headOf, mockSiteMetadata, panne, renderWith, requete, SITE_URL } from './page-test-utils';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { codesNaf: jest.fn(), entreprisesSeo: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const liste = { total: 2, items: entreprises };
const secteurFound = {
  state: 'found',
  data: { departement: gironde, secteur: programmation, codes_naf: codesNaf, entreprises: liste, page: 1 },
} as const;
const nafFound = {
  state: 'found',
  data: { departement: gironde, secteur: programmation, naf: codesNaf[0], entreprises: liste, page: 1 },
} as const;

beforeEach(() => {
  mockSiteMetadata();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  client.codesNaf.mockResolvedValue({ departement: gironde, secteur: programmation, codes_naf: codesNaf });
  client.entreprisesSeo.mockResolvedValue(liste);
});

describe('/recherche-par-departement/{département}/{secteur}', () => {
  it('lists the NAF codes of the sector, written without their dot in links, and its companies', () => {
    renderWith(SecteurPage, { serverData: secteurFound });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Programmation, conseil et autres activités informatiques\u00a0: entreprises de Gironde (33)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Dans ce département, 2 entreprises actives exercent principalement dans ce secteur\./),
    ).toBeInTheDocument();
    const naf = screen.getByRole('region', { name: 'Codes NAF du secteur' });
    expect(within(naf).getByRole('link', { name: /Programmation informatique \(62.01Z\)/ })).toHaveAttribute(
      'href',
      '/recherche-par-departement/33/62/6201Z',
    );
    expect(
      screen.getByRole('table', { name: /Entreprises du secteur 62 de Gironde \(33\), 1 à 2 sur 2/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages de la liste des entreprises' })).not.toBeInTheDocument();
  });

  it('has a breadcrumb Accueil › Recherche par département › Gironde (33) › sector, in JSON-LD too', () => {
    const { container } = renderWith(SecteurHead, { serverData: secteurFound });
    const head = headOf(container);
    expect(head.canonical).toBe(`${SITE_URL}/recherche-par-departement/33/62`);
    expect(head.jsonLd?.itemListElement.map((c) => c.item)).toEqual([
      `${SITE_URL}/`,
      `${SITE_URL}/recherche-par-departement`,
      `${SITE_URL}/recherche-par-departement/33`,
      `${SITE_URL}/recherche-par-departement/33/62`,
    ]);
  });

  it('answers 200, 301 for a lower-case département, 404 for unknown or empty sectors, 503 on outage', async () => {
    expect(await secteurData(requete({ departement: '33', activite: '62' }))).toMatchObject({ status: 200 });
    expect(client.entreprisesSeo).toHaveBeenCalledWith({
      numero_departement: '33',
      secteur_activite: '62',
      limit: 50,
      offset: 0,
    });
    client.codesNaf.mockResolvedValue({
      departement: { code: '2B', nom: 'Haute-Corse' },
      secteur: programmation,
      codes_naf: codesNaf,
    });
    expect(await secteurData(requete({ departement: '2b', activite: '62' }))).toMatchObject({
      status: 301,
      headers: { location: '/recherche-par-departement/2B/62' },
    });
    expect((await secteurData(requete({ departement: '33', activite: '6' }))).status).toBe(404);
    expect((await secteurData(requete({ departement: '33', activite: '62' }, '?page=2'))).status).toBe(404);
    client.codesNaf.mockResolvedValue({ departement: gironde, secteur: programmation, codes_naf: [] });
    expect((await secteurData(requete({ departement: '33', activite: '62' }))).status).toBe(404);
    client.codesNaf.mockResolvedValue(null);
    expect((await secteurData(requete({ departement: '33', activite: '99' }))).status).toBe(404);
    client.codesNaf.mockRejectedValue(panne());
    expect((await secteurData(requete({ departement: '33', activite: '62' }))).status).toBe(503);
  });
});

describe('/recherche-par-departement/{département}/{secteur}/{naf}', () => {
  it('lists the companies of the NAF code and links back to its sector', () => {
    renderWith(NafPage, { serverData: nafFound });
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Programmation informatique (62.01Z)\u00a0: entreprises de Gironde (33)',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/2 entreprises actives ont pour activité principale le code NAF 62.01Z/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Entreprises du code NAF 62.01Z de Gironde \(33\)/ });
    expect(within(table).getByRole('link', { name: 'Vignobles & Code' })).toHaveAttribute(
      'href',
      '/entreprise/vignobles-code/732829320/42',
    );
    expect(within(table).getAllByRole('row')[2]).toHaveTextContent('Libourne (33500)');
  });

  it('is canonical at the dotless NAF path', () => {
    const { container } = renderWith(NafHead, { serverData: nafFound });
    expect(headOf(container).canonical).toBe(`${SITE_URL}/recherche-par-departement/33/62/6201Z`);
    expect(headOf(container).title).toBe(
      'Programmation informatique (62.01Z)\u00a0: entreprises de Gironde (33) | Greffeo',
    );
  });

  it('answers 200 with the service’s NAF code, 301 for a dotted, lower-case or misfiled code, 404 otherwise', async () => {
    expect(await nafData(requete({ departement: '33', activite: '62', naf: '6201Z' }))).toMatchObject({ status: 200 });
    expect(client.codesNaf).toHaveBeenCalledWith('33', '62');
    expect(client.entreprisesSeo).toHaveBeenCalledWith({
      numero_departement: '33',
      code_naf: '62.01Z',
      limit: 50,
      offset: 0,
    });
    for (const [activite, naf] of [
      ['62', '62.01Z'],
      ['62', '6201z'],
      ['47', '6201Z'],
    ] as const) {
      expect(await nafData(requete({ departement: '33', activite, naf }, '?page=2'))).toMatchObject({
        status: 301,
        headers: { location: '/recherche-par-departement/33/62/6201Z?page=2' },
      });
    }
    expect((await nafData(requete({ departement: '33', activite: '62', naf: '6209Z' }))).status).toBe(404);
    expect((await nafData(requete({ departement: '33', activite: '62', naf: 'informatique' }))).status).toBe(404);
    expect((await nafData(requete({ departement: '33', activite: '62', naf: '6201Z' }, '?page=9'))).status).toBe(404);
    client.codesNaf.mockRejectedValue(panne());
    expect((await nafData(requete({ departement: '33', activite: '62', naf: '6201Z' }))).status).toBe(503);
  });

  it('says « Code NAF introuvable » for a 404', () => {
    renderWith(NafPage, { serverData: { state: 'not-found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Code NAF introuvable' })).toBeInTheDocument();
  });
});
