import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';

interface SeoProps {
  title: string;
  description?: string;
  /** Path of the canonical URL (defaults to the current page). */
  path: string;
  noindex?: boolean;
  children?: React.ReactNode;
}

/** `<head>` content shared by every page: title, description, canonical URL, Open Graph. */
export function Seo({ title, description, path, noindex, children }: SeoProps) {
  const { site } = useStaticQuery<{ site: { siteMetadata: { siteUrl: string; title: string } } }>(graphql`
    query SeoSite {
      site {
        siteMetadata {
          siteUrl
          title
        }
      }
    }
  `);
  const { siteUrl, title: siteName } = site.siteMetadata;
  const fullTitle = title === siteName ? title : `${title} | ${siteName}`;
  const canonical = `${siteUrl}${path === '/' ? '' : path}` || siteUrl;
  return (
    <>
      <html lang="fr" />
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content="website" />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      <meta name="theme-color" content="#1a3d8f" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
