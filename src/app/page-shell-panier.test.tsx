/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { shellData } from '../components/shell/test-fixtures';
import { panierFixture, panierVideFixture } from '../lib/api/fixtures-panier';
import { ecrireUidInvite, lireUidInvite } from '../lib/panier/uid-invite';
import { authHydratedAtom } from '../state/auth';
import { apiFactice } from '../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../test/session';
import { PageShell } from './page-shell';

jest.mock('../components/shell/use-shell-data', () => ({ useShellData: () => shellData }));

const UID = '0b6f5d1e-8a4c-4c4e-9f0a-2d3b1c4e5f60';
const page = (
  <PageShell path="/">
    <h1>Accueil</h1>
  </PageShell>
);
const liensPanier = (nom: string) => screen.getAllByRole('link', { name: nom, hidden: true });
/** Lets pending effects, requests and answers run (real timers): what was to happen has happened. */
const laisserFiler = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));

describe('the header’s basket link', () => {
  it('shows the dot on the desktop and mobile headers when the visitor’s basket has articles', async () => {
    const api = apiFactice({ 'GET /api/paniers': { corps: panierFixture() } });
    const store = visiteur();
    ecrireUidInvite({ uid: UID, aFusionner: true });
    rendre(store, page);
    await screen.findAllByRole('link', { name: 'Panier, 3 articles', hidden: true });
    const liens = liensPanier('Panier, 3 articles');
    expect(liens).toHaveLength(2);
    for (const lien of liens) {
      expect(lien).toHaveAttribute('href', '/panier');
      expect(within(lien).getByTestId('basket-dot')).toBeInTheDocument();
    }
    expect(api.appelsA('GET /api/paniers')[0]?.recherche.get('uid_invite')).toBe(UID);
  });

  it('shows no dot and no count for an empty basket once it is read', async () => {
    let servi = false;
    const api = apiFactice({
      'GET /api/paniers': () => {
        servi = true;
        return { corps: panierVideFixture() };
      },
    });
    const store = visiteur();
    ecrireUidInvite({ uid: UID, aFusionner: true });
    rendre(store, page);
    await waitFor(() => expect(servi).toBe(true));
    await laisserFiler();
    expect(api.appelsA('GET /api/paniers').map((a) => a.recherche.get('uid_invite'))).toEqual([UID]);
    // The empty basket is in the header now: never counted, never dotted.
    expect(screen.queryAllByRole('link', { name: /^Panier, /, hidden: true })).toHaveLength(0);
    const liens = liensPanier('Panier');
    expect(liens).toHaveLength(2);
    for (const lien of liens) expect(within(lien).queryByTestId('basket-dot')).not.toBeInTheDocument();
  });

  it('asks nothing for a visitor who never had a basket, and makes no uid for them', async () => {
    const api = apiFactice({ 'GET /api/paniers': { corps: panierFixture() } });
    const store = visiteur();
    rendre(store, page);
    await screen.findByRole('heading', { name: 'Accueil' });
    // Settled: the session is read from storage, and what its effects would ask has had time to go.
    await waitFor(() => expect(store.get(authHydratedAtom)).toBe(true));
    await laisserFiler();
    expect(api.appels.filter((a) => a.chemin.startsWith('/api/paniers'))).toHaveLength(0);
    expect(lireUidInvite()).toBeNull();
    const liens = liensPanier('Panier');
    expect(liens).toHaveLength(2);
    for (const lien of liens) expect(within(lien).queryByTestId('basket-dot')).not.toBeInTheDocument();
  });

  it('counts the signed-in user’s basket', async () => {
    const api = apiFactice({
      ...routesDuCompte(),
      'GET /api/paniers': { corps: panierFixture({ nombre_articles: 1 }) },
    });
    rendre(sessionStockee(), page);
    await screen.findAllByRole('link', { name: 'Panier, 1 article', hidden: true });
    expect(api.appelsA('GET /api/paniers')[0]?.entetes.get('authorization')).toMatch(/^Bearer /);
  });
});
