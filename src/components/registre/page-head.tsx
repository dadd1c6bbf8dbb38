import * as React from 'react';
import { Seo } from '../seo';
import { breadcrumbJsonLd, JsonLd, type Crumb } from './json-ld';
import { useSiteUrl } from './use-site-url';

interface RegistreHeadProps {
  title: string;
  description: string;
  /** Canonical path (with `?page=N` for N > 1). */
  path: string;
  /** The same trail as the visible breadcrumb. */
  crumbs: Crumb[];
  noindex?: boolean;
}

/** `<head>` of a registry page: title, description, canonical link and BreadcrumbList JSON-LD. */
export function RegistreHead({ title, description, path, crumbs, noindex }: RegistreHeadProps) {
  const siteUrl = useSiteUrl();
  return (
    <Seo title={title} description={description} path={path} noindex={noindex}>
      <JsonLd data={breadcrumbJsonLd(siteUrl, crumbs, path)} />
    </Seo>
  );
}

/** `<head>` of a registry page without data: its « introuvable » title, or the outage one (503). */
export function HeadSansDonnees({ state, titre, path }: { state?: string; titre: string; path: string }) {
  const title = state === 'unavailable' ? 'Service momentanément indisponible' : titre;
  return <Seo title={title} path={path} noindex />;
}
