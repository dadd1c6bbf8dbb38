import { atom, useAtomValue, useSetAtom } from 'jotai';
import { FILTRES_VIDES, type FiltresRecherche } from '../lib/recherche/filtres';

/**
 * Search filters (SPEC §3): selectedTabulation, phrase, entreprise {…}, dirigeant {…}. The
 * results page keeps this atom equal to its address (`lib/recherche/filtres.ts` translates both
 * ways); the forms read it and change it through the page, which also rewrites the address.
 */
export const filtresRechercheAtom = atom<FiltresRecherche>(FILTRES_VIDES);

export const useFiltresRecherche = () => useAtomValue(filtresRechercheAtom);
export const useDefinirFiltresRecherche = () => useSetAtom(filtresRechercheAtom);
