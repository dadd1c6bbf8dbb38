import { Provider, createStore } from 'jotai';
import { useState, type ReactNode } from 'react';

type Store = ReturnType<typeof createStore>;

/**
 * One jotai store per rendered app: in the browser one for the whole visit (wrap the root element
 * with it), and during SSR a fresh one per page render so no state leaks between requests.
 */
export function AppStateProvider({ children, store }: { children: ReactNode; store?: Store }) {
  const [ownStore] = useState(() => store ?? createStore());
  return <Provider store={ownStore}>{children}</Provider>;
}
