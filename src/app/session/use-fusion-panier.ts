import { useAtomValue, useStore } from 'jotai';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { estIntrouvable } from '../../lib/api/erreurs';
import { paniers } from '../../lib/api/paniers';
import { clePanierUtilisateur } from '../../lib/api/use-panier';
import { useCleSession } from '../../lib/api/use-utilisateur';
import { useCompteClientSelectionne } from '../../state/compte';
import { fusionEchoueeAtom, fusionFaiteAtom, uidAFusionnerAtom } from '../../state/panier';

/**
 * After sign-in, once the selected account is known (SPEC §4 « the account loads first, then the
 * basket »): the visitor's basket goes into the user's (`POST /api/paniers/connexions`, priced in
 * the account's grid), whose answer fills the cache; the uid now belongs to the user, so a new one
 * replaces it. A failure is logged and never blocks the sign-in: the user's basket is read without
 * the guest's articles, and the merge is tried again at the next page load.
 */
export function useFusionPanier(): void {
  const store = useStore();
  const { mutate } = useSWRConfig();
  // Null for a visitor: it also tells that the user is signed in.
  const session = useCleSession();
  const compte = useCompteClientSelectionne();
  const uid = useAtomValue(uidAFusionnerAtom);
  const enCours = useRef<string | null>(null);

  const idCompte = compte?.id ?? null;
  const grille = compte?.grille_tarifaire ?? null;

  useEffect(() => {
    if (!session || idCompte === null || grille === null || !uid || enCours.current === uid) return;
    enCours.current = uid;
    paniers
      .fusionner(uid, grille)
      .then(async (panier) => {
        await mutate(clePanierUtilisateur(session, idCompte), panier, { revalidate: false });
        store.set(fusionFaiteAtom, uid);
      })
      .catch((erreur: unknown) => {
        // 404 « Panier introuvable. »: another session already took it; there is nothing to move.
        if (estIntrouvable(erreur)) {
          store.set(fusionFaiteAtom, uid);
          return;
        }
        console.warn('Le panier du visiteur n’a pas pu être rattaché au compte.', erreur);
        store.set(fusionEchoueeAtom, uid);
      })
      .finally(() => {
        enCours.current = null;
      });
  }, [session, idCompte, grille, uid, mutate, store]);
}
