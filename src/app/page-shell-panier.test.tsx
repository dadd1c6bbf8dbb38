/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, within } from '@testing-library/react';
import { shellData } from '../components/shell/test-fixtures';
import { panierFixture, panierVideFixture } from '../lib/api/fixtures-panier';
import { ecrireUidInvite } from '../lib/panier/uid-invite';
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

  it('shows no dot for an empty basket, and asks nothing for a visitor who never had one', async () => {
    const api = apiFactice({ 'GET /api/paniers': { corps: panierVideFixture() } });
    rendre(visiteur(), page);
    await screen.findByRole('heading', { name: 'Accueil' });
    for (const lien of liensPanier('Panier')) expect(within(lien).queryByTestId('basket-dot')).not.toBeInTheDocument();
    expect(api.appelsA('GET /api/paniers')).toHaveLength(0);
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
