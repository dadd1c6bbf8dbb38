import * as React from 'react';
import type { HeadProps } from 'gatsby';
import { Seo } from '../components/seo';
import { PageContainer } from '../components/page/page-container';
import { ErrorScreen } from '../components/shell/error-screen';

/** Served by the portal server when a server-rendered page cannot be produced. */
export default function ServerErrorPage() {
  return (
    <PageContainer>
      <ErrorScreen message="Le serveur n’a pas pu afficher cette page." onRetry={() => window.location.reload()} />
    </PageContainer>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Erreur" path={location.pathname} noindex />;
}
