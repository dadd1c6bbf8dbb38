/**
 * SWR hooks of the alerts (e-mail mode, webhook, its deliveries). Keys hold the session and the
 * selected account, as the surveillance hooks do: another account's settings are never shown from
 * the cache. The webhook's secret is never cached: only the 201 that created it carries it.
 */
import useSWR from 'swr';
import { alertes, webhooks, type ListeLivraisons, type PreferencesAlertes, type Webhook } from './alertes';
import { SWR_OPTIONS, useCleSession } from './use-utilisateur';

export const CLE_PREFERENCES_ALERTES = 'preferences_alertes';
export const CLE_WEBHOOK = 'webhook';
export const CLE_LIVRAISONS = 'webhook_livraisons';

export function usePreferencesAlertes(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<PreferencesAlertes, Error>(
    session && idCompte !== null ? [CLE_PREFERENCES_ALERTES, session, idCompte] : null,
    () => alertes.preferences(idCompte as number),
    SWR_OPTIONS,
  );
}

/** The account's webhook; `data` null when it has none. */
export function useWebhook(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<Webhook | null, Error>(
    session && idCompte !== null ? [CLE_WEBHOOK, session, idCompte] : null,
    () => webhooks.lire(idCompte as number),
    SWR_OPTIONS,
  );
}

/** A page of the deliveries of the webhook `idWebhook` (a new webhook starts a new list). */
export function useLivraisons(idCompte: number, idWebhook: number, offset: number) {
  const session = useCleSession();
  return useSWR<ListeLivraisons, Error>(
    session ? [CLE_LIVRAISONS, session, idCompte, idWebhook, offset] : null,
    () => webhooks.livraisons(idCompte, offset),
    { ...SWR_OPTIONS, keepPreviousData: true },
  );
}
