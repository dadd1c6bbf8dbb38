/**
 * SWR hooks of the formalities service. The account's keys hold the session and the selected
 * account: another account's dossiers are never shown from the cache.
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type {
  EtatFormalite,
  FormaliteDuCompte,
  ResultatSuiviFormalites,
  SuiviFormalitesQuery,
} from '@portail/contrat/formalites';
import { formalites, type ListeFormalites } from './formalites';
import { SWR_OPTIONS, useCleSession } from './use-utilisateur';

/** First element of the account's keys: what following, no longer following or filing makes stale. */
export const CLE_FORMALITES = 'formalites';
const CLE_FORMALITE = 'formalite';

/** A public follow-up search, or nothing while `requete` is null. */
export function useSuiviFormalites(requete: SuiviFormalitesQuery | null) {
  return useSWR<ResultatSuiviFormalites, Error>(
    requete ? ['suivi_formalites', JSON.stringify(requete)] : null,
    () => formalites.suivre(requete as SuiviFormalitesQuery),
    { ...SWR_OPTIONS, keepPreviousData: false },
  );
}

/** The selected account's dossiers in one state (or all), one page; nothing without an account. */
export function useMesFormalites(idCompte: number | null, etat: EtatFormalite | null, page: number) {
  const session = useCleSession();
  return useSWR<ListeFormalites, Error>(
    session && idCompte !== null ? [CLE_FORMALITES, session, idCompte, etat ?? '', page] : null,
    () => formalites.lister(etat, page),
    SWR_OPTIONS,
  );
}

/** One dossier of the selected account; nothing without an account or an identifier. */
export function useFormalite(idCompte: number | null, identifiant: string | null) {
  const session = useCleSession();
  return useSWR<FormaliteDuCompte, Error>(
    session && idCompte !== null && identifiant ? [CLE_FORMALITE, session, idCompte, identifiant] : null,
    () => formalites.lire(identifiant as string),
    SWR_OPTIONS,
  );
}

/** Marks every list and dossier of the account stale (after following, no longer following or filing). */
export function useRafraichirFormalites() {
  const { mutate } = useSWRConfig();
  return useCallback(
    () =>
      mutate((cle) => Array.isArray(cle) && (cle[0] === CLE_FORMALITES || cle[0] === CLE_FORMALITE), undefined, {
        revalidate: true,
      }),
    [mutate],
  );
}
