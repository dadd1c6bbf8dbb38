import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { PageSelectionCompte } from '../app/selection-compte-client/page-selection-compte';
import { CoquilleApp } from '../app/ui/coquille-app';
import { Seo } from '../components/seo';
import { useIsClient } from '../components/shell/use-is-client';

/** /selection-compte-client (SPEC §2, §4): runs in the browser with the signed-in user's accounts. */
export default function SelectionCompteClientPage() {
  const client = useIsClient();
  return client ? <PageSelectionCompte /> : <CoquilleApp />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Choisir un compte client" path={location.pathname} noindex />;
}
