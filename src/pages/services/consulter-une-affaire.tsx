import * as React from 'react';
import type { PageProps } from 'gatsby';
import { MIETTES_AFFAIRES, PageAffaires, TITRE_AFFAIRES } from '../../app/affaires/page-affaires';
import { breadcrumbJsonLd, JsonLd } from '../../components/registre/json-ld';
import { useSiteUrl } from '../../components/registre/use-site-url';
import { Seo } from '../../components/seo';
import { pages } from '../../lib/api/routes';

/**
 * /services/consulter-une-affaire[?greffe=&rg= | ?nom=|siren=&greffe=, &page=]: a static page (the
 * forms are in its HTML); the criteria are read from the address and searched in the browser. The
 * CMS entry of the same slug keeps its card on /services (src/build/contenu/pages-catalogue.ts).
 */
export default function ConsulterUneAffairePage({ location }: PageProps) {
  return <PageAffaires search={location.search} />;
}

export function Head() {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={TITRE_AFFAIRES}
      description="Retrouvez gratuitement une affaire d’un tribunal de commerce par son numéro RG ou par le nom ou le SIREN d’une partie : parties, calendrier des audiences, décisions rendues et copie des décisions."
      path={pages.consulterAffaire}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, MIETTES_AFFAIRES, pages.consulterAffaire)} />
    </Seo>
  );
}
