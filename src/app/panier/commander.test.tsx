/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { compteFixture } from '../../lib/api/fixtures';
import { commandeFixture } from '../../lib/api/fixtures-commandes';
import { panierFixture, panierVideFixture } from '../../lib/api/fixtures-panier';
import { hydrateAuthAtom } from '../../state/auth';
import { apiFactice, type Appel, type ReponseFactice } from '../../test/api-factice';
import { rendre, routesDuCompte, sessionStockee, visiteur } from '../../test/session';
import { SessionController } from '../session/session-controller';
import { PagePanier } from './page-panier';

const connecte = () =>
  rendre(
    sessionStockee(),
    <>
      <SessionController path="/panier/" />
      <PagePanier />
    </>,
  );

describe('« Commander » on /panier', () => {
  it('asks a visitor to sign in first, in the sign-in popup, and orders nothing', async () => {
    const api = apiFactice({ 'GET /api/paniers': { corps: panierFixture() } });
    const ouvrir = jest.spyOn(window, 'open').mockReturnValue(null);
    const store = visiteur();
    store.set(hydrateAuthAtom);
    rendre(store, <PagePanier />);
    const bouton = await screen.findByRole('button', { name: 'Commander' });
    expect(bouton).toHaveAccessibleDescription(
      'Connectez-vous pour commander : les articles de votre panier seront conservés.',
    );
    fireEvent.click(bouton);
    // The popup is refused here (jsdom): the sign-in ends at once.
    await act(async () => undefined);
    expect(ouvrir).toHaveBeenCalledWith('about:blank', 'greffeo-connexion', expect.stringContaining('width=600'));
    expect(api.appelsA('POST /api/commandes')).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
    ouvrir.mockRestore();
  });

  it('turns a signed-in user’s basket into an order, the button disabled meanwhile, then opens the order', async () => {
    let repondre: (reponse: ReponseFactice) => void = () => undefined;
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/paniers': { corps: panierFixture() },
      'POST /api/commandes': () =>
        new Promise<ReponseFactice>((resolve) => {
          repondre = resolve;
        }),
    });
    connecte();
    const bouton = await screen.findByRole('button', { name: 'Commander' });
    expect(bouton).not.toHaveAccessibleDescription();
    fireEvent.click(bouton);
    await waitFor(() => expect(api.appelsA('POST /api/commandes')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Commande en cours…' })).toBeDisabled();
    const [creation] = api.appelsA('POST /api/commandes') as [Appel];
    expect(creation.corps).toEqual({});
    expect(creation.entetes.get('authorization')).toMatch(/^Bearer /);

    api.routes['GET /api/paniers'] = { corps: panierVideFixture() };
    repondre({ status: 201, corps: commandeFixture() });
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith(
        '/espace-personnel/mes-commandes/commande?reference_commande=CMD-2026-000123&date_commande=2026-11-25',
      ),
    );
    // The service emptied the basket: the header's count is read again.
    await waitFor(() => expect(api.appelsA('GET /api/paniers')).toHaveLength(2));
  });

  it('says in French why the order could not be placed, and lets the user try again', async () => {
    const api = apiFactice({
      ...routesDuCompte(compteFixture()),
      'GET /api/paniers': { corps: panierFixture() },
      'POST /api/commandes': {
        status: 400,
        corps: { statusCode: 400, message: 'body', errors: [{ field: 'panier', message: 'Votre panier est vide.' }] },
      },
    });
    connecte();
    fireEvent.click(await screen.findByRole('button', { name: 'Commander' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La commande n’a pas pu être passée : Votre panier est vide.',
    );
    const bouton = screen.getByRole('button', { name: 'Commander' });
    expect(bouton).toBeEnabled();
    expect(bouton).toHaveAccessibleDescription('La commande n’a pas pu être passée : Votre panier est vide.');
    expect(navigate).not.toHaveBeenCalled();
    expect(api.appelsA('POST /api/commandes')).toHaveLength(1);
  });
});
