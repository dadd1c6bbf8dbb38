import * as React from 'react';

/**
 * Structured data for search engines, in the page head. `<` is escaped so a name containing
 * "</script>" can never close the element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  path?: string;
}

/** schema.org BreadcrumbList for the same trail as <Breadcrumb>. */
export function breadcrumbJsonLd(siteUrl: string, crumbs: Crumb[], currentPath: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${siteUrl}${crumb.path ?? currentPath}`,
    })),
  };
}
