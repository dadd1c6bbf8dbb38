import * as React from 'react';
import { Link } from 'gatsby';
import { Lead, PageContainer, PageTitle } from '../page/page-container';
import { ErrorScreen } from '../shell/error-screen';

/** Shown with status 503 when the services do not answer; header and footer stay. */
export function Indisponible({ message }: { message: string }) {
  return (
    <PageContainer>
      <ErrorScreen message={message} onRetry={() => window.location.reload()} />
    </PageContainer>
  );
}

/** Shown with status 404 for an unknown id; `children` may add a way out specific to the page. */
export function Introuvable({ titre, texte, children }: { titre: string; texte: string; children?: React.ReactNode }) {
  return (
    <PageContainer>
      <PageTitle>{titre}</PageTitle>
      <Lead>{texte}</Lead>
      {children}
      <p>
        <Link to="/">Revenir à l’accueil et lancer une recherche</Link>
      </p>
    </PageContainer>
  );
}
