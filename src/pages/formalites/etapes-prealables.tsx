import * as React from 'react';
import { MIETTES_ETAPES, PageEtapes, TITRE_ETAPES } from '../../app/formalites/pages-information';
import { breadcrumbJsonLd, JsonLd } from '../../components/registre/json-ld';
import { useSiteUrl } from '../../components/registre/use-site-url';
import { Seo } from '../../components/seo';
import { pages } from '../../lib/api/routes';

/** /formalites/etapes-prealables: what to do and prepare before filing a formality, then following it. */
export default function EtapesPrealablesPage() {
  return <PageEtapes />;
}

export function Head() {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={TITRE_ETAPES}
      description="Avant de déposer une formalité : créer son compte et son compte client, vérifier l’entreprise, préparer les pièces, déposer puis suivre le dossier."
      path={pages.etapesPrealables}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, MIETTES_ETAPES, pages.etapesPrealables)} />
    </Seo>
  );
}
