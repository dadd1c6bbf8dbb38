/** SWR hook of the signed-in user (SPEC §3 « User »), keyed by the token's subject and the sign-in. */
import useSWR, { type SWRConfiguration } from 'swr';
import { useAtomValue } from 'jotai';
import { sessionNumberAtom, useAuth } from '../../state/auth';
import type { Utilisateur } from '@portail/contrat/identite';
import { utilisateurs } from './utilisateurs';

export const SWR_OPTIONS: SWRConfiguration = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The part of the SWR keys that tells one signed-in person, and one sign-in, from another. */
export function useCleSession(): string | null {
  const { connected, decodedToken } = useAuth();
  const numero = useAtomValue(sessionNumberAtom);
  if (!connected) return null;
  return `${decodedToken?.sub ?? decodedToken?.preferred_username ?? 'session'}#${numero}`;
}

export function useUtilisateur() {
  const session = useCleSession();
  return useSWR<Utilisateur, Error>(session ? ['utilisateur', session] : null, () => utilisateurs.lire(), SWR_OPTIONS);
}
