import { screen, within } from '@testing-library/react';
import { registre } from '../../lib/registre/client';
import RechercherUnGreffePage, { Head, getServerData } from '../../pages/rechercher-un-greffe';
import { headOf, mockSiteMetadata, panne, renderWith, requete, SITE_URL } from '../departement/page-test-utils';
import { ajaccio, bordeaux, bourg, leMans, libourne } from './greffe.fixtures';

jest.mock('../../lib/registre/client', () => ({
  ...jest.requireActual('../../lib/registre/client'),
  registre: { rechercherGreffes: jest.fn() },
}));
const client = registre as jest.Mocked<typeof registre>;

const tous = [ajaccio, bordeaux, bourg, leMans, libourne];
const page = (data: object) => ({
  state: 'found',
  data: { q: '', erreur: null, recherche: false, greffes: tous, ...data },
});

beforeEach(() => {
  mockSiteMetadata();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('/rechercher-un-greffe', () => {
  it('offers a labelled GET search field and lists every registry by département', () => {
    renderWith(RechercherUnGreffePage, { serverData: page({}) });
    expect(screen.getByRole('heading', { level: 1, name: 'Rechercher un greffe' })).toBeInTheDocument();
    const form = screen.getByRole('search', { name: 'Rechercher un greffe' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/rechercher-un-greffe');
    expect(within(form).getByLabelText('Commune, code postal ou nom du greffe')).toHaveAttribute('name', 'q');
    const liste = screen.getByRole('region', { name: 'Les 5 greffes, par département' });
    expect(
      within(liste)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Ain (01)', 'Corse-du-Sud (2A)', 'Gironde (33)', 'Sarthe (72)']);
    expect(within(liste).getByRole('link', { name: 'Greffe du Mans' })).toHaveAttribute(
      'href',
      '/fiche-greffe/le-mans/7202',
    );
  });

  it('shows the results of a search, saying when a commune of the jurisdiction matched', () => {
    renderWith(RechercherUnGreffePage, { serverData: page({ q: 'Pessac', recherche: true, greffes: [bordeaux] }) });
    expect(screen.getByLabelText('Commune, code postal ou nom du greffe')).toHaveValue('Pessac');
    const resultats = screen.getByRole('region', { name: '1 greffe correspond à «\u00a0Pessac\u00a0»' });
    const item = within(resultats).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Greffe du tribunal de commerce de Bordeaux' })).toHaveAttribute(
      'href',
      '/fiche-greffe/bordeaux/3302',
    );
    expect(item).toHaveTextContent('Tribunal de commerce — siège : 33000 Bordeaux, Gironde (33)');
    expect(item).toHaveTextContent('Compétent pour une commune dont le nom commence par « Pessac »');
  });

  it('does not explain a match on the registry’s own name', () => {
    renderWith(RechercherUnGreffePage, { serverData: page({ q: 'bord', recherche: true, greffes: [bordeaux] }) });
    expect(screen.queryByText(/Compétent pour/)).not.toBeInTheDocument();
  });

  it('says when no registry matches, with advice', () => {
    renderWith(RechercherUnGreffePage, { serverData: page({ q: 'Xyz', recherche: true, greffes: [] }) });
    const resultats = screen.getByRole('region', { name: 'Aucun greffe ne correspond à «\u00a0Xyz\u00a0»' });
    expect(within(resultats).getByText(/code postal à 5 chiffres/)).toBeInTheDocument();
    expect(within(resultats).getByRole('link', { name: 'Voir la liste de tous les greffes' })).toBeInTheDocument();
  });

  it('tells why a too short search was not run, tied to the field', () => {
    renderWith(RechercherUnGreffePage, { serverData: page({ q: 'B', erreur: 'Minimum 2 caractères requis.' }) });
    const champ = screen.getByLabelText('Commune, code postal ou nom du greffe');
    expect(champ).toHaveAttribute('aria-invalid', 'true');
    expect(champ).toHaveAccessibleDescription(/Minimum 2 caractères requis\./);
  });

  it('searches the trimmed query, lists everything without one, and always answers 200', async () => {
    client.rechercherGreffes.mockResolvedValue([bordeaux]);
    expect(await getServerData({ ...requete({}, '?q=%20%20Pessac%20'), query: {} })).toMatchObject({
      status: 200,
      props: { data: { q: 'Pessac', recherche: true, greffes: [bordeaux] } },
    });
    expect(client.rechercherGreffes).toHaveBeenLastCalledWith('Pessac');

    client.rechercherGreffes.mockResolvedValue(tous);
    expect(await getServerData(requete({}))).toMatchObject({ status: 200, props: { data: { recherche: false } } });
    expect(client.rechercherGreffes).toHaveBeenLastCalledWith('');

    expect(await getServerData(requete({}, '?q=B'))).toMatchObject({
      status: 200,
      props: { data: { q: 'B', erreur: 'Minimum 2 caractères requis.', recherche: false } },
    });
    expect(await getServerData(requete({}, '?q=--'))).toMatchObject({
      status: 200,
      props: { data: { erreur: 'Les caractères spéciaux ne sont pas autorisés.', recherche: false } },
    });
    expect(client.rechercherGreffes).not.toHaveBeenCalledWith('--');
    expect(await getServerData(requete({}, `?q=${'a'.repeat(71)}`))).toMatchObject({
      status: 200,
      props: { data: { erreur: 'Limité à 70 caractères.' } },
    });
  });

  it('reads q from Gatsby’s parsed query when there is one', async () => {
    client.rechercherGreffes.mockResolvedValue([]);
    await getServerData({ ...requete({}), query: { q: 'Libourne' } });
    expect(client.rechercherGreffes).toHaveBeenLastCalledWith('Libourne');
  });

  it('answers 503 when the services are down', async () => {
    client.rechercherGreffes.mockRejectedValue(panne());
    expect(await getServerData(requete({}, '?q=Pessac'))).toMatchObject({ status: 503 });
    renderWith(RechercherUnGreffePage, { serverData: { state: 'unavailable' } });
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('is canonical at /rechercher-un-greffe, results being noindex', () => {
    const liste = headOf(renderWith(Head, { serverData: page({}) }).container);
    expect(liste.canonical).toBe(`${SITE_URL}/rechercher-un-greffe`);
    expect(liste.noindex).toBe(false);
    expect(liste.jsonLd?.itemListElement.map((c) => c.name)).toEqual(['Accueil', 'Rechercher un greffe']);
    const { container } = renderWith(Head, { serverData: page({ q: 'Pessac', recherche: true, greffes: [] }) });
    const resultats = headOf(container);
    expect(resultats.title).toBe('Greffes correspondant à «\u00a0Pessac\u00a0» | Greffeo');
    expect(resultats.noindex).toBe(true);
  });
});
