import { useStore } from 'jotai';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { logoutSuccessAtom } from '../../state/auth';
import { compteClientSelectionneAtom, habilitationsAtom } from '../../state/compte';
import { relirePanierLocalAtom } from '../../state/panier';

/**
 * Clears the session everywhere (SPEC §4 « Logout success clears everything », « The user state can
 * be reset »): storage, auth state, selected account, the guest basket's uid (the next visitor of
 * this browser gets a new one) and every cached answer of the services.
 */
export function useResetSession(): () => void {
  const store = useStore();
  const { mutate } = useSWRConfig();
  return useCallback(() => {
    store.set(logoutSuccessAtom);
    store.set(compteClientSelectionneAtom, null);
    store.set(habilitationsAtom, []);
    store.set(relirePanierLocalAtom);
    void mutate(() => true, undefined, { revalidate: false });
  }, [store, mutate]);
}
