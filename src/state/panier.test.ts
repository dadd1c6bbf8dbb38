import { createStore } from 'jotai';
import { APP_VERSION, clearLocalData, ensureAppVersion, VERSION_KEY } from '../lib/auth/storage';
import { lireUidInvite, PANIER_KEY } from '../lib/panier/uid-invite';
import { loginFailureAtom } from './auth';
import {
  creerUidInviteAtom,
  fusionEnAttenteAtom,
  fusionFaiteAtom,
  panierLocalAtom,
  relirePanierLocalAtom,
} from './panier';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the guest basket identifier', () => {
  beforeEach(() => window.localStorage.clear());

  it('is made with crypto.randomUUID on first need, stored, and reused by the next page load', () => {
    const randomUUID = jest.spyOn(crypto, 'randomUUID');
    const store = createStore();
    expect(store.get(panierLocalAtom).invite).toBeNull();
    const uid = store.set(creerUidInviteAtom);
    expect(uid).toMatch(UUID);
    expect(store.set(creerUidInviteAtom)).toBe(uid);
    expect(randomUUID).toHaveBeenCalledTimes(1);
    expect(JSON.parse(window.localStorage.getItem(PANIER_KEY) ?? '')).toEqual({ uid, aFusionner: true });
    expect(createStore().get(panierLocalAtom).invite).toEqual({ uid, aFusionner: true });
    randomUUID.mockRestore();
  });

  it('ignores a malformed stored value', () => {
    window.localStorage.setItem(PANIER_KEY, JSON.stringify({ uid: 'pas-un-uuid' }));
    expect(lireUidInvite()).toBeNull();
    window.localStorage.setItem(PANIER_KEY, '{');
    expect(lireUidInvite()).toBeNull();
  });

  it('is replaced after the merge by one that has nothing to merge', () => {
    const store = createStore();
    const uid = store.set(creerUidInviteAtom);
    expect(store.get(fusionEnAttenteAtom)).toBe(true);
    store.set(fusionFaiteAtom, 'b2b1a1c4-0000-4000-8000-000000000000');
    expect(store.get(panierLocalAtom).invite?.uid).toBe(uid);
    store.set(fusionFaiteAtom, uid);
    const apres = store.get(panierLocalAtom).invite;
    expect(apres?.uid).toMatch(UUID);
    expect(apres?.uid).not.toBe(uid);
    expect(apres?.aFusionner).toBe(false);
    expect(store.get(fusionEnAttenteAtom)).toBe(false);
    expect(lireUidInvite()).toEqual(apres);
  });

  it('goes with the session at logout, but survives a failed sign-in and a new app version', () => {
    const store = createStore();
    store.set(creerUidInviteAtom);
    const stocke = window.localStorage.getItem(PANIER_KEY);

    store.set(loginFailureAtom, 'refus');
    expect(window.localStorage.getItem(PANIER_KEY)).toBe(stocke);

    window.localStorage.setItem(VERSION_KEY, 'ancienne');
    ensureAppVersion();
    expect(window.localStorage.getItem(VERSION_KEY)).toBe(APP_VERSION);
    expect(window.localStorage.getItem(PANIER_KEY)).toBe(stocke);

    clearLocalData();
    store.set(relirePanierLocalAtom);
    expect(window.localStorage.getItem(PANIER_KEY)).toBeNull();
    expect(store.get(panierLocalAtom).invite).toBeNull();
  });
});
