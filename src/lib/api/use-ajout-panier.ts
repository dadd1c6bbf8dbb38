/**
 * Puts a document in the basket from anywhere on the site (the order shortcuts of the company
 * pages): the visitor's basket (a uid is created on first use) or the signed-in user's, then the
 * answer replaces every cached copy of the basket, so the header's dot shows at once.
 */
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { AjoutAffaire, AjoutEtatGages, Panier } from '@portail/contrat/paniers';
import { authAtom } from '../../state/auth';
import { creerUidInviteAtom } from '../../state/panier';
import { messageDErreur } from './erreurs';
import { paniers, type NouvelArticle, type Proprietaire } from './paniers';

export type EtatAjout =
  { etat: 'repos' } | { etat: 'envoi' } | { etat: 'ajoute'; panier: Panier } | { etat: 'erreur'; message: string };

export function useAjoutPanier() {
  const store = useStore();
  const { mutate } = useSWRConfig();
  const [etat, setEtat] = useState<EtatAjout>({ etat: 'repos' });

  /** Sends one addition to the visitor's basket (uid created if needed) or to the signed-in user's. */
  const envoyer = useCallback(
    async (ajout: (uid: Proprietaire) => Promise<Panier>) => {
      setEtat({ etat: 'envoi' });
      try {
        const uid = store.get(authAtom).connected ? null : store.set(creerUidInviteAtom);
        const panier = await ajout(uid);
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

  const ajouter = useCallback(
    (article: NouvelArticle) => envoyer((uid) => paniers.ajouterArticle(article, uid)),
    [envoyer],
  );

  /** The certificate of the non-possessory pledges of a pledger (`POST paniers/gages`). */
  const ajouterEtatGages = useCallback(
    (corps: AjoutEtatGages) => envoyer((uid) => paniers.ajouterEtatGages(corps, uid)),
    [envoyer],
  );

  /** The copy of a decision of a court case (`POST paniers/affaires`). */
  const ajouterCopieJugement = useCallback(
    (corps: AjoutAffaire) => envoyer((uid) => paniers.ajouterCopieJugement(corps, uid)),
    [envoyer],
  );

  return { etat, ajouter, ajouterEtatGages, ajouterCopieJugement };
}
