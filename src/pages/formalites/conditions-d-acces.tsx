import * as React from 'react';
import { MIETTES_CONDITIONS, PageConditions, TITRE_CONDITIONS } from '../../app/formalites/pages-information';
import { breadcrumbJsonLd, JsonLd } from '../../components/registre/json-ld';
import { useSiteUrl } from '../../components/registre/use-site-url';
import { Seo } from '../../components/seo';
import { pages } from '../../lib/api/routes';

/** /formalites/conditions-d-acces: who can follow and file which formalities, and what it takes. */
export default function ConditionsDAccesPage() {
  return <PageConditions />;
}

export function Head() {
  const siteUrl = useSiteUrl();
  return (
    <Seo
      title={TITRE_CONDITIONS}
      description="Qui peut suivre et déposer une formalité, sur le guichet unique ou sur Greffeo, et ce qu’il faut : compte, compte client, paiement, signature."
      path={pages.conditionsFormalites}
    >
      <JsonLd data={breadcrumbJsonLd(siteUrl, MIETTES_CONDITIONS, pages.conditionsFormalites)} />
    </Seo>
  );
}
