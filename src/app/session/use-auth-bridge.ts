import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { setAuthBridge } from '../../lib/api/http';
import { discover, endSession, refreshTokens } from '../../lib/auth/oidc';
import { AUTH_KEY } from '../../lib/auth/storage';
import { authAtom, hydrateAuthAtom, refreshRequestAtom, refreshSuccessAtom } from '../../state/auth';
import { useToasts } from '../../state/toasts';
import { MESSAGES_SESSION } from './messages';
import { useResetSession } from './use-reset-session';

/**
 * Reads the stored session, keeps it in step with other tabs, gives the HTTP instance the tokens
 * and the refresh, and ends the session at the end of the refresh period (SPEC §4).
 */
export function useAuthBridge(): void {
  const store = useStore();
  const reset = useResetSession();
  const { showToast } = useToasts();
  const auth = useAtomValue(authAtom);

  useEffect(() => {
    store.set(hydrateAuthAtom);
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_KEY || event.key === null) store.set(hydrateAuthAtom);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  useEffect(
    () =>
      setAuthBridge({
        accessToken: () => store.get(authAtom).tokens?.access_token ?? null,
        refresh: async () => {
          const refreshToken = store.get(authAtom).tokens?.refresh_token;
          if (!refreshToken) return null;
          store.set(refreshRequestAtom);
          try {
            const { token_endpoint } = await discover();
            const tokens = await refreshTokens(token_endpoint, refreshToken);
            store.set(refreshSuccessAtom, tokens);
            return tokens.access_token;
          } catch {
            // A failed refresh ends the session: the reset clears storage and state (logout success).
            reset();
            showToast({ text: MESSAGES_SESSION.expiree, type: 'warning' });
            return null;
          }
        },
      }),
    [store, reset, showToast],
  );

  const { connected, tokens, refreshStartedAt } = auth;
  useEffect(() => {
    if (!connected || !tokens || refreshStartedAt === null) return;
    const fin = refreshStartedAt + tokens.refresh_expires_in * 1000;
    const timer = window.setTimeout(
      () => {
        // The provider session ends by itself; telling it is only a courtesy.
        endSession(tokens.refresh_token).catch(() => undefined);
        reset();
        showToast({ text: MESSAGES_SESSION.expiree, type: 'warning' });
      },
      Math.min(Math.max(0, fin - Date.now()), 2 ** 31 - 1),
    );
    return () => window.clearTimeout(timer);
  }, [connected, tokens, refreshStartedAt, reset, showToast]);
}
