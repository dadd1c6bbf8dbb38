/**
 * The sign-in popup (SPEC §4, §9): centred, 600×600. The opener watches its address every 700 ms
 * (same origin once the provider redirects back to the site) for the code of this attempt, and
 * listens for the `INSCRIPTION_REDIRECT` message of the provider's « Créer un compte » link.
 */

export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 600;
export const POPUP_POLL_MS = 700;
export const POPUP_NAME = 'greffeo-connexion';
export const INSCRIPTION_REDIRECT = 'INSCRIPTION_REDIRECT';

export class PopupBlockedError extends Error {
  constructor() {
    super('La fenêtre de connexion n’a pas pu s’ouvrir.');
    this.name = 'PopupBlockedError';
  }
}

/** The provider sent the user back with an error (`?error=access_denied`…). */
export class LoginRefusedError extends Error {
  constructor(readonly code: string) {
    super(`Connexion refusée (${code}).`);
    this.name = 'LoginRefusedError';
  }
}

export type PopupOutcome =
  | { kind: 'code'; code: string }
  | { kind: 'inscription' }
  /** The user closed the popup. */
  | { kind: 'closed' };

/** Opens the popup at once (inside the click, so that browsers allow it), centred on the opener. */
export function openCenteredPopup(win: Window = window, url = 'about:blank'): Window {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  const features = `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
  const popup = win.open(url, POPUP_NAME, features);
  if (!popup) throw new PopupBlockedError();
  return popup;
}

/** The popup's address, or null while it shows another origin (the browser forbids reading it). */
function readAddress(popup: Window): URL | null {
  try {
    return new URL(popup.location.href);
  } catch {
    return null;
  }
}

/**
 * Resolves with the code once the popup is back on `redirect` with this `state`; with
 * `inscription` on the provider's message; with `closed` if the user closes it. Never closes it.
 */
export function waitForPopup(
  popup: Window,
  { state, redirect, win = window }: { state: string; redirect: string; win?: Window },
): Promise<PopupOutcome> {
  const expected = new URL(redirect);
  return new Promise((resolve, reject) => {
    const finish = (action: () => void) => {
      win.clearInterval(timer);
      win.removeEventListener('message', onMessage);
      action();
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin) return;
      const data: unknown = event.data;
      if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === INSCRIPTION_REDIRECT)
        finish(() => resolve({ kind: 'inscription' }));
    };
    let closedSeen = false;
    const poll = () => {
      // A popup seen closed gets one more period: a message it posted just before closing
      // (« Créer un compte ») may still be on its way.
      if (popup.closed) {
        if (closedSeen) finish(() => resolve({ kind: 'closed' }));
        closedSeen = true;
        return;
      }
      const address = readAddress(popup);
      if (!address || address.origin !== expected.origin || address.pathname !== expected.pathname) return;
      const params = address.searchParams;
      if (params.get('state') !== state) return;
      const code = params.get('code');
      const error = params.get('error');
      if (code) finish(() => resolve({ kind: 'code', code }));
      else if (error) finish(() => reject(new LoginRefusedError(error)));
    };
    const timer = win.setInterval(poll, POPUP_POLL_MS);
    win.addEventListener('message', onMessage);
  });
}

/**
 * True in the popup once the provider sent it back to the site: that page must not start
 * anything (the opener reads the code and closes it).
 */
export function isPopupCallback(win: Window = window): boolean {
  const params = new URLSearchParams(win.location.search);
  const answer = params.has('state') && (params.has('code') || params.has('error'));
  return answer && (win.name === POPUP_NAME || win.opener !== null);
}
