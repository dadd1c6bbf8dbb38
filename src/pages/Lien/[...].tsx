import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { PageLien } from '../../app/formalites/page-lien';
import { CoquilleApp } from '../../app/ui/coquille-app';
import { Seo } from '../../components/seo';
import { useIsClient } from '../../components/shell/use-is-client';

/**
 * Client-only forward pages of the formalities (matchPath /Lien/*, bare: no header nor footer):
 * /Lien/mmbId/{mmbdId}[?jeton=], /Lien/liasse/{numeroLiasse}, /Lien/formalite/{identifiant}
 * (SPEC §2 « Forward pages », §8; src/app/formalites/page-lien.tsx).
 */
export default function LienPage({ location }: PageProps) {
  const client = useIsClient();
  if (!client) return <CoquilleApp />;
  return <PageLien pathname={location.pathname} search={location.search} />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Accès à votre formalité" path={location.pathname} noindex />;
}
