import { graphql, useStaticQuery } from 'gatsby';

/** Absolute origin of the public site (canonical links, JSON-LD). */
export function useSiteUrl(): string {
  const { site } = useStaticQuery<{ site: { siteMetadata: { siteUrl: string } } }>(graphql`
    query RegistreSiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  return site.siteMetadata.siteUrl;
}
