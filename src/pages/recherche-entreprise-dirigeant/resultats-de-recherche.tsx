import * as React from 'react';
import type { PageProps } from 'gatsby';
import { ResultatsDeRecherche } from '../../components/recherche/recherche-app';
import { TeteRecherche } from '../../components/recherche/tete';
import { RESULTATS_PATH } from '../../lib/recherche/constantes';

/**
 * /recherche-entreprise-dirigeant/resultats-de-recherche, a page of its own (it wins over the
 * [...] route): its static HTML is the results page as it will stand, fields empty and the results'
 * place kept, so filling it in from the address once in the browser moves nothing (issue 21: CLS).
 * The search itself still runs in the browser, through /api, which limits it per visitor.
 */
export default function ResultatsDeRecherchePage({ location }: PageProps) {
  return <ResultatsDeRecherche search={location.search} />;
}

export function Head() {
  return <TeteRecherche pathname={RESULTATS_PATH} />;
}
