import { useEffect, useRef, useState } from 'react';
import { LONGUEUR_MIN } from './constantes';
import { useClientRecherche } from './contexte-client';
import type { ReponseSuggestions } from './types';

/** Pause after the last keystroke before asking the service. */
export const DELAI_SUGGESTIONS_MS = 150;
const CACHE_MAX = 30;

export interface EtatSuggestions {
  /** The text the answer is for (trimmed). */
  q: string;
  reponse: ReponseSuggestions | null;
  chargement: boolean;
  erreur: boolean;
}

const AUCUNE: EtatSuggestions = { q: '', reponse: null, chargement: false, erreur: false };

/**
 * Suggestions for what is being typed: asked 150 ms after the last keystroke, the previous request
 * cancelled when the text changes (its late answer can never replace a newer one), recent answers
 * kept so going back over a word answers at once. Below 2 characters nothing is asked.
 */
export function useSuggestions(saisie: string, delai = DELAI_SUGGESTIONS_MS): EtatSuggestions {
  const client = useClientRecherche();
  const cache = useRef(new Map<string, ReponseSuggestions>());
  const [etat, setEtat] = useState<EtatSuggestions>(AUCUNE);
  const q = saisie.trim();

  useEffect(() => {
    if (q.length < LONGUEUR_MIN) {
      setEtat(AUCUNE);
      return undefined;
    }
    const connue = cache.current.get(q);
    if (connue) {
      setEtat({ q, reponse: connue, chargement: false, erreur: false });
      return undefined;
    }
    setEtat((avant) => ({ ...avant, chargement: true }));
    const controleur = new AbortController();
    const minuteur = setTimeout(() => {
      client.suggestions(q, controleur.signal).then(
        (reponse) => {
          if (controleur.signal.aborted) return;
          cache.current.set(q, reponse);
          if (cache.current.size > CACHE_MAX) cache.current.delete(cache.current.keys().next().value as string);
          setEtat({ q, reponse, chargement: false, erreur: false });
        },
        () => {
          if (!controleur.signal.aborted) setEtat({ q, reponse: null, chargement: false, erreur: true });
        },
      );
    }, delai);
    return () => {
      clearTimeout(minuteur);
      controleur.abort();
    };
  }, [q, client, delai]);

  return etat;
}
