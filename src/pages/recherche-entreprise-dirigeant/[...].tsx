import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { CoquilleRecherche } from '../../components/recherche/coquille';
import { RechercheApp } from '../../components/recherche/recherche-app';
import { TeteRecherche } from '../../components/recherche/tete';
import { useIsClient } from '../../components/shell/use-is-client';

/**
 * Client-only route /recherche-entreprise-dirigeant/recherche-avancee (matchPath
 * /recherche-entreprise-dirigeant/*): the static HTML is the page shell, the search runs in the
 * browser once hydrated, from the address (SPEC §2 "Search"). The results have a page of their own
 * (resultats-de-recherche.tsx), which wins over this route.
 */
export default function RechercheEntrepriseDirigeantPage({ location }: PageProps) {
  const client = useIsClient();
  if (!client) return <CoquilleRecherche />;
  return <RechercheApp pathname={location.pathname} search={location.search} />;
}

export function Head({ location }: HeadProps) {
  return <TeteRecherche pathname={location.pathname} />;
}
