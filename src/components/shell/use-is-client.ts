import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False during SSR and during hydration, true afterwards. Lets a component render browser-only
 * output (portals) without a hydration mismatch.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
