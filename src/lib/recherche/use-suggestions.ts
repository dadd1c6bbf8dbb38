/**
 * SWR hook of the header's suggestions, keyed by the text asked for (like the results page's hooks,
 * src/lib/recherche/use-recherche.ts): SWR keeps the answers, so going back over a word answers at
 * once and asks nothing.
 */
import { useEffect, useRef, useState } from 'react';
import useSWR, { unstable_serialize, useSWRConfig, type SWRConfiguration } from 'swr';
import { estAnnulation } from '../api/erreurs';
import { LONGUEUR_MIN } from './constantes';
import { useClientRecherche } from './contexte-client';
import type { ReponseSuggestions } from '@portail/contrat/recherche';

/** Pause after the last keystroke before asking the service. */
export const DELAI_SUGGESTIONS_MS = 150;

export interface EtatSuggestions {
  /** The text the answer is for (trimmed). */
  q: string;
  reponse: ReponseSuggestions | null;
  chargement: boolean;
  erreur: boolean;
}

const AUCUNE: EtatSuggestions = { q: '', reponse: null, chargement: false, erreur: false };

const OPTIONS: SWRConfiguration = {
  // A known answer is kept as it is: going back over a word asks nothing.
  revalidateIfStale: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  // A failure shows no suggestion; typing on asks again.
  shouldRetryOnError: false,
};

/** SWR key of the suggestions for a text. */
export const cleSuggestions = (q: string) => ['suggestions', q] as const;

const memeEtat = (a: EtatSuggestions, b: EtatSuggestions) =>
  a.q === b.q && a.reponse === b.reponse && a.chargement === b.chargement && a.erreur === b.erreur;

/**
 * Suggestions for what is being typed: asked 150 ms after the last keystroke, the previous request
 * cancelled when the text changes (its late answer can never replace a newer one), recent answers
 * kept by SWR so going back over a word answers at once. Below 2 characters nothing is asked.
 * While an answer is awaited, the last one shown stays, marked `chargement`.
 */
export function useSuggestions(saisie: string, delai = DELAI_SUGGESTIONS_MS): EtatSuggestions {
  const client = useClientRecherche();
  const { cache } = useSWRConfig();
  const q = saisie.trim();
  const valable = q.length >= LONGUEUR_MIN;
  // The text asked for: `q` once the typing pauses, at once when its answer is known.
  const [demande, setDemande] = useState<string | null>(null);
  const enCours = useRef<AbortController | null>(null);

  useEffect(() => {
    let minuteur: ReturnType<typeof setTimeout> | undefined;
    if (!valable) setDemande(null);
    else if (cache.get(unstable_serialize(cleSuggestions(q)))?.data !== undefined) setDemande(q);
    else {
      // No key while waiting: coming back to a word whose request was just cancelled asks again.
      setDemande(null);
      minuteur = setTimeout(() => setDemande(q), delai);
    }
    return () => {
      clearTimeout(minuteur);
      enCours.current?.abort();
    };
  }, [q, valable, delai, cache]);

  const { data, error } = useSWR<ReponseSuggestions, Error, readonly [string, string] | null>(
    demande === null ? null : cleSuggestions(demande),
    async ([, texte]) => {
      const controleur = new AbortController();
      enCours.current = controleur;
      const reponse = await client.suggestions(texte, controleur.signal);
      // A late answer to a cancelled request is never kept.
      if (controleur.signal.aborted) throw new DOMException('Suggestions annulées.', 'AbortError');
      return reponse;
    },
    OPTIONS,
  );

  const regle: EtatSuggestions | null = !valable
    ? AUCUNE
    : demande !== q
      ? null
      : data !== undefined
        ? { q, reponse: data, chargement: false, erreur: false }
        : error !== undefined && !estAnnulation(error)
          ? { q, reponse: null, chargement: false, erreur: true }
          : null;

  // The last settled state, shown (marked `chargement`) while the next answer is awaited.
  const [dernier, setDernier] = useState<EtatSuggestions>(AUCUNE);
  if (regle && !memeEtat(regle, dernier)) setDernier(regle);

  return regle ?? { ...dernier, chargement: true };
}
