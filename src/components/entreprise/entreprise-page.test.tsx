import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import EntreprisePage, { Head, getServerData } from '../../pages/entreprise/[slug]/[numero]/[id]';
import { ficheDuval, ficheMartin, historiqueDuvalPage2 } from './entreprise.fixtures';
import { oublierDepartements } from './server';
import { headOf, mockSiteMetadata, panne, renderWith, requete, SITE_URL } from './test-utils';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { fiche: jest.fn(), evenements: jest.fn(), departements: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const PARIS = { code: '75', nom: 'Paris' };
const canonique = { slug: 'ateliers-duval-fils', numero: '552100554', id: '1042' };
const trouve = { state: 'found', data: { fiche: ficheDuval, departement: PARIS, ancre: null } } as const;

beforeEach(() => {
  mockSiteMetadata();
  oublierDepartements();
  client.departements.mockResolvedValue([{ ...PARIS, nombre_entreprises: 12 }]);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/entreprise/{slug}/{siren}/{id} on the server', () => {
  it('answers 200 with the sheet and the name of the siège’s département, cacheable', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    const result = await getServerData(requete(canonique));
    expect(client.fiche).toHaveBeenCalledWith(1042);
    expect(result).toMatchObject({
      status: 200,
      headers: { 'cache-control': expect.stringContaining('max-age=300') },
      props: { state: 'found', data: { fiche: ficheDuval, departement: PARIS, ancre: null } },
    });
  });

  it('reads `ancre` from the request, ignoring an unknown one', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    expect(await getServerData(requete(canonique, '?ancre=dirigeants'))).toMatchObject({
      status: 200,
      props: { data: { ancre: 'dirigeants' } },
    });
    expect(await getServerData(requete(canonique, '?ancre=nulle-part'))).toMatchObject({
      status: 200,
      props: { data: { ancre: null } },
    });
  });

  it('answers 301 to the canonical path for an outdated slug or another number, keeping `ancre`', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    const ancienNom = await getServerData(requete({ ...canonique, slug: 'duval-sarl' }, '?ancre=chiffres-cles'));
    expect(ancienNom).toMatchObject({
      status: 301,
      headers: { location: '/entreprise/ateliers-duval-fils/552100554/1042?ancre=chiffres-cles' },
    });
    const autreNumero = await getServerData(requete({ ...canonique, numero: '732829320' }));
    expect(autreNumero).toMatchObject({
      status: 301,
      headers: { location: '/entreprise/ateliers-duval-fils/552100554/1042' },
    });
  });

  it('reads the first page of the history from the sheet alone', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    expect(await getServerData(requete(canonique))).toMatchObject({
      status: 200,
      props: { data: { historique: null } },
    });
    expect(client.evenements).not.toHaveBeenCalled();
  });

  it('reads another page of the history with `historique`, along with the sheet', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    client.evenements.mockResolvedValue(historiqueDuvalPage2);
    const result = await getServerData(requete(canonique, '?historique=2'));
    expect(client.evenements).toHaveBeenCalledWith(1042, 20, 20);
    expect(result).toMatchObject({
      status: 200,
      props: { state: 'found', data: { fiche: ficheDuval, historique: { page: 2, evenements: historiqueDuvalPage2 } } },
    });
  });

  it('answers 301 without `historique` when it names no page of the history, keeping `ancre`', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    client.evenements.mockResolvedValue({ total: 45, evenements: [] });
    const sansPage = '/entreprise/ateliers-duval-fils/552100554/1042';
    for (const valeur of [
      '1',
      '0',
      '02',
      'abc',
      '-3',
      '2.5',
      '',
      '1234567',
      '%3C%2Fscript%3E%3Cimg%20onerror%3D1%3E',
    ]) {
      expect(await getServerData(requete(canonique, `?historique=${valeur}`))).toMatchObject({
        status: 301,
        headers: { location: sansPage },
      });
    }
    // Beyond the last page.
    expect(await getServerData(requete(canonique, '?ancre=documents&historique=9'))).toMatchObject({
      status: 301,
      headers: { location: `${sansPage}?ancre=documents` },
    });
    expect(client.evenements).toHaveBeenCalledTimes(1);
  });

  it('keeps the page of the history when redirecting an outdated address', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    client.evenements.mockResolvedValue(historiqueDuvalPage2);
    const result = await getServerData(requete({ ...canonique, slug: 'duval-sarl' }, '?historique=2&ancre=historique'));
    expect(result).toMatchObject({
      status: 301,
      headers: { location: '/entreprise/ateliers-duval-fils/552100554/1042?ancre=historique&historique=2' },
    });
  });

  it('answers 503 when a page of the history cannot be read', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    client.evenements.mockRejectedValue(panne());
    expect(await getServerData(requete(canonique, '?historique=2'))).toMatchObject({
      status: 503,
      props: { state: 'unavailable' },
    });
  });

  it('answers 404 for an unknown id and, without calling the services, for a malformed one', async () => {
    client.fiche.mockResolvedValue(null);
    expect(await getServerData(requete({ ...canonique, id: '999999' }))).toMatchObject({
      status: 404,
      props: { state: 'not-found' },
    });
    client.fiche.mockClear();
    for (const id of ['abc', '0', '012', '-4', '1.5']) {
      expect(await getServerData(requete({ ...canonique, id }))).toMatchObject({ status: 404 });
    }
    expect(client.fiche).not.toHaveBeenCalled();
  });

  it('answers 503, never cached, when the services are down', async () => {
    client.fiche.mockRejectedValue(panne());
    expect(await getServerData(requete(canonique))).toMatchObject({
      status: 503,
      headers: { 'cache-control': 'no-store' },
      props: { state: 'unavailable' },
    });
  });

  it('still renders the page when the list of départements cannot be read, without that crumb', async () => {
    client.fiche.mockResolvedValue(ficheDuval);
    client.departements.mockRejectedValue(panne());
    expect(await getServerData(requete(canonique))).toMatchObject({
      status: 200,
      props: { data: { departement: null } },
    });
  });
});

describe('company page', () => {
  it('shows the breadcrumb through the département of the siège, then the sheet', () => {
    renderWith(EntreprisePage, { serverData: trouve });
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Accueil', 'Recherche par département', 'Paris (75)', 'ATELIERS DUVAL & FILS']);
    expect(within(nav).getByRole('link', { name: 'Paris (75)' })).toHaveAttribute(
      'href',
      '/recherche-par-departement/75',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ATELIERS DUVAL & FILS' })).toBeInTheDocument();
  });

  it('falls back to Accueil › name when the département is unknown', () => {
    renderWith(EntreprisePage, {
      serverData: { state: 'found', data: { fiche: ficheMartin, departement: null, ancre: null } },
    });
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    expect(
      within(nav)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Accueil', 'MARTIN Sophie']);
  });

  it('says « Entreprise introuvable » for 404 and shows the error screen for 503', () => {
    const { unmount } = renderWith(EntreprisePage, { serverData: { state: 'not-found' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Entreprise introuvable' })).toBeInTheDocument();
    unmount();
    renderWith(EntreprisePage, { serverData: { state: 'unavailable' } });
    expect(screen.getByText(/^Une erreur est survenue ".+"$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('has a precise title, a description, the canonical link and the breadcrumb and Organization JSON-LD', () => {
    const { container } = renderWith(Head, { serverData: trouve, location: { pathname: '/entreprise/x/1/1042' } });
    const head = headOf(container);
    expect(head.title).toBe('ATELIERS DUVAL & FILS (552 100 554) — Paris : chiffres clés, dirigeants, Kbis | Greffeo');
    expect(head.description).toContain('immatriculée au RCS Paris 552 100 554');
    expect(head.canonical).toBe(`${SITE_URL}/entreprise/ateliers-duval-fils/552100554/1042`);
    expect(head.noindex).toBe(false);
    expect(head.jsonLd('BreadcrumbList')?.itemListElement).toHaveLength(4);
    expect(head.jsonLd('Organization')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'ATELIERS DUVAL & FILS',
      legalName: 'ATELIERS DUVAL & FILS',
      alternateName: 'ADF',
      identifier: { '@type': 'PropertyValue', propertyID: 'SIREN', value: '552100554' },
      vatID: 'FR96552100554',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 RUE DE LA PAIX, BÂTIMENT B',
        postalCode: '75002',
        addressLocality: 'Paris',
        addressCountry: 'FR',
      },
      foundingDate: '1998-03-01',
      url: `${SITE_URL}/entreprise/ateliers-duval-fils/552100554/1042`,
    });
  });

  it('keeps an unknown company out of the index', () => {
    const { container } = renderWith(Head, { serverData: { state: 'not-found' } });
    expect(headOf(container)).toMatchObject({ title: 'Entreprise introuvable | Greffeo', noindex: true });
  });
});
