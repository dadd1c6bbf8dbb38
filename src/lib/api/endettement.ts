/**
 * The état d'endettement of a debtor who need not be a company of the registry
 * (services/src/modules/paniers/README.md): `POST paniers/etats_endettement/debiteurs` (a SIREN,
 * spaces allowed, Luhn key checked by the service) and `POST paniers/etats_endettement/debiteurs_approches`
 * (a name and a département code, for a debtor without a SIREN). Both become one
 * ETAT_ENDETTEMENT_DEBITEUR article of the visitor's basket (uid) or the signed-in user's (bearer),
 * exactly as the order shortcuts of the company pages do (use-ajout-panier.ts).
 */
import { useStore } from 'jotai';
import { useCallback, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { AjoutDebiteur, AjoutDebiteurApproche, Panier } from '@portail/contrat/paniers';
import { authAtom } from '../../state/auth';
import { creerUidInviteAtom } from '../../state/panier';
import { messageDErreur } from './erreurs';
import { paniers } from './paniers';
import { SWR_OPTIONS } from './use-utilisateur';

/** The catalogue's article of both routes. */
export const ARTICLE_DEBITEUR = 'ETAT_ENDETTEMENT_DEBITEUR';

/** The debtor a statement is ordered for: by SIREN, or by name and département. */
export type AjoutDebiteurQuelconque = AjoutDebiteur | AjoutDebiteurApproche;

/** `erreur` is kept whole so that a form can put a 400's field messages next to their fields. */
export type EtatAjoutDebiteur =
  | { etat: 'repos' }
  | { etat: 'envoi' }
  | { etat: 'ajoute'; panier: Panier }
  | { etat: 'erreur'; message: string; erreur: unknown };

/**
 * Puts a debtor's statement in the visitor's basket (a uid is created on first use) or the signed-in
 * user's; the answer then replaces every cached copy of the basket, so the header's dot shows at once.
 */
export function useAjoutDebiteur() {
  const store = useStore();
  const { mutate } = useSWRConfig();
  const [etat, setEtat] = useState<EtatAjoutDebiteur>({ etat: 'repos' });

  /** Sends the addition; resolves to the state it ends in (the failure with its error). */
  const ajouter = useCallback(
    async (corps: AjoutDebiteurQuelconque): Promise<EtatAjoutDebiteur> => {
      setEtat({ etat: 'envoi' });
      let fin: EtatAjoutDebiteur;
      try {
        const uid = store.get(authAtom).connected ? null : store.set(creerUidInviteAtom);
        const panier =
          'siren' in corps
            ? await paniers.ajouterDebiteur(corps, uid)
            : await paniers.ajouterDebiteurApproche(corps, uid);
        await mutate((cle) => Array.isArray(cle) && cle[0] === 'panier', panier, { revalidate: false });
        fin = { etat: 'ajoute', panier };
      } catch (erreur) {
        fin = { etat: 'erreur', message: messageDErreur(erreur), erreur };
      }
      setEtat(fin);
      return fin;
    },
    [store, mutate],
  );

  return { etat, ajouter };
}

/** Price TTC of each format of an article (« 49,14 »); a format without a price cannot be ordered. */
export type PrixFormats = Partial<Record<FormatDiffusion, string>>;

/** An article's prices in the visitors' grid (`PUBLIC`); an error when the grid cannot be read. */
export function usePrixArticle(idArticle: string) {
  return useSWR<PrixFormats, Error>(
    ['syntheses', 'PUBLIC', idArticle],
    async () => {
      const syntheses = await paniers.syntheses('PUBLIC');
      const article = syntheses.articles.find((a) => a.id_article_catalogue === idArticle);
      const prix: PrixFormats = {};
      for (const sous of article?.sous_articles ?? []) {
        if (sous.prix) prix[sous.format_diffusion] = sous.prix.ttc_formate;
      }
      return prix;
    },
    { ...SWR_OPTIONS, revalidateIfStale: false },
  );
}
