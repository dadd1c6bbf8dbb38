/**
 * SWR hooks of the surveillance service. Keys hold the session and the selected account: another
 * account's watches are never shown from the cache, and signing out (which empties the cache and
 * the session) clears the counters (SPEC §4).
 */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { ListeRevelations } from '@portail/contrat/surveillance';
import { useCompteClientSelectionne } from '../../state/compte';
import {
  revelations,
  surveillances,
  type EnAlerte,
  type FiltresRevelations,
  type GroupeFavoris,
  type Surveillance,
} from './surveillances';
import { SWR_OPTIONS, useCleSession } from './use-utilisateur';

/** First element of the keys below: what a change of a watch, a folder or a révélation makes stale. */
export const CLE_SURVEILLANCES = 'surveillances';
export const CLE_GROUPES_FAVORIS = 'groupes_favoris';
export const CLE_REVELATIONS = 'revelations';
export const CLE_EN_ALERTE = 'revelations_en_alerte';
const CLES = new Set<unknown>([CLE_SURVEILLANCES, CLE_GROUPES_FAVORIS, CLE_REVELATIONS, CLE_EN_ALERTE]);

/** SPEC §9 « revelation polling 600000 ms »: the header reads the counters every 10 minutes. */
export const INTERVALLE_REVELATIONS_MS = 600_000;

export function useSurveillances(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<Surveillance[], Error>(
    session && idCompte !== null ? [CLE_SURVEILLANCES, session, idCompte] : null,
    () => surveillances.lister(),
    SWR_OPTIONS,
  );
}

export function useGroupesFavoris(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<GroupeFavoris[], Error>(
    session && idCompte !== null ? [CLE_GROUPES_FAVORIS, session, idCompte] : null,
    () => surveillances.groupes(idCompte as number),
    SWR_OPTIONS,
  );
}

export function useRevelations(idCompte: number | null, filtres: FiltresRevelations) {
  const session = useCleSession();
  return useSWR<ListeRevelations, Error>(
    session && idCompte !== null ? [CLE_REVELATIONS, session, idCompte, JSON.stringify(filtres)] : null,
    () => revelations.lister(filtres),
    { ...SWR_OPTIONS, keepPreviousData: true },
  );
}

/** SPEC §6: only an ABONNE account whose position is OUVERT has its counters fetched. */
export const aDesCompteurs = (compte: { type_compte: string; position: string } | null) =>
  compte?.type_compte === 'ABONNE' && compte.position === 'OUVERT';

/**
 * The unseen-révélation counters of the selected account (SPEC §3), read at once and every
 * `intervalle` ms (SPEC §9; shorter in tests) while signed in with an open ABONNE account; null
 * otherwise (a visitor, another account type, a signed-out session).
 */
export function useCompteursRevelations(intervalle: number = INTERVALLE_REVELATIONS_MS): EnAlerte | null {
  const session = useCleSession();
  const compte = useCompteClientSelectionne();
  const actif = session !== null && compte !== null && aDesCompteurs(compte);
  const { data } = useSWR<EnAlerte, Error>(
    actif ? [CLE_EN_ALERTE, session, compte.id] : null,
    () => revelations.enAlerte(),
    { ...SWR_OPTIONS, refreshInterval: intervalle, refreshWhenHidden: true },
  );
  return actif && data?.compteurs_actifs ? data : null;
}

/** Re-reads every watch, folder, révélation list and counter of the session (after a change). */
export function useRafraichirSurveillance(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    await mutate((cle) => Array.isArray(cle) && CLES.has(cle[0]));
  }, [mutate]);
}
