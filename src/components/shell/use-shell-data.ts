import { graphql, useStaticQuery } from 'gatsby';
import { toShellData, type RawShellQuery } from './to-shell-data';
import type { ShellData } from './types';

/**
 * Mapped once per query result: in the browser the result is one object for the visit; in a
 * server render process, one for the release (the worker parses each static query once,
 * server/src/immutable-reads.ts), so the header and footer rendered once can be reused
 * (FragmentEnCache), whose dependencies compare by identity.
 */
const mises = new WeakMap<RawShellQuery, ShellData>();

function miseEnForme(raw: RawShellQuery): ShellData {
  let data = mises.get(raw);
  if (data === undefined) {
    data = toShellData(raw);
    mises.set(raw, data);
  }
  return data;
}

/** The shell's CMS content, queried once at build time and mapped to domain shapes. */
export function useShellData(): ShellData {
  const raw = useStaticQuery<RawShellQuery>(graphql`
    query ShellData {
      strapiSiteInformation {
        site_name
        tagline
        description
        support_url
        contact_url
        copyright
      }
      allStrapiMenuEntry(sort: { order: ASC }) {
        nodes {
          id
          title
          additionalFields {
            menu_section
          }
          related {
            ...RelatedLink
          }
          items {
            title
            related {
              ...RelatedLink
            }
          }
        }
      }
      allStrapiFooterLinkGroup(sort: { order: ASC }) {
        nodes {
          id
          title
          links {
            label
            url
            external
          }
        }
      }
      allStrapiSocialLink(sort: { order: ASC }) {
        nodes {
          id
          network
          label
          url
        }
      }
      allStrapiPartnerLogo(sort: { order: ASC }) {
        nodes {
          id
          name
          url
          alt
          logo {
            url
            width
            height
            alternativeText
            formats {
              thumbnail {
                url
                width
                height
              }
              small {
                url
                width
                height
              }
            }
          }
        }
      }
    }

    fragment RelatedLink on STRAPI__COMPONENT_NAVIGATION_RELATED {
      titre
      titre_formalite
      titre_service
      titre_tuile
      externalLink
      path
    }
  `);
  // The same object at each render, so that what depends on it (the footer) keeps still.
  return miseEnForme(raw);
}
