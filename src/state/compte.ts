import { atom, useAtomValue } from 'jotai';

/**
 * The selected customer account (SPEC §3 « compte_client », §4). Only what the shell needs so far;
 * the identity issue fills it at sign-in. `null` for a visitor or while no account is selected.
 */
export interface CompteClientSelectionne {
  id: number;
  numero_client: string;
  /** OUVERT seen; RADIE, INTERDIT and SUSPENDU are blocked positions. */
  position: string;
}

export const compteClientSelectionneAtom = atom<CompteClientSelectionne | null>(null);

/**
 * SPEC §4 « Search submit is disabled when the selected account's position is the blocking value »;
 * §6 leaves the value unnamed: among the blocked positions of §3, searching is what an account
 * « interdit » may not do.
 */
export const POSITION_RECHERCHE_BLOQUEE = 'INTERDIT';

/** True when the search submit buttons (header, home, advanced search) must be disabled. */
export const rechercheBloqueeAtom = atom(
  (get) => get(compteClientSelectionneAtom)?.position === POSITION_RECHERCHE_BLOQUEE,
);

export const useRechercheBloquee = () => useAtomValue(rechercheBloqueeAtom);
