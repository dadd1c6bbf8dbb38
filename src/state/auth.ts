import { atom, useAtomValue } from 'jotai';
import { decodeAccessToken, type DecodedAccessToken } from '../lib/auth/jwt';
import type { TokenSet } from '../lib/auth/oidc';
import { clearLocalData, readPersistedAuth, writePersistedAuth } from '../lib/auth/storage';
import { PANIER_KEY } from '../lib/panier/uid-invite';

/**
 * Authentication state (SPEC §3, §4): connected flag, tokens, decoded access token, refresh start
 * time, persisted in local storage; states login request/success/failure, refresh request/success,
 * logout success (also what a failed refresh leads to, through the session reset), reset.
 */

export type AuthStatus = 'idle' | 'login' | 'refresh' | 'connected' | 'failed' | 'disconnected';

export interface AuthState {
  connected: boolean;
  tokens: TokenSet | null;
  decodedToken: DecodedAccessToken | null;
  refreshStartedAt: number | null;
  status: AuthStatus;
  /** Message of the last login or refresh failure. */
  error: string | null;
}

export const SIGNED_OUT: AuthState = {
  connected: false,
  tokens: null,
  decodedToken: null,
  refreshStartedAt: null,
  status: 'idle',
  error: null,
};

const authBaseAtom = atom<AuthState>(SIGNED_OUT);
/** False until the stored session has been read in the browser (never during SSR). */
const hydratedBaseAtom = atom(false);

export const authAtom = atom((get) => get(authBaseAtom));
export const authHydratedAtom = atom((get) => get(hydratedBaseAtom));
/** Set at a login success, consumed by the post-login routing (SPEC §4 « After login »). */
export const justLoggedInAtom = atom(false);
const sessionNumberBaseAtom = atom(0);
/**
 * Which sign-in of this page the session is (0: the stored one, or none), one more at each login
 * success, unchanged by a refresh. Part of the services' cache keys (useCleSession): a user who signs
 * out and in again at once gets answers asked for in the new session, never a request of the old
 * one that SWR would still be deduplicating (its 2 s window) and then discard as older than the
 * sign-out's clearing, leaving the new session without its accounts.
 */
export const sessionNumberAtom = atom((get) => get(sessionNumberBaseAtom));

function signedIn(tokens: TokenSet, now: number): AuthState {
  return {
    connected: true,
    tokens,
    decodedToken: decodeAccessToken(tokens.access_token) ?? {},
    refreshStartedAt: now,
    status: 'connected',
    error: null,
  };
}

function persist(state: AuthState): void {
  if (state.connected && state.tokens && state.refreshStartedAt !== null)
    writePersistedAuth({
      connected: true,
      tokens: state.tokens,
      decodedToken: state.decodedToken ?? {},
      refreshStartedAt: state.refreshStartedAt,
    });
  else writePersistedAuth(null);
}

export const hydrateAuthAtom = atom(null, (_get, set) => {
  const stored = readPersistedAuth();
  set(authBaseAtom, stored ? { ...SIGNED_OUT, ...stored, status: 'connected' } : SIGNED_OUT);
  set(hydratedBaseAtom, true);
});

export const loginRequestAtom = atom(null, (get, set) => {
  set(authBaseAtom, { ...get(authBaseAtom), status: 'login', error: null });
});

export const loginSuccessAtom = atom(null, (_get, set, tokens: TokenSet, now: number = Date.now()) => {
  const next = signedIn(tokens, now);
  set(authBaseAtom, next);
  set(sessionNumberBaseAtom, (n) => n + 1);
  set(justLoggedInAtom, true);
  persist(next);
});

/** The popup was closed before the end: back to where we were. */
export const loginAbandonedAtom = atom(null, (get, set) => {
  const current = get(authBaseAtom);
  set(authBaseAtom, { ...current, status: current.connected ? 'connected' : 'idle' });
});

/** The visitor was never signed in: their basket stays theirs. */
export const loginFailureAtom = atom(null, (_get, set, message: string) => {
  clearLocalData(undefined, [PANIER_KEY]);
  set(authBaseAtom, { ...SIGNED_OUT, status: 'failed', error: message });
});

export const refreshRequestAtom = atom(null, (get, set) => {
  set(authBaseAtom, { ...get(authBaseAtom), status: 'refresh' });
});

export const refreshSuccessAtom = atom(null, (_get, set, tokens: TokenSet, now: number = Date.now()) => {
  const next = signedIn(tokens, now);
  set(authBaseAtom, next);
  persist(next);
});

/** Logout success, session timeout, refresh failure and session reset: everything is cleared. */
export const logoutSuccessAtom = atom(null, (_get, set) => {
  clearLocalData();
  set(authBaseAtom, { ...SIGNED_OUT, status: 'disconnected' });
  set(justLoggedInAtom, false);
});

export const useAuth = () => useAtomValue(authAtom);
export const useAuthHydrated = () => useAtomValue(authHydratedAtom);
