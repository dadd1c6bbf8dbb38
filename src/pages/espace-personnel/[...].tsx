import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { EspacePersonnelApp, titreEspace } from '../../app/espace-personnel/espace-personnel-app';
import { CoquilleApp } from '../../app/ui/coquille-app';
import { Seo } from '../../components/seo';
import { useIsClient } from '../../components/shell/use-is-client';

/**
 * Client-only routes of the personal space (matchPath /espace-personnel/*): home, mes-informations,
 * mon-entreprise, mon-abonnement (?etape=offre|facturation|paiement|confirmation, reprise/{uuid}),
 * suppression-de-mon-compte, demande-desabonnement, mes-commandes (history, order,
 * debt statement and certificate pages, periodic Kbis), mes-factures, moyens-de-paiement,
 * portefeuille-electronique-details, mes-surveillances and mes-surveillances/mes-revelations,
 * mes-formalites and mes-formalites/commande?ref=&identifiantFormalite= (SPEC §2
 * "Personal space").
 */
export default function EspacePersonnelPage({ location }: PageProps) {
  const client = useIsClient();
  if (!client) return <CoquilleApp />;
  return <EspacePersonnelApp pathname={location.pathname} search={location.search} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title={titreEspace(location.pathname)} path={location.pathname} noindex />;
}
