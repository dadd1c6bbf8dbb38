import { navigate } from 'gatsby';
import { useCallback, type FormEvent } from 'react';
import { RECHERCHE_AVANCEE_PATH } from '../../lib/recherche/constantes';
import { adresseRecherchePhrase } from '../../lib/recherche/adresse';
import { normaliserTexte } from '../../lib/recherche/normalisation';

/**
 * Submit handler of the search bars (header, home): once the page is hydrated, the GET form
 * becomes a client-side navigation (a new entry in the history) to the results of the phrase,
 * or to the advanced search when nothing was typed. Nothing happens while searching is blocked.
 */
export function useSoumissionRecherche(bloquee: boolean) {
  return useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (bloquee) return;
      const phrase = normaliserTexte(String(new FormData(event.currentTarget).get('phrase') ?? ''));
      void navigate(phrase ? adresseRecherchePhrase(phrase) : RECHERCHE_AVANCEE_PATH);
    },
    [bloquee],
  );
}
