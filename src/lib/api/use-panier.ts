/**
 * SWR hook of the basket (SPEC §3 « Basket », §4): a visitor's by its stored uid, a signed-in user's
 * once their selected account is known (« the account loads first, then the basket ») and the
 * guest's articles merged into it. Loading, success and failure are the hook's states; a failure
 * marks the basket in error (SPEC §8).
 */
import { useAtomValue, useStore } from 'jotai';
import { useCallback, useEffect } from 'react';
import useSWR from 'swr';
import type { Diffusion } from '@portail/contrat/commun/paniers';
import type { Panier } from '@portail/contrat/paniers';
import { useAuth, useAuthHydrated } from '../../state/auth';
import { useCompteClientSelectionne } from '../../state/compte';
import { creerUidInviteAtom, fusionEnAttenteAtom, renouvelerUidInviteAtom, usePanierLocal } from '../../state/panier';
import { estIntrouvable } from './erreurs';
import { paniers } from './paniers';
import { SWR_OPTIONS, useCleSession } from './use-utilisateur';

export const clePanierInvite = (uid: string) => ['panier', 'invite', uid] as const;
export const clePanierUtilisateur = (session: string, idCompte: number) => ['panier', session, idCompte] as const;

export interface OptionsPanier {
  /** The basket page: a visitor without a uid gets one (the header only reads an existing one). */
  creer?: boolean;
}

export function usePanier({ creer = false }: OptionsPanier = {}) {
  const store = useStore();
  const hydrate = useAuthHydrated();
  const { connected } = useAuth();
  const session = useCleSession();
  const compte = useCompteClientSelectionne();
  const { invite } = usePanierLocal();
  const fusionEnAttente = useAtomValue(fusionEnAttenteAtom);

  useEffect(() => {
    if (creer && hydrate && !connected && !invite) store.set(creerUidInviteAtom);
  }, [creer, hydrate, connected, invite, store]);

  const uid = connected ? null : (invite?.uid ?? null);
  const cle = !hydrate
    ? null
    : connected
      ? session && compte && !fusionEnAttente
        ? clePanierUtilisateur(session, compte.id)
        : null
      : uid
        ? clePanierInvite(uid)
        : null;

  const swr = useSWR<Panier, Error>(
    cle,
    () =>
      paniers.lire(uid).catch((erreur: unknown) => {
        // The uid was merged into a user's basket: this browser's guest starts a new one.
        if (uid && estIntrouvable(erreur)) store.set(renouvelerUidInviteAtom, uid);
        throw erreur;
      }),
    SWR_OPTIONS,
  );
  const { mutate } = swr;

  const modifier = useCallback(
    async (idArticle: number, diffusions: Diffusion[]) => {
      const panier = await paniers.modifierArticle(idArticle, diffusions, uid);
      await mutate(panier, { revalidate: false });
      return panier;
    },
    [uid, mutate],
  );

  const retirer = useCallback(
    async (idArticle: number) => {
      const panier = await paniers.retirerArticle(idArticle, uid);
      await mutate(panier, { revalidate: false });
      return panier;
    },
    [uid, mutate],
  );

  return {
    panier: swr.data,
    erreur: swr.error,
    recharger: () => void mutate(),
    modifier,
    retirer,
  };
}

/** The header's count: articles of the basket, 0 while unknown. */
export const useNombreArticlesPanier = () => usePanier().panier?.nombre_articles ?? 0;
