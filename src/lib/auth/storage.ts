/**
 * What the session keeps in the browser (SPEC §3 « Persisted in local storage », §4): the tokens,
 * the decoded access token and the refresh start time; the app version, whose change clears local
 * storage; and in session storage the flag set while the opener exchanges the popup's code.
 */
import { CONSENT_STORAGE_KEY } from '../../state/consent';
import { PANIER_KEY } from '../panier/uid-invite';
import { decodeAccessToken, type DecodedAccessToken } from './jwt';
import type { TokenSet } from './oidc';

export const APP_VERSION = '203589';
export const VERSION_KEY = 'greffeo.version';
export const AUTH_KEY = 'greffeo.auth';
export const LOGIN_LOADING_KEY = 'greffeo.connexion-en-cours';

export interface PersistedAuth {
  connected: true;
  tokens: TokenSet;
  decodedToken: DecodedAccessToken;
  /** Epoch milliseconds of the sign-in or of the last refresh: the session ends `refresh_expires_in` later. */
  refreshStartedAt: number;
}

function local(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** At start: a stored version other than this build's clears local storage (the cookie choice
 * excepted), then this one is stored. */
export function ensureAppVersion(storage: Storage | null = local()): void {
  if (!storage) return;
  try {
    if (storage.getItem(VERSION_KEY) === APP_VERSION) return;
    // The visitor's cookie choice survives, like at logout: it has its own version, and asking
    // again after every release of the site would only wear the visitor out. So does the guest
    // basket's uid: the basket is the service's, and a new release must not empty it.
    clearLocalData(storage, [PANIER_KEY]);
  } catch {
    // Storage full or refused: the app runs without persistence.
  }
}

export function readPersistedAuth(storage: Storage | null = local()): PersistedAuth | null {
  const raw = storage?.getItem(AUTH_KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PersistedAuth> | null;
    const tokens = value?.tokens;
    if (
      !tokens ||
      typeof tokens.access_token !== 'string' ||
      typeof tokens.refresh_token !== 'string' ||
      typeof tokens.refresh_expires_in !== 'number' ||
      typeof value.refreshStartedAt !== 'number'
    )
      return null;
    const decodedToken = decodeAccessToken(tokens.access_token) ?? {};
    return { connected: true, tokens, decodedToken, refreshStartedAt: value.refreshStartedAt };
  } catch {
    return null;
  }
}

export function writePersistedAuth(value: PersistedAuth | null, storage: Storage | null = local()): void {
  try {
    if (value) storage?.setItem(AUTH_KEY, JSON.stringify(value));
    else storage?.removeItem(AUTH_KEY);
  } catch {
    // The session still works for this page; it will not survive a reload.
  }
}

/**
 * Logout and session reset: everything the app stored goes; the version stays, and so does the
 * visitor's cookie choice, which belongs to the browser, not to the session. `garder` names other
 * keys to keep: a sign-in that failed keeps the guest basket's uid (the visitor never left it).
 * The guest basket's uid goes otherwise: after a sign-in it was merged into the user's basket and
 * belongs to them, and the next person at this browser must not find what the last one chose.
 */
export function clearLocalData(storage: Storage | null = local(), garder: readonly string[] = []): void {
  try {
    const gardees = [CONSENT_STORAGE_KEY, ...garder].flatMap((cle) => {
      const valeur = storage?.getItem(cle);
      return valeur ? [[cle, valeur] as const] : [];
    });
    storage?.clear();
    storage?.setItem(VERSION_KEY, APP_VERSION);
    for (const [cle, valeur] of gardees) storage?.setItem(cle, valeur);
  } catch {
    // Nothing more can be done.
  }
}

export function setLoginLoading(loading: boolean, storage: Storage | null = session()): void {
  try {
    if (loading) storage?.setItem(LOGIN_LOADING_KEY, 'true');
    else storage?.removeItem(LOGIN_LOADING_KEY);
  } catch {
    // Only an indicator.
  }
}

export function isLoginLoading(storage: Storage | null = session()): boolean {
  try {
    return storage?.getItem(LOGIN_LOADING_KEY) === 'true';
  } catch {
    return false;
  }
}
