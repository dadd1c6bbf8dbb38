/** SWR hook of the search of court cases. */
import useSWR from 'swr';
import type { ResultatAffaires } from '@portail/contrat/affaires';
import { affaires, type RequeteAffaires } from './affaires';
import { SWR_OPTIONS } from './use-utilisateur';

/** A search, or nothing while `requete` is null. */
export function useRechercheAffaires(requete: RequeteAffaires | null) {
  return useSWR<ResultatAffaires, Error>(
    requete ? ['affaires', JSON.stringify(requete)] : null,
    () => affaires.rechercher(requete as RequeteAffaires),
    { ...SWR_OPTIONS, keepPreviousData: false },
  );
}
