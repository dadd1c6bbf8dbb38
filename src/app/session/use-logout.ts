import { navigate } from 'gatsby';
import { useStore } from 'jotai';
import { useCallback } from 'react';
import { ErreurApi } from '../../lib/api/erreurs';
import { pages } from '../../lib/api/routes';
import { endSession } from '../../lib/auth/oidc';
import { authAtom } from '../../state/auth';
import { useToasts } from '../../state/toasts';
import { MESSAGES_SESSION } from './messages';
import { useResetSession } from './use-reset-session';

/** The token is no longer one of the client's: the provider session is already over. */
const dejaTerminee = (error: unknown) => error instanceof ErreurApi && (error.status === 401 || error.status === 400);

/**
 * Logout (SPEC §4): `POST /auth/deconnexion`; on success everything is cleared and the user goes
 * home; on an error other than 401 the generic toast, and the user stays signed in.
 * Resolves with whether the user is signed out.
 */
export function useLogout(): () => Promise<boolean> {
  const store = useStore();
  const reset = useResetSession();
  const { showToast } = useToasts();
  return useCallback(async () => {
    const refreshToken = store.get(authAtom).tokens?.refresh_token;
    try {
      if (refreshToken) await endSession(refreshToken);
    } catch (error) {
      if (!dejaTerminee(error)) {
        showToast({ text: MESSAGES_SESSION.erreurGenerique, type: 'error' });
        return false;
      }
    }
    reset();
    void navigate(pages.accueil);
    return true;
  }, [store, reset, showToast]);
}
