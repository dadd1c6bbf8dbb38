import { navigate } from 'gatsby';
import { useAtom } from 'jotai';
import { startTransition, useCallback, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { ecrireAdresse, lireAdresse } from '../../lib/recherche/adresse';
import { type FiltresRecherche } from '../../lib/recherche/filtres';
import { filtresRechercheAtom } from '../../state/recherche';

/**
 * The results page is rendered on the server too (its static HTML), where layout effects never run
 * and React warns about them: the plain effect stands in for it there, doing nothing either.
 */
const useLayoutEffectNavigateur = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** History state of the in-page rewrites: gatsby-browser.tsx keeps the scroll position for them. */
export const ETAT_NAVIGATION_INTERNE = { conserverDefilement: true } as const;

/**
 * `remplacer`: a filter, the tab or the page changed, the address is rewritten (SPEC §2, no new
 * history entry). `ajouter`: a new search, the previous one stays one step back.
 */
export type ModeAdresse = 'remplacer' | 'ajouter';

export interface RechercheAdresse {
  /** The filters atom, equal to the address once `pret`. */
  filtres: FiltresRecherche;
  /** False until the atom was set from the address for the first time. */
  pret: boolean;
  /** The `validation` parameter of the address, kept when it is rewritten. */
  validation: string | null;
  /** Sets the filters and writes them to the address of `chemin` (the current page by default). */
  appliquer(filtres: FiltresRecherche, mode: ModeAdresse, chemin?: string): void;
  /** Address of the current page with other filters (links of the pagination). */
  adresse(filtres: FiltresRecherche): string;
}

/**
 * Keeps the search filters atom and the address in step: the address is read into the atom when
 * it changes (first visit, shared link, back and forward buttons), and every change of the filters
 * is written back to the address.
 */
export function useRechercheAdresse(pathname: string, search: string): RechercheAdresse {
  const [filtres, setFiltres] = useAtom(filtresRechercheAtom);
  const [pret, setPret] = useState(false);
  const lue = useMemo(() => lireAdresse(search), [search]);

  useLayoutEffectNavigateur(() => {
    // A new address on an open page: before paint, so the previous search never shows.
    if (pret) {
      setFiltres(lue.filtres);
      return;
    }
    // The first reading: the page stands as it will, fields empty (its static HTML just hydrated,
    // or it was just opened), and never shows an earlier search. Filling it in is a transition,
    // rendered in slices that leave the main thread free for the visitor, as the hydration is.
    startTransition(() => {
      setFiltres(lue.filtres);
      setPret(true);
    });
  }, [lue, pret, setFiltres]);

  const adresse = useCallback(
    (suivants: FiltresRecherche) => `${pathname}${ecrireAdresse(suivants, lue.validation)}`,
    [pathname, lue.validation],
  );

  const appliquer = useCallback(
    (suivants: FiltresRecherche, mode: ModeAdresse, chemin: string = pathname) => {
      setFiltres(suivants);
      const remplacer = mode === 'remplacer';
      const cible = `${chemin}${ecrireAdresse(suivants, remplacer ? lue.validation : null)}`;
      void navigate(cible, remplacer ? { replace: true, state: ETAT_NAVIGATION_INTERNE } : undefined);
    },
    [pathname, lue.validation, setFiltres],
  );

  return { filtres, pret, validation: lue.validation, appliquer, adresse };
}
