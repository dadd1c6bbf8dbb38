import * as React from 'react';
import { Link, type HeadProps } from 'gatsby';
import { Seo } from '../components/seo';
import { Lead, PageContainer, PageTitle } from '../components/page/page-container';

export default function NotFoundPage() {
  return (
    <PageContainer>
      <PageTitle>Page introuvable</PageTitle>
      <Lead>
        L’adresse demandée ne correspond à aucune page. Elle a pu être déplacée, ou contenir une faute de frappe.
      </Lead>
      <p>
        <Link to="/">Revenir à l’accueil</Link> ou{' '}
        <Link to="/recherche-entreprise-dirigeant/recherche-avancee">rechercher une entreprise</Link>.
      </p>
    </PageContainer>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page introuvable" path={location.pathname} noindex />;
}
