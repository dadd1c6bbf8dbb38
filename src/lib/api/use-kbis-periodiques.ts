/**
 * SWR hooks of the periodic Kbis. Keys hold the session and the selected account: another
 * account's subscriptions are never shown from the cache.
 */
import useSWR from 'swr';
import type { KbisPeriodique } from '@portail/contrat/kbis-periodiques';
import { kbisPeriodiques, TAILLE_PAGE_KBIS, type PageKbisPeriodiques } from './kbis-periodiques';
import { SWR_OPTIONS, useCleSession } from './use-utilisateur';

/** First element of the keys below: what a change of a subscription makes stale. */
export const CLE_KBIS_PERIODIQUES = 'kbis_periodiques';
export const CLE_KBIS_PERIODIQUE = 'kbis_periodique';

/** 1-based page → the service's offset. */
export const offsetKbisDe = (page: number) => (page - 1) * TAILLE_PAGE_KBIS;

export function useKbisPeriodiques(idCompte: number | null, page: number) {
  const session = useCleSession();
  return useSWR<PageKbisPeriodiques, Error>(
    session && idCompte !== null ? [CLE_KBIS_PERIODIQUES, session, idCompte, page] : null,
    () => kbisPeriodiques.lister({ offset: offsetKbisDe(page), limit: TAILLE_PAGE_KBIS }),
    SWR_OPTIONS,
  );
}

export function useKbisPeriodique(idCompte: number | null, id: number | null) {
  const session = useCleSession();
  return useSWR<KbisPeriodique, Error>(
    session && idCompte !== null && id !== null ? [CLE_KBIS_PERIODIQUE, session, idCompte, id] : null,
    () => kbisPeriodiques.lire(id as number),
    SWR_OPTIONS,
  );
}
