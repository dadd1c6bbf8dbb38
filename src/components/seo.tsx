import * as React from 'react';
import { graphql, useStaticQuery } from 'gatsby';

interface SeoProps {
  title: string;
  description?: string;
  /** Path of the canonical URL (defaults to the current page). */
  path: string;
  noindex?: boolean;
  /** Open Graph type: `article` for dated editorial content. */
  type?: 'website' | 'article';
  /** Site-relative or absolute address of the sharing image. */
  image?: string | null;
  children?: React.ReactNode;
}

/** `<head>` content shared by every page: title, description, canonical URL, Open Graph. */
export function Seo({ title, description, path, noindex, type = 'website', image, children }: SeoProps) {
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
  const canonical = `${siteUrl}${path === '/' ? '' : path.replace(/\/+$/, '')}` || siteUrl;
  const imageUrl = image ? (/^https?:/.test(image) ? image : `${siteUrl}${image}`) : null;
  return (
    <>
      <html lang="fr" />
      <title>{fullTitle}</title>
      {description ? <meta name="description" content={description} /> : null}
      <link rel="canonical" href={canonical} />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      <meta property="og:type" content={type} />
      <meta property="og:locale" content="fr_FR" />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:title" content={fullTitle} />
      {description ? <meta property="og:description" content={description} /> : null}
      <meta property="og:url" content={canonical} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="theme-color" content="#1a3d8f" />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      {children}
    </>
  );
}
