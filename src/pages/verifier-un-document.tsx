import * as React from 'react';
import type { HeadProps, PageProps } from 'gatsby';
import { PageVerification } from '../app/verification/page-verification';
import { Seo } from '../components/seo';

/**
 * /verifier-un-document[?code=…]: a static page (the form is in its HTML); the code is read from the
 * address and checked in the browser against the public verification call.
 */
export default function VerifierUnDocumentPage({ location }: PageProps) {
  return <PageVerification search={location.search} />;
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Vérifier un document"
      description="Vérifiez l’authenticité d’un extrait Kbis ou d’un certificat délivré par Greffeo grâce à son code de vérification : type de document, entreprise, greffe, date de délivrance et empreinte du fichier."
      path={location.pathname}
    />
  );
}
