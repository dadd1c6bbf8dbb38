/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../../lib/api/fixtures';
import { resumeFixture } from '../../../lib/api/fixtures-commandes';
import { prixFixture } from '../../../lib/api/fixtures-panier';
import { attendreBasesAccessibilite } from '../../../test/accessibilite';
import { apiFactice, refus, type Appel } from '../../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee } from '../../../test/session';
import { SessionController } from '../../session/session-controller';
import { EspacePersonnelApp } from '../espace-personnel-app';

const CHEMIN = '/espace-personnel/mes-commandes/mon-historique';
/** The page in the shell's session (its bearer token on every call). */
const vue = (search = '') => (
  <>
    <SessionController path={CHEMIN} />
    <EspacePersonnelApp pathname={CHEMIN} search={search} />
  </>
);
/** The cells of a row as the eye reads them (no-break spaces as spaces). */
const cellules = (ligne: HTMLElement) =>
  Array.from(ligne.querySelectorAll('th, td'), (c) => (c.textContent ?? '').replace(/\s+/gu, ' ').trim());

/** 23 orders, newest first (numbers 23 down to 1); the first one still to pay. */
function listeDeCommandes(appel: Appel) {
  const offset = Number(appel.recherche.get('offset'));
  const limit = Number(appel.recherche.get('limit'));
  const numeros = Array.from({ length: 23 }, (_, i) => 23 - i).slice(offset, offset + limit);
  return {
    corps: {
      total: 23,
      offset,
      limit,
      commandes: numeros.map((n) =>
        n === 23
          ? resumeFixture(n, {
              statut: 'A_PAYER',
              libelle_statut: 'En attente de paiement',
              moyen_paiement: null,
              nombre_articles: 1,
              montant: prixFixture('3,20'),
            })
          : resumeFixture(n),
      ),
    },
  };
}

describe('/espace-personnel/mes-commandes/mon-historique', () => {
  it('lists the orders (reference, French date, articles, amount, status), each leading to its page', async () => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), 'GET /api/commandes': listeDeCommandes });
    rendre(sessionStockee(), vue());
    const tableau = await screen.findByRole('table', { name: 'Vos commandes (page 1 sur 3)' });
    const lignes = within(tableau).getAllByRole('row').slice(1);
    expect(lignes).toHaveLength(10);
    const [premiere, deuxieme] = lignes as [HTMLElement, HTMLElement];
    expect(within(premiere).getByRole('link', { name: 'CMD-2026-000023' })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-commandes/commande?reference_commande=CMD-2026-000023&date_commande=2026-11-25',
    );
    expect(cellules(premiere)).toEqual([
      'CMD-2026-000023',
      '25 novembre 2026 à 14 h 05',
      '1',
      '3,20 €',
      'En attente de paiement',
    ]);
    expect(cellules(deuxieme)).toEqual([
      'CMD-2026-000022',
      '25 novembre 2026 à 14 h 05',
      '2',
      '1 234,50 €',
      'Documents délivrés',
    ]);
    expect(screen.getByText('23 commandes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeInTheDocument();

    const [lecture] = api.appelsA('GET /api/commandes') as [Appel];
    expect(lecture.recherche.get('offset')).toBe('0');
    expect(lecture.recherche.get('limit')).toBe('10');
    expect(lecture.entetes.get('authorization')).toMatch(/^Bearer /);

    const pagination = screen.getByRole('navigation', { name: 'Pages de vos commandes' });
    expect(within(pagination).getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', `${CHEMIN}?page=2`);
    expect(within(pagination).getByRole('link', { name: 'Suivant' })).toHaveAttribute('href', `${CHEMIN}?page=2`);
    expect(within(pagination).queryByRole('link', { name: 'Précédent' })).not.toBeInTheDocument();
    attendreBasesAccessibilite();
  });

  it('reads the page from the address and moves to another one through its link', async () => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), 'GET /api/commandes': listeDeCommandes });
    const { rerendre } = rendre(sessionStockee(), vue('?page=3'));
    const tableau = await screen.findByRole('table', { name: 'Vos commandes (page 3 sur 3)' });
    expect(api.appelsA('GET /api/commandes').map((a) => a.recherche.get('offset'))).toEqual(['20']);
    expect(
      within(tableau)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['CMD-2026-000003', 'CMD-2026-000002', 'CMD-2026-000001']);
    const pagination = screen.getByRole('navigation', { name: 'Pages de vos commandes' });
    expect(within(pagination).getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', CHEMIN);
    fireEvent.click(within(pagination).getByRole('link', { name: 'Précédent' }));
    expect(navigate).toHaveBeenCalledWith(`${CHEMIN}?page=2`, expect.anything());

    rerendre(vue('?page=2'));
    await screen.findByRole('table', { name: 'Vos commandes (page 2 sur 3)' });
    await waitFor(() =>
      expect(api.appelsA('GET /api/commandes').map((a) => a.recherche.get('offset'))).toEqual(['20', '10']),
    );
    expect(screen.getByRole('link', { name: 'CMD-2026-000013' })).toBeInTheDocument();
  });

  it('explains an empty history and leads to the company search', async () => {
    apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/commandes': { corps: { total: 0, offset: 0, limit: 10, commandes: [] } },
    });
    rendre(sessionStockee(), vue());
    expect(await screen.findByText('Vous n’avez pas encore passé de commande.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Rechercher une entreprise' })).toHaveAttribute(
      'href',
      '/recherche-entreprise-dirigeant/recherche-avancee',
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the orders cannot be loaded', async () => {
    const api = apiFactice({ ...routesDuCompte(compteFixture()), 'GET /api/commandes': refus(503, 'panne') });
    rendre(sessionStockee(), vue());
    expect(await screen.findByRole('alert')).toHaveTextContent('Vos commandes n’ont pas pu être chargées.');
    api.routes['GET /api/commandes'] = listeDeCommandes;
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('link', { name: 'CMD-2026-000023' })).toBeInTheDocument();
  });

  it('is listed among the sections of the personal space', async () => {
    apiFactice(routesDuCompte(compteFixture()));
    rendre(sessionStockee(), <EspacePersonnelApp pathname="/espace-personnel" />);
    const rubriques = await screen.findByRole('region', { name: 'Mes rubriques' });
    await waitFor(() =>
      expect(within(rubriques).getByRole('link', { name: /^Mes commandes/ })).toHaveAttribute('href', CHEMIN),
    );
    expect(within(rubriques).getByRole('link', { name: /^Mes factures/ })).toHaveAttribute(
      'href',
      '/espace-personnel/mes-factures',
    );
    expect(within(rubriques).getByRole('link', { name: /^Mes moyens de paiement/ })).toHaveAttribute(
      'href',
      '/espace-personnel/moyens-de-paiement',
    );
    expect(within(rubriques).getByRole('link', { name: /^Mon portefeuille électronique/ })).toHaveAttribute(
      'href',
      '/espace-personnel/portefeuille-electronique-details',
    );
  });
});
