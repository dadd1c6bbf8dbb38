import * as React from 'react';
import type { PageProps } from 'gatsby';
import { MIETTES_SUIVI, PageSuivi, TITRE_SUIVI } from '../../app/formalites/page-suivi';
import { breadcrumbJsonLd, JsonLd } from '../../components/registre/json-ld';
import { useSiteUrl } from '../../components/registre/use-site-url';
import { Seo } from '../../components/seo';
import { pages } from '../../lib/api/routes';

/**
 * /formalites/suivi-formalite[?reference=&siren=&denomination=&greffe=&page=]: a static page (the
 * form is in its HTML); the criteria are read from the address and searched in the browser.
 */
export default function SuiviFormalitePage({ location }: PageProps) {
  return <PageSuivi search={location.search} />;
}

export function Head() {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={TITRE_SUIVI}
      description="Suivez gratuitement une formalité déposée au greffe par son numéro de liasse, sa référence, le SIREN ou le nom de l’entreprise : état, étapes et motifs de régularisation ou de rejet."
      path={pages.suiviFormalite}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, MIETTES_SUIVI, pages.suiviFormalite)} />
    </Seo>
  );
}
