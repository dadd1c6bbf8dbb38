/**
 * SWR hooks of the results page, one per tab, keyed by the service query. Each answer keeps the
 * key it was fetched for: with `keepPreviousData` the previous page stays on screen while the next
 * loads, and `aJour` tells whether what is shown answers the current filters.
 */
import useSWR, { type SWRConfiguration } from 'swr';
import { useClientRecherche } from './contexte-client';
import { type RequeteService } from './requete';
import type { ReponseEntreprises, ReponsePersonnes } from '@portail/contrat/recherche';

const OPTIONS: SWRConfiguration = {
  keepPreviousData: true,
  revalidateOnFocus: false,
  // A refused search will be refused again; an outage is retried by the visitor (« Réessayer »).
  shouldRetryOnError: false,
};

/** Stable key of a query: the same parameters in any order give the same key. */
export const cleRequete = (service: string, requete: RequeteService): string | null =>
  requete.ok ? `${service}?${new URLSearchParams(Object.entries(requete.params).sort()).toString()}` : null;

interface Reponse<T> {
  cle: string;
  reponse: T;
}

export interface EtatRecherche<T> {
  cle: string | null;
  /** The last answer received, possibly for the previous filters (see `aJour`). */
  reponse: T | undefined;
  aJour: boolean;
  erreur: Error | undefined;
  chargement: boolean;
  reessayer(): void;
}

function useRecherche<T>(
  service: string,
  requete: RequeteService,
  charger: (params: Record<string, string>) => Promise<T>,
): EtatRecherche<T> {
  const cle = cleRequete(service, requete);
  const params = requete.ok ? requete.params : {};
  const { data, error, isLoading, isValidating, mutate } = useSWR<Reponse<T>, Error>(
    cle,
    async (k: string) => ({ cle: k, reponse: await charger(params) }),
    OPTIONS,
  );
  return {
    cle,
    reponse: data?.reponse,
    aJour: data !== undefined && data.cle === cle,
    erreur: error,
    chargement: isLoading || (isValidating && data?.cle !== cle),
    reessayer: () => void mutate(),
  };
}

export function useRechercheEntreprises(requete: RequeteService): EtatRecherche<ReponseEntreprises> {
  const client = useClientRecherche();
  return useRecherche('entreprises_etablissements', requete, client.entreprises);
}

export function useRecherchePersonnes(requete: RequeteService): EtatRecherche<ReponsePersonnes> {
  const client = useClientRecherche();
  return useRecherche('personnes', requete, client.personnes);
}
