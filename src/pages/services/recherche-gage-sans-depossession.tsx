import * as React from 'react';
import type { PageProps } from 'gatsby';
import { MIETTES_GAGES, PageGages, TITRE_GAGES } from '../../app/gages/page-gages';
import { breadcrumbJsonLd, JsonLd } from '../../components/registre/json-ld';
import { useSiteUrl } from '../../components/registre/use-site-url';
import { Seo } from '../../components/seo';
import { pages } from '../../lib/api/routes';

/**
 * /services/recherche-gage-sans-depossession[?siren=|nom=&greffe=&radies=1]: a static page (the form
 * is in its HTML); the criteria are read from the address and searched in the browser. The CMS
 * entry of the same slug keeps its card on /services (src/build/contenu/pages-catalogue.ts).
 */
export default function RechercheGageSansDepossessionPage({ location }: PageProps) {
  return <PageGages search={location.search} />;
}

export function Head() {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={TITRE_GAGES}
      description="Recherchez gratuitement les gages sans dépossession inscrits au nom d’une entreprise ou d’une personne, par numéro SIREN ou par nom, dans un greffe ou dans tous, puis commandez l’état certifié des inscriptions."
      path={pages.rechercheGages}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, MIETTES_GAGES, pages.rechercheGages)} />
    </Seo>
  );
}
