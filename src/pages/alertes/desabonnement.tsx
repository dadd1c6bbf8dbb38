import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { PageDesabonnement } from '../../app/alertes/page-desabonnement';
import { CoquilleApp } from '../../app/ui/coquille-app';
import { Seo } from '../../components/seo';
import { useIsClient } from '../../components/shell/use-is-client';

/**
 * /alertes/desabonnement?jeton=… (public, not indexed, disallowed in robots.txt): the unsubscribe
 * link in the body of an alert e-mail. The token is read in the browser only (the static HTML has
 * no query), so the page renders the app's loading shell until then.
 */
export default function DesabonnementAlertesPage({ location }: PageProps) {
  const client = useIsClient();
  return client ? <PageDesabonnement search={location.search} /> : <CoquilleApp />;
}

export function Head({ location }: HeadProps) {
  return <Seo title="Ne plus recevoir les alertes de surveillance" path={location.pathname} noindex />;
}
