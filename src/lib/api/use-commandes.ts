/**
 * SWR hooks of the orders and payments service. Keys hold the session and the selected account:
 * another account's orders, invoices or wallet are never shown from the cache.
 */
import { useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { Commande } from '@portail/contrat/commandes';
import {
  commandes,
  encaissements,
  etatsEndettement,
  factures,
  moyensPaiement,
  portefeuilles,
  TAILLE_PAGE,
  type Encaissement,
  type EtatEndettement,
  type IntitulesMoyens,
  type MoyensPaiement,
  type PageCommandes,
  type PageEncaissements,
  type PageFactures,
  type Portefeuille,
} from './commandes';
import { SWR_OPTIONS, useCleSession } from './use-utilisateur';

/** 1-based page → the service's offset. */
export const offsetDe = (page: number) => (page - 1) * TAILLE_PAGE;

export function useCommandes(idCompte: number | null, page: number) {
  const session = useCleSession();
  return useSWR<PageCommandes, Error>(
    session && idCompte !== null ? ['commandes', session, idCompte, page] : null,
    () => commandes.lister({ offset: offsetDe(page), limit: TAILLE_PAGE }),
    SWR_OPTIONS,
  );
}

/**
 * The order's day: the address's `date_commande`, or (older links without it) the one the history
 * gives for the reference. `null` once known to be missing.
 */
export function useJourCommande(idCompte: number | null, reference: string | null, jour: string | null) {
  const session = useCleSession();
  const chercher = !jour && !!reference;
  const recherche = useSWR<string | null, Error>(
    chercher && session && idCompte !== null ? ['jour_commande', session, idCompte, reference] : null,
    () => commandes.trouverJour(reference as string),
    SWR_OPTIONS,
  );
  if (jour || !reference) return { jour: jour ?? null, chargement: false, erreur: undefined };
  return {
    jour: recherche.data ?? null,
    chargement: recherche.data === undefined && !recherche.error,
    erreur: recherche.error,
  };
}

export function useCommande(idCompte: number | null, reference: string | null, jour: string | null) {
  const session = useCleSession();
  return useSWR<Commande, Error>(
    session && idCompte !== null && reference && jour ? ['commande', session, idCompte, reference, jour] : null,
    () => commandes.lire(reference as string, jour as string),
    SWR_OPTIONS,
  );
}

export function useEtatEndettement(
  idCompte: number | null,
  reference: string | null,
  jour: string | null,
  idArticle: number | null,
) {
  const session = useCleSession();
  return useSWR<EtatEndettement, Error>(
    session && idCompte !== null && reference && jour && idArticle !== null
      ? ['etat_endettement', session, idCompte, reference, jour, idArticle]
      : null,
    () => etatsEndettement.lire(reference as string, jour as string, idArticle as number),
    SWR_OPTIONS,
  );
}

export function useFactures(idCompte: number | null, page: number) {
  const session = useCleSession();
  return useSWR<PageFactures, Error>(
    session && idCompte !== null ? ['factures', session, idCompte, page] : null,
    () => factures.lister({ offset: offsetDe(page), limit: TAILLE_PAGE }),
    SWR_OPTIONS,
  );
}

export function useEncaissements(idCompte: number | null, page: number, cartes: boolean) {
  const session = useCleSession();
  return useSWR<PageEncaissements, Error>(
    session && idCompte !== null ? ['encaissements', session, idCompte, page, cartes] : null,
    () => encaissements.lister({ offset: offsetDe(page), limit: TAILLE_PAGE, cartes }),
    SWR_OPTIONS,
  );
}

/** One payment of the account by its reference; null: none asked. */
export function useEncaissement(idCompte: number | null, idSession: string | null, cartes: boolean) {
  const session = useCleSession();
  return useSWR<Encaissement, Error>(
    session && idCompte !== null && idSession !== null ? ['encaissement', session, idCompte, idSession, cartes] : null,
    () => encaissements.lire(idSession as string, cartes),
    SWR_OPTIONS,
  );
}

export function useMoyensPaiement(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<MoyensPaiement, Error>(
    session && idCompte !== null ? ['moyens_paiements', session, idCompte] : null,
    () => moyensPaiement.lire(idCompte as number),
    SWR_OPTIONS,
  );
}

/** The labels of the payment means; a failure leaves the codes' own labels (`libelleMoyen`). */
export function useIntitulesMoyens(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<IntitulesMoyens, Error>(
    session && idCompte !== null ? ['intitules_moyens', session, idCompte] : null,
    () => moyensPaiement.intitules(idCompte as number),
    SWR_OPTIONS,
  ).data;
}

export function usePortefeuille(idCompte: number | null) {
  const session = useCleSession();
  return useSWR<Portefeuille, Error>(
    session && idCompte !== null ? ['portefeuille', session, idCompte] : null,
    () => portefeuilles.lire(idCompte as number),
    SWR_OPTIONS,
  );
}

/** Every 2 s, for about a minute (README: the notification is delivered by a retried job). */
export const SUIVI_INTERVALLE_MS = 2000;
export const SUIVI_TENTATIVES = 30;

export type EtatSuivi = 'inactif' | 'en_cours' | 'expire';

/**
 * Calls `rafraichir` every 2 s while `actif`, at most 30 times, one call at a time. Becomes
 * `expire` when the attempts are spent; `relancer` starts over.
 */
export function useSuivi(actif: boolean, rafraichir: () => Promise<unknown>) {
  const [expire, setExpire] = useState(false);
  const [tour, setTour] = useState(0);
  const rappel = useRef(rafraichir);
  useEffect(() => {
    rappel.current = rafraichir;
  }, [rafraichir]);

  useEffect(() => {
    if (!actif) return;
    setExpire(false);
    let arrete = false;
    let minuteur: ReturnType<typeof setTimeout> | undefined;
    let tentatives = 0;
    const suivant = () => {
      minuteur = setTimeout(() => {
        tentatives += 1;
        void rappel
          .current()
          .catch(() => undefined)
          .then(() => {
            if (arrete) return;
            if (tentatives >= SUIVI_TENTATIVES) setExpire(true);
            else suivant();
          });
      }, SUIVI_INTERVALLE_MS);
    };
    suivant();
    return () => {
      arrete = true;
      clearTimeout(minuteur);
    };
  }, [actif, tour]);

  const etat: EtatSuivi = !actif ? 'inactif' : expire ? 'expire' : 'en_cours';
  return { etat, relancer: () => setTour((t) => t + 1) };
}
