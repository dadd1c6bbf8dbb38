/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { shellData } from '../../components/shell/test-fixtures';
import { APP_VERSION, VERSION_KEY } from '../../lib/auth/storage';
import { authAtom } from '../../state/auth';
import { CONSENT_STORAGE_KEY } from '../../state/consent';
import { apiFactice, refus, type Gestionnaire } from '../../test/api-factice';
import { CONSENTEMENT, rendre, routesDuCompte, sessionEnregistree, sessionStockee } from '../../test/session';
import { PageShell } from '../page-shell';

jest.mock('../../components/shell/use-shell-data', () => ({ useShellData: () => shellData }));

async function seDeconnecter(reponse: Gestionnaire) {
  const api = apiFactice({ ...routesDuCompte(), 'POST /auth/deconnexion': reponse });
  const store = sessionStockee();
  window.localStorage.setItem('greffeo.panier', 'p-1');
  rendre(
    store,
    <PageShell path="/espace-personnel">
      <h1>Mon espace personnel</h1>
    </PageShell>,
  );
  const user = userEvent.setup();
  const [avatar] = await screen.findAllByRole('button', { name: /Mon compte, Jeanne Martin/ });
  await user.click(avatar as HTMLElement);
  await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));
  const dialogue = screen.getByRole('alertdialog');
  expect(dialogue).toHaveTextContent('Êtes-vous sûr de vouloir vous déconnecter?');
  expect(within(dialogue).getByRole('button', { name: 'Non, annuler' })).toBeInTheDocument();
  await user.click(within(dialogue).getByRole('button', { name: 'Oui, continuer' }));
  await waitFor(() => expect(api.appelsA('POST /auth/deconnexion')).toHaveLength(1));
  return { api, store };
}

describe('logout', () => {
  it('ends the provider session, clears the session and storage but the cookie choice, and goes home', async () => {
    const { api, store } = await seDeconnecter({ status: 204 });
    expect(api.appelsA('POST /auth/deconnexion')[0]?.corps).toEqual({ client_id: 'frontend', refresh_token: 'r-1' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(store.get(authAtom).connected).toBe(false);
    expect(sessionEnregistree()).toBeNull();
    expect(window.localStorage.getItem('greffeo.panier')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')).toEqual(CONSENTEMENT);
    expect(window.localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION);
    expect(screen.getAllByRole('button', { name: 'Se connecter', hidden: true }).length).toBeGreaterThan(0);
    expect(screen.queryByText('Une erreur est survenue.')).not.toBeInTheDocument();
  });

  it('shows « Une erreur est survenue. » and keeps the session when the logout call fails', async () => {
    const { store } = await seDeconnecter(refus(500, 'panne'));
    expect(await screen.findByRole('alert', { name: 'Notifications urgentes' })).toHaveTextContent(
      'Une erreur est survenue.',
    );
    expect(store.get(authAtom).connected).toBe(true);
    expect(sessionEnregistree()).not.toBeNull();
    expect(navigate).not.toHaveBeenCalledWith('/');
    expect(screen.getAllByRole('button', { name: /Mon compte, Jeanne Martin/ }).length).toBeGreaterThan(0);
  });

  it('signs out without an error when the provider answers 401: that session was already over', async () => {
    const { store } = await seDeconnecter(refus(401, 'Votre session a expiré : reconnectez-vous.'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(store.get(authAtom).connected).toBe(false);
    expect(screen.queryByText('Une erreur est survenue.')).not.toBeInTheDocument();
  });
});
