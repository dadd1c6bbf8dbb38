import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';

/**
 * Cookie consent. The stored choice lives in localStorage under `greffeo.consent`; the atom
 * mirrors it once the browser has hydrated (never during SSR). `null` means "no valid choice yet":
 * analytics must stay off until `consent?.analytics === true`.
 */

export const CONSENT_STORAGE_KEY = 'greffeo.consent';
export const CONSENT_VERSION = 1;

export interface Consent {
  version: typeof CONSENT_VERSION;
  analytics: boolean;
  /** ISO 8601 date of the decision. */
  decidedAt: string;
}

export const consentAtom = atom<Consent | null>(null);
export const consentDialogOpenAtom = atom(false);
/** True when the visitor allowed audience measurement. What analytics loaders should read. */
export const analyticsAllowedAtom = atom((get) => get(consentAtom)?.analytics === true);

/** Parses a stored value; anything malformed or from another version counts as no choice. */
export function parseConsent(raw: string | null): Consent | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { version, analytics, decidedAt } = value as Record<string, unknown>;
    if (version !== CONSENT_VERSION || typeof analytics !== 'boolean' || typeof decidedAt !== 'string') return null;
    if (Number.isNaN(Date.parse(decidedAt))) return null;
    return { version: CONSENT_VERSION, analytics, decidedAt };
  } catch {
    return null;
  }
}

/** Reads the stored choice; storage can be unavailable (private browsing, blocked cookies). */
export function readStoredConsent(): Consent | null {
  try {
    return parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return null;
  }
}

function writeStoredConsent(consent: Consent): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // The choice still applies for this visit; it will be asked again next time.
  }
}

/** Loads the stored choice after hydration and opens the dialog when there is none. */
export const loadConsentAtom = atom(null, (_get, set) => {
  const stored = readStoredConsent();
  set(consentAtom, stored);
  if (stored === null) set(consentDialogOpenAtom, true);
});

export const saveConsentAtom = atom(null, (_get, set, analytics: boolean) => {
  const consent: Consent = { version: CONSENT_VERSION, analytics, decidedAt: new Date().toISOString() };
  writeStoredConsent(consent);
  set(consentAtom, consent);
  set(consentDialogOpenAtom, false);
  return consent;
});

export interface UseConsent {
  consent: Consent | null;
  open: boolean;
  openDialog(): void;
  closeDialog(): void;
  save(analytics: boolean): Consent;
}

export function useConsent(): UseConsent {
  const consent = useAtomValue(consentAtom);
  const open = useAtomValue(consentDialogOpenAtom);
  const setOpen = useSetAtom(consentDialogOpenAtom);
  const save = useSetAtom(saveConsentAtom);
  const openDialog = useCallback(() => setOpen(true), [setOpen]);
  const closeDialog = useCallback(() => setOpen(false), [setOpen]);
  return useMemo(
    () => ({ consent, open, openDialog, closeDialog, save }),
    [consent, open, openDialog, closeDialog, save],
  );
}
