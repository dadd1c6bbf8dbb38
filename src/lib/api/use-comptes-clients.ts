/** SWR hooks of the customer accounts (SPEC §3, §4): the list, the selected one, a subscription. */
import { useCallback } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { Abonnement, CompteClient, Suppression } from '@portail/contrat/comptes-clients';
import { comptesClients, type CompteSelectionne } from './comptes-clients';
import { estIntrouvable } from './erreurs';
import { SWR_OPTIONS, useCleSession } from './use-utilisateur';

/**
 * The « initial user-accounts call » of SPEC §7: a failure is swallowed (null: unknown), so a
 * service outage never sends a customer to the account-creation page.
 */
export function useComptesClients() {
  const session = useCleSession();
  return useSWR<CompteClient[] | null, Error>(
    session ? ['comptes_clients', session] : null,
    () => comptesClients.lister().catch(() => null),
    SWR_OPTIONS,
  );
}

/**
 * The accounts and the selected one, asked only once the list says one is selected (the service
 * answers 404 otherwise). The selection is null when the service says none is selected.
 */
export function useComptesEtSelection() {
  const session = useCleSession();
  const comptes = useComptesClients();
  const aSelection = comptes.data?.some((c) => c.selectionne) ?? false;
  const selection = useSWR<CompteSelectionne | null, Error>(
    session && aSelection ? ['compte_selectionne', session] : null,
    () =>
      comptesClients.selectionne().catch((erreur: unknown) => {
        if (estIntrouvable(erreur)) return null;
        throw erreur;
      }),
    SWR_OPTIONS,
  );
  return { comptes, aSelection, selection };
}

/** The subscription in force today; null when there is none (404). */
export function useAbonnement(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<Abonnement | null, Error>(
    session && idCompte !== null ? ['abonnement', session, idCompte] : null,
    () =>
      comptesClients.abonnement(idCompte as number).catch((erreur: unknown) => {
        if (estIntrouvable(erreur)) return null;
        throw erreur;
      }),
    SWR_OPTIONS,
  );
}

export function useSuppression(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<Suppression, Error>(
    session && idCompte !== null ? ['suppression', session, idCompte] : null,
    () => comptesClients.suppression(idCompte as number),
    SWR_OPTIONS,
  );
}

/** Selects an account (SPEC §7 « Account selection: POST ») and updates the cached list and selection. */
export function useSelectionnerCompte() {
  const session = useCleSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number): Promise<CompteSelectionne> => {
      const selection = await comptesClients.selectionner(id);
      await mutate(['compte_selectionne', session], selection, { revalidate: false });
      await mutate(
        ['comptes_clients', session],
        (liste: CompteClient[] | null | undefined) => liste?.map((c) => ({ ...c, selectionne: c.id === id })) ?? liste,
        { revalidate: false },
      );
      return selection;
    },
    [mutate, session],
  );
}

/** After a change of the selected account (labels): the new version replaces the cached one. */
export function useRemplacerCompteSelectionne() {
  const session = useCleSession();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (compte: CompteClient) => {
      await mutate(
        ['compte_selectionne', session],
        (actuel: CompteSelectionne | null | undefined) =>
          actuel ? { ...actuel, compte_client: { ...compte, selectionne: true } } : actuel,
        { revalidate: false },
      );
      await mutate(
        ['comptes_clients', session],
        (liste: CompteClient[] | null | undefined) =>
          liste?.map((c) => (c.id === compte.id ? { ...compte, selectionne: c.selectionne } : c)) ?? liste,
        { revalidate: false },
      );
    },
    [mutate, session],
  );
}
