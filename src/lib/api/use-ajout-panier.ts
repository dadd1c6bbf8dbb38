/**
 * Puts a document in the basket from anywhere on the site (the order shortcuts of the company
 * pages): the visitor's basket (a uid is created on first use) or the signed-in user's, then the
 * answer replaces every cached copy of the basket, so the header's dot shows at once.
 */
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Panier } from '@portail/contrat/paniers';
import { authAtom } from '../../state/auth';
import { creerUidInviteAtom } from '../../state/panier';
import { messageDErreur } from './erreurs';
import { paniers, type NouvelArticle } from './paniers';

export type EtatAjout =
  { etat: 'repos' } | { etat: 'envoi' } | { etat: 'ajoute'; panier: Panier } | { etat: 'erreur'; message: string };

export function useAjoutPanier() {
  const store = useStore();
  const { mutate } = useSWRConfig();
  const [etat, setEtat] = useState<EtatAjout>({ etat: 'repos' });

  const ajouter = useCallback(
    async (article: NouvelArticle) => {
      setEtat({ etat: 'envoi' });
      try {
        const uid = store.get(authAtom).connected ? null : store.set(creerUidInviteAtom);
        const panier = await paniers.ajouterArticle(article, uid);
        await mutate((cle) => Array.isArray(cle) && cle[0] === 'panier', panier, { revalidate: false });
        setEtat({ etat: 'ajoute', panier });
        return panier;
      } catch (erreur) {
        setEtat({ etat: 'erreur', message: messageDErreur(erreur) });
        return undefined;
      }
    },
    [store, mutate],
  );

  return { etat, ajouter };
}
