import { strapiImageData, type StrapiMedia } from '../../lib/cms/strapi-image';
import type { MenuEntry, MenuSection, ShellData, ShellLink, SocialNetwork } from './types';

type Maybe<T> = T | null | undefined;

export interface RawRelated {
  titre?: Maybe<string>;
  titre_formalite?: Maybe<string>;
  titre_service?: Maybe<string>;
  titre_tuile?: Maybe<string>;
  externalLink?: Maybe<string>;
  path?: Maybe<string>;
}

export interface RawShellQuery {
  strapiSiteInformation: Maybe<{
    site_name?: Maybe<string>;
    tagline?: Maybe<string>;
    description?: Maybe<string>;
    support_url?: Maybe<string>;
    contact_url?: Maybe<string>;
    copyright?: Maybe<string>;
  }>;
  allStrapiMenuEntry: {
    nodes: Array<{
      id: string;
      title?: Maybe<string>;
      additionalFields?: Maybe<{ menu_section?: Maybe<string> }>;
      related?: Maybe<RawRelated>;
      items?: Maybe<Array<Maybe<{ title?: Maybe<string>; related?: Maybe<RawRelated> }>>>;
    }>;
  };
  allStrapiFooterLinkGroup: {
    nodes: Array<{
      id: string;
      title?: Maybe<string>;
      links?: Maybe<Array<Maybe<{ label?: Maybe<string>; url?: Maybe<string>; external?: Maybe<boolean> }>>>;
    }>;
  };
  allStrapiSocialLink: {
    nodes: Array<{ id: string; network?: Maybe<string>; label?: Maybe<string>; url?: Maybe<string> }>;
  };
  allStrapiPartnerLogo: {
    nodes: Array<{
      id: string;
      name?: Maybe<string>;
      url?: Maybe<string>;
      alt?: Maybe<string>;
      logo?: Maybe<StrapiMedia>;
    }>;
  };
}

const SECTIONS: readonly MenuSection[] = ['documents_officiels', 'formalites', 'services'];
const NETWORKS: readonly SocialNetwork[] = ['facebook', 'x', 'linkedin', 'youtube', 'instagram'];

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * A menu link's label and target. The entry's own title wins; without one, the linked page is
 * named by the title proper to its kind (tile, formality, service, generic page).
 */
export function resolveRelated(related: Maybe<RawRelated>, title: string): ShellLink | null {
  const href = related?.externalLink?.trim() || related?.path?.trim();
  if (!href) return null;
  const label =
    title || related?.titre_tuile || related?.titre_formalite || related?.titre_service || related?.titre || '';
  return { label, href, external: isExternal(href) };
}

function toMenuEntry(node: RawShellQuery['allStrapiMenuEntry']['nodes'][number]): MenuEntry | null {
  const section = node.additionalFields?.menu_section as MenuSection | undefined;
  if (!node.title || !section || !SECTIONS.includes(section)) return null;
  const items = (node.items ?? []).flatMap((item) => {
    const linked = item ? resolveRelated(item.related, item.title ?? '') : null;
    return linked && linked.label ? [linked] : [];
  });
  return { id: node.id, title: node.title, section, link: resolveRelated(node.related, node.title), items };
}

export function toShellData(raw: RawShellQuery): ShellData {
  const info = raw.strapiSiteInformation;
  return {
    site: {
      siteName: info?.site_name || 'Greffeo',
      tagline: info?.tagline ?? '',
      description: info?.description ?? '',
      supportUrl: info?.support_url ?? '',
      contactUrl: info?.contact_url ?? '',
      copyright: info?.copyright ?? '',
    },
    menu: raw.allStrapiMenuEntry.nodes.flatMap((node) => toMenuEntry(node) ?? []),
    footerGroups: raw.allStrapiFooterLinkGroup.nodes.flatMap((group) =>
      group.title
        ? [
            {
              id: group.id,
              title: group.title,
              links: (group.links ?? []).flatMap((l) =>
                l?.label && l.url
                  ? [{ label: l.label, href: l.url, external: Boolean(l.external) || isExternal(l.url) }]
                  : [],
              ),
            },
          ]
        : [],
    ),
    socialLinks: raw.allStrapiSocialLink.nodes.flatMap((s) =>
      s.network && NETWORKS.includes(s.network as SocialNetwork) && s.url
        ? [{ id: s.id, network: s.network as SocialNetwork, label: s.label || s.network, url: s.url }]
        : [],
    ),
    partners: raw.allStrapiPartnerLogo.nodes.flatMap((p) =>
      p.name && p.url
        ? [
            {
              id: p.id,
              name: p.name,
              url: p.url,
              alt: p.alt || p.logo?.alternativeText || p.name,
              image: strapiImageData(p.logo, 160),
            },
          ]
        : [],
    ),
  };
}
