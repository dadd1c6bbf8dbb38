/** A signed-in visit for the tests of the app's screens: stored session, jotai store, fresh SWR cache. */
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { compteFixture, utilisateurFixture } from '../lib/api/fixtures';
import type { CompteClient } from '@portail/contrat/comptes-clients';
import type { TokenSet } from '../lib/auth/oidc';
import { AUTH_KEY, writePersistedAuth } from '../lib/auth/storage';
import { hydrateAuthAtom } from '../state/auth';
import { type Consent, CONSENT_STORAGE_KEY, consentAtom } from '../state/consent';
import type { Gestionnaire } from './api-factice';

export type Store = ReturnType<typeof createStore>;

/** Access token whose payload is `{ "sub": "u-1" }`. */
export const JETONS: TokenSet = {
  access_token: 'e30.eyJzdWIiOiJ1LTEifQ.sig',
  refresh_token: 'r-1',
  refresh_expires_in: 1800,
};
export const CONSENTEMENT: Consent = { version: 1, analytics: false, decidedAt: '2025-01-01T00:00:00.000Z' };

/** The cookie choice of the browser, and no session. */
export function visiteur(): Store {
  window.localStorage.clear();
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(CONSENTEMENT));
  const store = createStore();
  store.set(consentAtom, CONSENTEMENT);
  return store;
}

/** A session stored by an earlier page (signed in at `depuis`), read as the auth bridge reads it. */
export function sessionStockee(depuis: number = Date.now()): Store {
  const store = visiteur();
  writePersistedAuth({ connected: true, tokens: JETONS, decodedToken: { sub: 'u-1' }, refreshStartedAt: depuis });
  store.set(hydrateAuthAtom);
  return store;
}

export const sessionEnregistree = () => window.localStorage.getItem(AUTH_KEY);

/** Renders `ui` in the visit; `rerendre` shows another element (another address) in the same visit. */
export function rendre(store: Store, ui: ReactElement) {
  const cache = new Map();
  const dans = (element: ReactElement) => (
    <Provider store={store}>
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 0 }}>{element}</SWRConfig>
    </Provider>
  );
  const vue = render(dans(ui));
  return { ...vue, rerendre: (element: ReactElement) => vue.rerender(dans(element)) };
}

/** What the identity and account services answer for a user whose selected account is `compte`. */
export function routesDuCompte(
  compte: CompteClient = compteFixture(),
  comptes: CompteClient[] = [compte],
): Record<string, Gestionnaire> {
  return {
    'GET /api/utilisateurs/user': { corps: utilisateurFixture() },
    'GET /api/comptes_clients': { corps: comptes },
    'GET /api/comptes_clients/selectionne': { corps: { compte_client: compte, habilitations: 'COMMANDER,SURVEILLER' } },
    'POST /auth/deconnexion': { status: 204 },
  };
}
