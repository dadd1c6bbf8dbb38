import { useStore } from 'jotai';
import { useCallback } from 'react';
import { signInWithPopup } from '../../lib/auth/login';
import { PopupBlockedError } from '../../lib/auth/popup';
import { pages } from '../../lib/api/routes';
import { loginAbandonedAtom, loginFailureAtom, loginRequestAtom, loginSuccessAtom } from '../../state/auth';
import { useToasts } from '../../state/toasts';
import { MESSAGES_SESSION } from './messages';

let enCours = false;

/**
 * « Se connecter »: opens the sign-in popup (call it from the click so the browser allows it) and
 * records the outcome. The provider's « Créer un compte » leads to /inscription, a page of the
 * services: a full navigation.
 */
export function useLogin(): () => void {
  const store = useStore();
  const { showToast } = useToasts();
  return useCallback(() => {
    if (enCours) return;
    enCours = true;
    store.set(loginRequestAtom);
    signInWithPopup()
      .then((outcome) => {
        if (outcome.kind === 'tokens') store.set(loginSuccessAtom, outcome.tokens);
        else store.set(loginAbandonedAtom);
        if (outcome.kind === 'inscription') window.location.assign(pages.inscription);
      })
      .catch((error: unknown) => {
        if (error instanceof PopupBlockedError) {
          store.set(loginAbandonedAtom);
          showToast({ text: MESSAGES_SESSION.popupBloquee, type: 'error', duration: 0 });
          return;
        }
        store.set(loginFailureAtom, error instanceof Error ? error.message : String(error));
        showToast({ text: MESSAGES_SESSION.connexionEchouee, type: 'error' });
      })
      .finally(() => {
        enCours = false;
      });
  }, [store, showToast]);
}
