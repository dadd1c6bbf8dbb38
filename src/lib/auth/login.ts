/**
 * Sign-in: authorization code + PKCE in the popup (SPEC §4). The opener owns the whole exchange;
 * the popup is closed whatever the outcome, and a flag stays in session storage while the code is
 * being exchanged.
 */
import { authorizationUrl, discover, exchangeCode, redirectUri, type OidcEndpoints, type TokenSet } from './oidc';
import { createCodeChallenge, createCodeVerifier, createState } from './pkce';
import { openCenteredPopup, waitForPopup } from './popup';
import { setLoginLoading } from './storage';

export type LoginOutcome = { kind: 'tokens'; tokens: TokenSet } | { kind: 'inscription' } | { kind: 'closed' };

export interface LoginDeps {
  win?: Window;
  discover?: () => Promise<OidcEndpoints>;
  exchange?: typeof exchangeCode;
}

/** Throws PopupBlockedError synchronously-early (before any await), so call it from the click. */
export async function signInWithPopup(deps: LoginDeps = {}): Promise<LoginOutcome> {
  const win = deps.win ?? window;
  const popup = openCenteredPopup(win);
  try {
    const codeVerifier = createCodeVerifier();
    const state = createState();
    const redirect = redirectUri(win.location.origin);
    const [endpoints, codeChallenge] = await Promise.all([
      (deps.discover ?? discover)(),
      createCodeChallenge(codeVerifier),
    ]);
    if (popup.closed) return { kind: 'closed' };
    popup.location.href = authorizationUrl(endpoints.authorization_endpoint, { state, codeChallenge, redirect });
    const outcome = await waitForPopup(popup, { state, redirect, win });
    if (outcome.kind !== 'code') return outcome;
    setLoginLoading(true);
    try {
      const tokens = await (deps.exchange ?? exchangeCode)(endpoints.token_endpoint, {
        code: outcome.code,
        codeVerifier,
        redirect,
      });
      return { kind: 'tokens', tokens };
    } finally {
      setLoginLoading(false);
    }
  } finally {
    popup.close();
  }
}
