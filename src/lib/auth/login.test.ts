import { signInWithPopup } from './login';
import { isPopupCallback, PopupBlockedError, POPUP_NAME, waitForPopup } from './popup';
import { isLoginLoading, LOGIN_LOADING_KEY } from './storage';

jest.mock('./pkce', () => ({
  createCodeVerifier: () => 'V'.repeat(128),
  createState: () => 'etat',
  createCodeChallenge: () => Promise.resolve('defi'),
}));

const ORIGIN = window.location.origin;

/** A popup whose address the test moves; reading it throws while it is on another origin. */
function fausseFenetre() {
  let adresse = 'about:blank';
  let etrangere = false;
  const popup = {
    closed: false,
    close: jest.fn(() => {
      popup.closed = true;
    }),
    location: {
      get href() {
        if (etrangere) throw new DOMException('Blocked a frame', 'SecurityError');
        return adresse;
      },
      set href(valeur: string) {
        adresse = valeur;
        etrangere = true;
      },
    },
    revenir: (url: string) => {
      adresse = url;
      etrangere = false;
    },
  };
  return popup;
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  window.sessionStorage.clear();
});

describe('signInWithPopup', () => {
  it('opens a centred 600×600 popup, exchanges the code of this attempt and closes the popup', async () => {
    const popup = fausseFenetre();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    let drapeauPendantEchange = false;
    const exchange = jest.fn(async () => {
      drapeauPendantEchange = isLoginLoading();
      return { access_token: 'a', refresh_token: 'r', refresh_expires_in: 1800 };
    });
    const resultat = signInWithPopup({
      discover: async () => ({ authorization_endpoint: `${ORIGIN}/auth/auth`, token_endpoint: `${ORIGIN}/auth/token` }),
      exchange,
    });
    expect(open).toHaveBeenCalledWith('about:blank', POPUP_NAME, expect.stringContaining('width=600,height=600'));
    await jest.advanceTimersByTimeAsync(0);
    popup.revenir(`${ORIGIN}/?code=AUTRE&state=autre-tentative`);
    await jest.advanceTimersByTimeAsync(700);
    expect(exchange).not.toHaveBeenCalled();
    popup.revenir(`${ORIGIN}/?code=CODE&state=etat`);
    await jest.advanceTimersByTimeAsync(700);
    await expect(resultat).resolves.toEqual({
      kind: 'tokens',
      tokens: { access_token: 'a', refresh_token: 'r', refresh_expires_in: 1800 },
    });
    expect(exchange).toHaveBeenCalledWith(`${ORIGIN}/auth/token`, {
      code: 'CODE',
      codeVerifier: 'V'.repeat(128),
      redirect: `${ORIGIN}/`,
    });
    expect(drapeauPendantEchange).toBe(true);
    expect(window.sessionStorage.getItem(LOGIN_LOADING_KEY)).toBeNull();
    expect(popup.close).toHaveBeenCalled();
    open.mockRestore();
  });

  it('closes the popup when the exchange fails', async () => {
    const popup = fausseFenetre();
    const open = jest.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const resultat = signInWithPopup({
      discover: async () => ({ authorization_endpoint: `${ORIGIN}/auth/auth`, token_endpoint: `${ORIGIN}/auth/token` }),
      exchange: () => Promise.reject(new Error('refus')),
    });
    const attente = expect(resultat).rejects.toThrow('refus');
    await jest.advanceTimersByTimeAsync(0);
    popup.revenir(`${ORIGIN}/?code=CODE&state=etat`);
    await jest.advanceTimersByTimeAsync(700);
    await attente;
    expect(popup.close).toHaveBeenCalled();
    expect(isLoginLoading()).toBe(false);
    open.mockRestore();
  });

  it('reports a blocked popup', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    await expect(signInWithPopup()).rejects.toBeInstanceOf(PopupBlockedError);
    open.mockRestore();
  });
});

describe('waitForPopup', () => {
  const attendre = (popup: ReturnType<typeof fausseFenetre>) =>
    waitForPopup(popup as unknown as Window, { state: 'etat', redirect: `${ORIGIN}/` });

  it('answers the provider’s INSCRIPTION_REDIRECT message from the site’s origin only', async () => {
    const popup = fausseFenetre();
    const resultat = attendre(popup);
    let fini = false;
    void resultat.then(() => (fini = true));
    window.dispatchEvent(
      new MessageEvent('message', { origin: 'https://ailleurs.example', data: { type: 'INSCRIPTION_REDIRECT' } }),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(fini).toBe(false);
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, data: { type: 'INSCRIPTION_REDIRECT' } }));
    await expect(resultat).resolves.toEqual({ kind: 'inscription' });
  });

  it('notices a popup closed by the user, one period after first seeing it closed', async () => {
    const popup = fausseFenetre();
    const resultat = attendre(popup);
    let fini = false;
    void resultat.then(() => (fini = true));
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(700);
    expect(fini).toBe(false);
    await jest.advanceTimersByTimeAsync(700);
    await expect(resultat).resolves.toEqual({ kind: 'closed' });
  });

  it('still takes the INSCRIPTION_REDIRECT message that arrives after the popup was seen closed', async () => {
    const popup = fausseFenetre();
    const resultat = attendre(popup);
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(700);
    window.dispatchEvent(new MessageEvent('message', { origin: ORIGIN, data: { type: 'INSCRIPTION_REDIRECT' } }));
    await expect(resultat).resolves.toEqual({ kind: 'inscription' });
  });
});

describe('isPopupCallback', () => {
  it('recognises the home page loaded in the popup with the provider’s answer', () => {
    const fenetre = (search: string, name: string) =>
      ({ location: { search }, name, opener: null }) as unknown as Window;
    expect(isPopupCallback(fenetre('?code=C&state=S', POPUP_NAME))).toBe(true);
    expect(isPopupCallback(fenetre('?error=access_denied&state=S', POPUP_NAME))).toBe(true);
    expect(isPopupCallback(fenetre('?code=C&state=S', ''))).toBe(false);
    expect(isPopupCallback(fenetre('', POPUP_NAME))).toBe(false);
  });
});
