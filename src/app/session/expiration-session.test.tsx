/**
 * @jest-environment ./src/test/jsdom-avec-fetch.mjs
 */
import { act, screen } from '@testing-library/react';
import { shellData } from '../../components/shell/test-fixtures';
import { forgetDiscovery } from '../../lib/auth/oidc';
import { authAtom, loginSuccessAtom } from '../../state/auth';
import { CONSENT_STORAGE_KEY } from '../../state/consent';
import { apiFactice } from '../../test/api-factice';
import { JETONS, rendre, routesDuCompte, sessionEnregistree, sessionStockee, visiteur } from '../../test/session';
import { PageShell } from '../page-shell';

jest.mock('../../components/shell/use-shell-data', () => ({ useShellData: () => shellData }));

const EXPIREE = 'Vous avez été déconnecté. Veuillez-vous connecter';
const DUREE_MS = JETONS.refresh_expires_in * 1000;
const avancer = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));
const page = <PageShell path="/">{<h1>Accueil</h1>}</PageShell>;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2025-03-10T09:00:00+01:00') });
  forgetDiscovery();
});
afterEach(() => jest.useRealTimers());

describe('the end of the session', () => {
  it('signs the user out at refresh start + refresh_expires_in and says so in a toast', async () => {
    const api = apiFactice(routesDuCompte());
    const store = visiteur();
    rendre(store, page);
    act(() => store.set(loginSuccessAtom, JETONS));
    await avancer(DUREE_MS - 1);
    expect(store.get(authAtom).connected).toBe(true);
    expect(screen.queryByText(EXPIREE)).not.toBeInTheDocument();
    expect(api.appelsA('POST /auth/deconnexion')).toHaveLength(0);

    await avancer(1);
    expect(store.get(authAtom).connected).toBe(false);
    expect(screen.getByRole('status', { name: 'Notifications' })).toHaveTextContent(EXPIREE);
    expect(screen.getAllByRole('button', { name: 'Se connecter', hidden: true }).length).toBeGreaterThan(0);
    expect(sessionEnregistree()).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull();
    expect(api.appelsA('POST /auth/deconnexion')[0]?.corps).toEqual({ client_id: 'frontend', refresh_token: 'r-1' });
  });

  it('counts from the refresh start stored by an earlier page', async () => {
    apiFactice(routesDuCompte());
    const store = sessionStockee(Date.now() - DUREE_MS + 60_000);
    rendre(store, page);
    await avancer(59_000);
    expect(store.get(authAtom).connected).toBe(true);
    await avancer(1_000);
    expect(store.get(authAtom).connected).toBe(false);
    expect(screen.getByText(EXPIREE)).toBeInTheDocument();
  });

  it('starts counting again after a token refresh', async () => {
    let refusee = true;
    const api = apiFactice({
      ...routesDuCompte(),
      // The first call meets an expired access token: one refresh, one retry.
      'GET /api/comptes_clients': () =>
        refusee
          ? ((refusee = false),
            { status: 401, corps: {}, entetes: { 'www-authenticate': 'Bearer error="invalid_token"' } })
          : { corps: [] },
      'GET /auth/.well-known/openid-configuration': {
        corps: {
          authorization_endpoint: 'http://localhost/auth/auth',
          token_endpoint: 'http://localhost/auth/token',
        },
      },
      'POST /auth/token': {
        corps: { access_token: JETONS.access_token, refresh_token: 'r-2', refresh_expires_in: 1800 },
      },
    });
    const store = sessionStockee(Date.now() - 600_000);
    rendre(store, page);
    await avancer(1_000);
    expect(api.appelsA('POST /auth/token')[0]?.corps).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'r-1',
    });
    await avancer(DUREE_MS - 601_000);
    expect(store.get(authAtom).connected).toBe(true);
    await avancer(DUREE_MS);
    expect(store.get(authAtom).connected).toBe(false);
    expect(screen.getByText(EXPIREE)).toBeInTheDocument();
  });
});
