/**
 * Domain shapes the shell renders. They are produced from the CMS nodes by
 * `src/components/shell/use-shell-data.ts` (GraphQL at build time) and never leak raw CMS DTOs.
 */

/** The three sections of the header menu (SPEC §2 "Shell behaviour"). */
export type MenuSection = 'documents_officiels' | 'formalites' | 'services';

/** A link resolved from a CMS `related` block: internal path or external URL. */
export interface ShellLink {
  label: string;
  href: string;
  external: boolean;
}

/** A menu entry: a heading with its links (SPEC §3 "Menu entry"). */
export interface MenuEntry {
  id: string;
  title: string;
  section: MenuSection;
  /** Where the heading itself points, if anywhere. */
  link: ShellLink | null;
  items: ShellLink[];
}

export interface FooterLinkGroup {
  id: string;
  /** 'Informations' | 'Rechercher' | 'Informations Légales' */
  title: string;
  links: ShellLink[];
}

export type SocialNetwork = 'facebook' | 'x' | 'linkedin' | 'youtube' | 'instagram';

export interface SocialLink {
  id: string;
  network: SocialNetwork;
  label: string;
  url: string;
}

/** A responsive image built with gatsby-plugin-image's getImageData from Strapi formats. */
export interface PartnerLogo {
  id: string;
  name: string;
  url: string;
  /** IGatsbyImageData, or null when the CMS entry has no usable image. */
  image: import('gatsby-plugin-image').IGatsbyImageData | null;
  alt: string;
}

export interface SiteInformation {
  siteName: string;
  tagline: string;
  description: string;
  /** External support site (the header's "Aide" link). */
  supportUrl: string;
  /** External contact-request form. */
  contactUrl: string;
  copyright: string;
}

export interface ShellData {
  site: SiteInformation;
  menu: MenuEntry[];
  footerGroups: FooterLinkGroup[];
  socialLinks: SocialLink[];
  partners: PartnerLogo[];
}
