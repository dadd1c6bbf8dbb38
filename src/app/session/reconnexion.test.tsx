/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { Provider } from 'jotai';
import { SWRConfig } from 'swr';
import { compteFixture } from '../../lib/api/fixtures';
import { useComptesClients } from '../../lib/api/use-comptes-clients';
import { loginSuccessAtom } from '../../state/auth';
import { apiFactice } from '../../test/api-factice';
import { JETONS, routesDuCompte, sessionStockee } from '../../test/session';
import { SessionController } from './session-controller';
import { useResetSession } from './use-reset-session';

function Deconnexion() {
  const reset = useResetSession();
  return (
    <button type="button" onClick={reset}>
      Réinitialiser
    </button>
  );
}

function NombreComptes() {
  const { data } = useComptesClients();
  return <p>Comptes : {data === undefined ? 'chargement' : (data?.length ?? 'inconnu')}</p>;
}

/**
 * Signing out and in again quickly, as the journeys do: SWR's own deduplication (2 s by default,
 * not turned off here as in the other screens' tests) must not serve the second session an answer
 * asked for during the first one, which the sign-out's clearing has made void.
 */
describe('signing in again just after signing out', () => {
  it('reads the accounts again and sends a user who now has two to the selection page', async () => {
    const premier = compteFixture({ id: 1 });
    const api = apiFactice(routesDuCompte(premier));
    const store = sessionStockee();
    render(
      <Provider store={store}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <SessionController path="/" />
          <NombreComptes />
          <Deconnexion />
        </SWRConfig>
      </Provider>,
    );
    expect(await screen.findByText('Comptes : 1')).toBeInTheDocument();

    // A second account, created elsewhere; the user signs out, then in again at once.
    api.routes['GET /api/comptes_clients'] = {
      corps: [premier, compteFixture({ id: 2, selectionne: false, denomination_sociale: 'Garnier Conseil' })],
    };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réinitialiser' }));
    expect(await screen.findByText('Comptes : chargement')).toBeInTheDocument();
    const lectures = api.appelsA('GET /api/comptes_clients').length;
    jest.mocked(navigate).mockClear();
    act(() => store.set(loginSuccessAtom, JETONS));

    expect(await screen.findByText('Comptes : 2')).toBeInTheDocument();
    expect(api.appelsA('GET /api/comptes_clients').length).toBe(lectures + 1);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/selection-compte-client'));
  });
});
