/** SWR hook of the signed-in user (SPEC §3 « User »), keyed by the token's subject. */
import useSWR, { type SWRConfiguration } from 'swr';
import { useAuth } from '../../state/auth';
import type { Utilisateur } from '@portail/contrat/identite';
import { utilisateurs } from './utilisateurs';

export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The part of the SWR keys that tells one signed-in person from another. */
export function useCleSession(): string | null {
  const { connected, decodedToken } = useAuth();
  if (!connected) return null;
  return decodedToken?.sub ?? decodedToken?.preferred_username ?? 'session';
}

export function useUtilisateur() {
  const session = useCleSession();
  return useSWR<Utilisateur, Error>(session ? ['utilisateur', session] : null, () => utilisateurs.lire(), SWR_OPTIONS);
}
