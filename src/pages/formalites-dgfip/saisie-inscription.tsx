import * as React from 'react';
import { MIETTES_SAISIE_DGFIP, PageSaisieDgfip, TITRE_SAISIE_DGFIP } from '../../app/formalites/page-saisie-dgfip';
import { breadcrumbJsonLd, JsonLd } from '../../components/registre/json-ld';
import { useSiteUrl } from '../../components/registre/use-site-url';
import { Seo } from '../../components/seo';
import { pages } from '../../lib/api/routes';

/**
 * /formalites-dgfip/saisie-inscription: the entry form of the tax office's inscription of the
 * Treasury privilege (a static page: the form is in its HTML; signed-in users submit it).
 */
export default function SaisieInscriptionDgfipPage() {
  return <PageSaisieDgfip />;
}

export function Head() {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={TITRE_SAISIE_DGFIP}
      description="Formulaire de saisie de l’inscription, du renouvellement ou de la radiation du privilège du Trésor par un service des impôts des entreprises, transmise au greffe compétent."
      path={pages.saisieDgfip}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, MIETTES_SAISIE_DGFIP, pages.saisieDgfip)} />
    </Seo>
  );
}
