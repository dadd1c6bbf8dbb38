import { act, render, waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { createStore, Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { comptesClients } from '../../lib/api/comptes-clients';
import { compteFixture, utilisateurFixture } from '../../lib/api/fixtures';
import { utilisateurs } from '../../lib/api/utilisateurs';
import { loginSuccessAtom } from '../../state/auth';
import { compteClientSelectionneAtom, habilitationsAtom } from '../../state/compte';
import { consentAtom } from '../../state/consent';
import { toastsAtom } from '../../state/toasts';
import { SessionController } from './session-controller';

jest.mock('../../lib/api/utilisateurs', () => ({ utilisateurs: { lire: jest.fn() } }));
jest.mock('../../lib/api/comptes-clients', () => ({
  comptesClients: { lister: jest.fn(), selectionne: jest.fn(), selectionner: jest.fn(), modifierLibelles: jest.fn() },
}));

const mocks = {
  lire: utilisateurs.lire as jest.Mock,
  lister: comptesClients.lister as jest.Mock,
  selectionne: comptesClients.selectionne as jest.Mock,
  selectionner: comptesClients.selectionner as jest.Mock,
};

const JETONS = { access_token: 'e30.eyJzdWIiOiJ1LTEifQ.sig', refresh_token: 'r', refresh_expires_in: 1800 };

function demarrer(chemin = '/') {
  const store = createStore();
  store.set(consentAtom, { version: 1, analytics: true, decidedAt: '2025-01-01T00:00:00.000Z' });
  render(
    <Provider store={store}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <SessionController path={chemin} />
      </SWRConfig>
    </Provider>,
  );
  act(() => store.set(loginSuccessAtom, JETONS));
  return store;
}

beforeEach(() => {
  window.localStorage.clear();
  delete window.dataLayer;
  mocks.lire.mockResolvedValue(utilisateurFixture());
});

describe('after login', () => {
  it('selects the only account, shares it with the shell and tells analytics once', async () => {
    const compte = compteFixture({ selectionne: false, type_compte: 'ABONNE' });
    mocks.lister.mockResolvedValue([compte]);
    mocks.selectionner.mockResolvedValue({
      compte_client: { ...compte, selectionne: true },
      habilitations: ['COMMANDE'],
    });
    const store = demarrer();
    await waitFor(() => expect(store.get(compteClientSelectionneAtom)?.id).toBe(compte.id));
    expect(mocks.selectionner).toHaveBeenCalledWith(compte.id);
    expect(store.get(habilitationsAtom)).toEqual(['COMMANDE']);
    expect(window.dataLayer).toEqual([
      { event: 'inscription_compte_client', type_compte: 'ABONNE', type_profil: 'PROFESSIONNEL' },
    ]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a user without any account to /post-connexion', async () => {
    mocks.lister.mockResolvedValue([]);
    demarrer('/');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/post-connexion'));
  });

  it('sends a user with several accounts to the selection page', async () => {
    mocks.lister.mockResolvedValue([compteFixture({ id: 1 }), compteFixture({ id: 2, selectionne: false })]);
    mocks.selectionne.mockResolvedValue({ compte_client: compteFixture({ id: 1 }), habilitations: [] });
    demarrer('/');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/selection-compte-client'));
  });

  it('swallows a failure of the accounts call', async () => {
    mocks.lister.mockRejectedValue(new Error('panne'));
    const store = demarrer('/');
    await waitFor(() => expect(mocks.lister).toHaveBeenCalled());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(navigate).not.toHaveBeenCalled();
    expect(store.get(toastsAtom)).toEqual([]);
  });

  it('resets the session and says so when the user cannot be read', async () => {
    mocks.lire.mockRejectedValue(new Error('panne'));
    mocks.lister.mockResolvedValue([compteFixture()]);
    const store = demarrer('/');
    await waitFor(() =>
      expect(store.get(toastsAtom).map((t) => t.text)).toContain(
        'Une erreur est survenue lors de la récupération de vos informations, veuillez réessayer de vous connecter.',
      ),
    );
    expect(window.localStorage.getItem('greffeo.auth')).toBeNull();
  });
});
