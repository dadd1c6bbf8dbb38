/**
 * GraphQL types of the CMS nodes created by gatsby-source-strapi (cms/src/api, cms/src/components).
 * Declared rather than inferred so that an empty collection or a missing optional field in the CMS
 * never breaks the site's queries. Components are separate nodes linked through `<field>___NODE`.
 */
const link = (field: string, type: string) => `${field}: ${type} @link(from: "${field}___NODE")`;

export const cmsTypeDefs = `
  type STRAPI__MEDIA implements Node {
    url: String
    alternativeText: String
    width: Int
    height: Int
    ext: String
    mime: String
    formats: StrapiMediaFormats
  }
  type StrapiMediaFormats {
    thumbnail: StrapiMediaFormat
    small: StrapiMediaFormat
    medium: StrapiMediaFormat
    large: StrapiMediaFormat
  }
  type StrapiMediaFormat {
    url: String
    ext: String
    width: Int
    height: Int
  }

  type STRAPI__COMPONENT_NAVIGATION_RELATED implements Node {
    titre: String
    titre_formalite: String
    titre_service: String
    titre_tuile: String
    externalLink: String
    path: String
  }
  type STRAPI__COMPONENT_NAVIGATION_ADDITIONAL_FIELDS implements Node {
    menu_section: String
  }
  type STRAPI__COMPONENT_NAVIGATION_MENU_ITEM implements Node {
    title: String
    ${link('related', 'STRAPI__COMPONENT_NAVIGATION_RELATED')}
  }
  type STRAPI__COMPONENT_SHARED_LINK implements Node {
    label: String
    url: String
    external: Boolean
  }
  type STRAPI__COMPONENT_SHARED_TILE implements Node {
    title: String
    text: String
    ${link('link', 'STRAPI__COMPONENT_SHARED_LINK')}
  }

  type STRAPI_MENU_ENTRY implements Node {
    title: String
    order: Int
    ${link('additionalFields', 'STRAPI__COMPONENT_NAVIGATION_ADDITIONAL_FIELDS')}
    ${link('related', 'STRAPI__COMPONENT_NAVIGATION_RELATED')}
    ${link('items', '[STRAPI__COMPONENT_NAVIGATION_MENU_ITEM]')}
  }
  type STRAPI_FOOTER_LINK_GROUP implements Node {
    title: String
    order: Int
    ${link('links', '[STRAPI__COMPONENT_SHARED_LINK]')}
  }
  type STRAPI_SOCIAL_LINK implements Node {
    network: String
    label: String
    url: String
    order: Int
  }
  type STRAPI_PARTNER_LOGO implements Node {
    name: String
    url: String
    alt: String
    order: Int
    ${link('logo', 'STRAPI__MEDIA')}
  }
  type STRAPI_SITE_INFORMATION implements Node {
    site_name: String
    tagline: String
    description: String
    support_url: String
    contact_url: String
    copyright: String
  }
  type STRAPI_DEFINITION_DOCUMENT implements Node {
    slug: String
    titre: String
    definition: String
    ordre: Int
  }
  type STRAPI_SPECIMEN implements Node {
    slug: String
    titre: String
    nature: String
    mention: String
    description: String
    unite: String
  }
  type STRAPI_HOME_PAGE implements Node {
    title: String
    intro: String
    seo_title: String
    seo_description: String
    ${link('tiles', '[STRAPI__COMPONENT_SHARED_TILE]')}
  }
`;
