import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { PagePostConnexion } from '../app/post-connexion/page-post-connexion';
import { CoquilleApp } from '../app/ui/coquille-app';
import { Seo } from '../components/seo';
import { useIsClient } from '../components/shell/use-is-client';

/** /post-connexion (SPEC §2, §4): a signed-in user without a customer account creates one. */
export default function PostConnexionPage() {
  const client = useIsClient();
  return client ? <PagePostConnexion /> : <CoquilleApp />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Créer votre compte client" path={location.pathname} noindex />;
}
