import { atom, useSetAtom } from 'jotai';
import { analyticsAllowedAtom } from './consent';

/**
 * Audience measurement through the data layer (SPEC §7 « Analytics events are pushed to a data
 * layer »). Nothing is pushed unless the visitor allowed analytics in the consent dialog.
 */

export type ValeurAnalytique = string | number | boolean | null;

export interface EvenementAnalytique {
  event: string;
  [cle: string]: ValeurAnalytique;
}

declare global {
  interface Window {
    dataLayer?: object[];
  }
}

/** Pushes the event when `autorise`; returns whether it was pushed. */
export function pousserEvenement(evenement: EvenementAnalytique, autorise: boolean): boolean {
  if (!autorise || typeof window === 'undefined') return false;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push(evenement);
  return true;
}

/** Write-only atom: `set(suivreEvenementAtom, evenement)` pushes it if consent allows analytics. */
export const suivreEvenementAtom = atom(null, (get, _set, evenement: EvenementAnalytique) =>
  pousserEvenement(evenement, get(analyticsAllowedAtom)),
);

export function useSuivreEvenement(): (evenement: EvenementAnalytique) => boolean {
  return useSetAtom(suivreEvenementAtom);
}
