import { atom, useAtomValue } from 'jotai';
import type { CompteClient } from '@portail/contrat/comptes-clients';

/**
 * The selected customer account (SPEC §3 « compte_client », §4), filled by the session
 * (src/app/session) from `GET /api/comptes_clients/selectionne`. `null` for a visitor or while no
 * account is selected. Position OUVERT seen; RADIE, INTERDIT and SUSPENDU are blocked positions.
 */
export type CompteClientSelectionne = CompteClient;

export const compteClientSelectionneAtom = atom<CompteClientSelectionne | null>(null);

/** The selected account's habilitations, parsed from the service's comma-separated string. */
export const habilitationsAtom = atom<string[]>([]);

export const useCompteClientSelectionne = () => useAtomValue(compteClientSelectionneAtom);
export const useHabilitations = () => useAtomValue(habilitationsAtom);

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
