import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { PagePanier } from '../app/panier/page-panier';
import { CoquilleApp } from '../app/ui/coquille-app';
import { Seo } from '../components/seo';
import { useIsClient } from '../components/shell/use-is-client';

/** /panier (SPEC §2): the basket of the visitor or of the signed-in user's account, in the browser. */
export default function PanierPage() {
  const client = useIsClient();
  return client ? <PagePanier /> : <CoquilleApp />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Mon panier" path={location.pathname} noindex />;
}
