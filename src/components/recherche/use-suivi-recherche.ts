import { useEffect, useRef } from 'react';
import { evenementRecherche } from '../../lib/recherche/analytics';
import { type FiltresRecherche } from '../../lib/recherche/filtres';
import type { EtatRecherche } from '../../lib/recherche/use-recherche';
import { useSuivreEvenement } from '../../state/analytics';

/** Pushes each search once to the data layer (when consent allows), as soon as its answer arrives. */
export function useSuiviRecherche(filtres: FiltresRecherche, etat: EtatRecherche<{ total: number }>) {
  const suivre = useSuivreEvenement();
  const dernier = useRef<string | null>(null);
  const { aJour, reponse, cle } = etat;
  useEffect(() => {
    if (!aJour || !reponse || !cle || dernier.current === cle) return;
    dernier.current = cle;
    suivre(evenementRecherche(filtres, reponse.total));
  }, [aJour, reponse, cle, filtres, suivre]);
}
