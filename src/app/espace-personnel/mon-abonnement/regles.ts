/**
 * What the subscription pages read: the account's periods (SWR), the situation they tell, the step
 * of the address and the analytics event of a paid subscription (SPEC §9).
 */
import useSWR from 'swr';
import { abonnements, type MesAbonnements, type PeriodeAbonnement } from '../../../lib/api/abonnements';
import { etapesAbonnement, type EtapeAbonnement } from '../../../lib/api/routes';
import { SWR_OPTIONS, useCleSession } from '../../../lib/api/use-utilisateur';
import type { EvenementAnalytique } from '../../../state/analytics';

/** SWR key of the list: the session and the selected account, so another account's periods never show. */
export const cleAbonnements = (session: string, idCompte: number) => ['mes_abonnements', session, idCompte] as const;

export function useMesAbonnements(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<MesAbonnements, Error>(
    session && idCompte !== null ? cleAbonnements(session, idCompte) : null,
    () => abonnements.lister(idCompte as number),
    SWR_OPTIONS,
  );
}

/** The `etape` of the address; anything else is the first step. */
export function etapeDe(recherche: URLSearchParams): EtapeAbonnement {
  const etape = recherche.get('etape');
  return etapesAbonnement.find((e) => e === etape) ?? 'offre';
}

/** The newest period waiting for its payment, if any. */
export const periodeEnAttente = (liste: MesAbonnements): PeriodeAbonnement | null =>
  liste.abonnements.find((p) => p.statut === 'EN_ATTENTE_DE_PAIEMENT') ?? null;

export type Situation =
  | { type: 'actif'; jusquAu: string; renouvellement: PeriodeAbonnement | null }
  | { type: 'en_attente'; periode: PeriodeAbonnement }
  | { type: 'expire'; depuis: string }
  | { type: 'membre' };

/**
 * Where the account stands: rights open today (until the last paid day, with the renewal the
 * service opened before the end, if any), a period waiting for its payment, a subscription that ended, or a member who never subscribed.
 */
export function situationDe(liste: MesAbonnements): Situation {
  const attente = periodeEnAttente(liste);
  if (liste.abonne_actif && liste.paye_jusqu_au)
    return { type: 'actif', jusquAu: liste.paye_jusqu_au, renouvellement: attente };
  if (attente) return { type: 'en_attente', periode: attente };
  if (liste.paye_jusqu_au) return { type: 'expire', depuis: liste.paye_jusqu_au };
  return { type: 'membre' };
}

/** SPEC §9 « Subscription analytics tag: abonnement historique, annual ». */
export const EVENEMENT_ABONNEMENT = 'abonnement historique';

export function evenementAbonnement(periode: PeriodeAbonnement, dureeMois: number): EvenementAnalytique {
  return {
    event: EVENEMENT_ABONNEMENT,
    periodicite: dureeMois === 12 ? 'annuel' : `${dureeMois} mois`,
    formule: periode.formule,
    montant_ttc: periode.montant.ttc,
  };
}

const CLE_MESURE = 'greffeo.abonnement.mesure';

/** Whether the payment of this period was already measured in this browser (a reload does not count it twice). */
export function dejaMesure(uuid: string): boolean {
  try {
    return window.localStorage.getItem(`${CLE_MESURE}.${uuid}`) !== null;
  } catch {
    return false;
  }
}

export function marquerMesure(uuid: string): void {
  try {
    window.localStorage.setItem(`${CLE_MESURE}.${uuid}`, new Date().toISOString());
  } catch {
    // Storage unavailable: the ref of the page still keeps it to one push for this visit.
  }
}
