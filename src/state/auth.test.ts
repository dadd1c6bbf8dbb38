import { createStore } from 'jotai';
import { APP_VERSION, AUTH_KEY, ensureAppVersion, VERSION_KEY } from '../lib/auth/storage';
import { CONSENT_STORAGE_KEY } from './consent';
import {
  authAtom,
  hydrateAuthAtom,
  justLoggedInAtom,
  loginFailureAtom,
  loginSuccessAtom,
  logoutSuccessAtom,
  refreshSuccessAtom,
} from './auth';

/** An unsigned JWT whose payload the site reads. */
const jeton = (claims: object) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.sig`;
const JETONS = {
  access_token: jeton({ sub: 'u-1', preferred_username: 'jeanne@example.fr' }),
  refresh_token: 'r1',
  refresh_expires_in: 1800,
};

beforeEach(() => window.localStorage.clear());

describe('auth state', () => {
  it('stores the tokens, the decoded token and the refresh start time at login, and reads them back', () => {
    const store = createStore();
    store.set(loginSuccessAtom, JETONS, 1_000);
    expect(store.get(authAtom)).toMatchObject({
      connected: true,
      status: 'connected',
      refreshStartedAt: 1_000,
      decodedToken: { preferred_username: 'jeanne@example.fr' },
    });
    expect(store.get(justLoggedInAtom)).toBe(true);
    const autre = createStore();
    autre.set(hydrateAuthAtom);
    expect(autre.get(authAtom)).toMatchObject({ connected: true, tokens: JETONS, refreshStartedAt: 1_000 });
  });

  it('restarts the session period at each refresh', () => {
    const store = createStore();
    store.set(loginSuccessAtom, JETONS, 1_000);
    store.set(refreshSuccessAtom, { ...JETONS, refresh_token: 'r2' }, 5_000);
    expect(store.get(authAtom)).toMatchObject({ refreshStartedAt: 5_000, tokens: { refresh_token: 'r2' } });
  });

  it('clears everything at logout but the version and the cookie choice', () => {
    const store = createStore();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"x":1}');
    window.localStorage.setItem('greffeo.panier', '42');
    store.set(loginSuccessAtom, JETONS);
    store.set(logoutSuccessAtom);
    expect(store.get(authAtom)).toMatchObject({ connected: false, tokens: null, status: 'disconnected' });
    expect(window.localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(window.localStorage.getItem('greffeo.panier')).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('{"x":1}');
    expect(window.localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION);
  });

  it('keeps the message of a login failure', () => {
    const store = createStore();
    store.set(loginFailureAtom, 'invalid_grant');
    expect(store.get(authAtom)).toMatchObject({ connected: false, status: 'failed', error: 'invalid_grant' });
  });
});

describe('ensureAppVersion', () => {
  it('clears local storage when the stored version is another one', () => {
    window.localStorage.setItem(VERSION_KEY, '100000');
    window.localStorage.setItem(AUTH_KEY, '{}');
    ensureAppVersion();
    expect(window.localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(window.localStorage.getItem(VERSION_KEY)).toBe('203589');
    window.localStorage.setItem(AUTH_KEY, '{}');
    ensureAppVersion();
    expect(window.localStorage.getItem(AUTH_KEY)).toBe('{}');
  });

  it('keeps the cookie choice, which has its own version, when it clears the rest', () => {
    window.localStorage.clear();
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":1,"analytics":false}');
    window.localStorage.setItem(AUTH_KEY, '{}');
    ensureAppVersion();
    expect(window.localStorage.getItem(AUTH_KEY)).toBeNull();
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('{"version":1,"analytics":false}');
  });
});
