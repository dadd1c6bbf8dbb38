import { PAGES_FIXES, TYPES_CONTENUS } from '@portail/domaine';
import type { GatsbyConfig } from 'gatsby';
import createAdapter from './plugins/gatsby-adapter-portal';
import { loadSiteConfig } from './site-config';

const site = loadSiteConfig();

/**
 * Editorial content: `populate=*` (what gatsby-source-strapi sends without a populate) makes each
 * type's named populate middleware (cms/src/api/<type>/middlewares) fill everything it needs. The
 * list is the domain package's, which also gives the CMS the types it offers to preview.
 */
const contenus = TYPES_CONTENUS.map((singularName) => ({ singularName, queryParams: {} }));
// The single-type pages are those the builders place at a fixed address (src/build/contenu).
const pagesUniques = ['page-tarifs', ...PAGES_FIXES.map((page) => page.type)].map((singularName) => ({
  singularName,
  queryParams: {},
}));
/** Content types read from Strapi at build time (cms/src/api). */
const collectionTypes = [
  {
    singularName: 'menu-entry',
    queryParams: {
      populate: { additionalFields: true, related: true, items: { populate: { related: true } } },
    },
  },
  { singularName: 'footer-link-group', queryParams: { populate: { links: true } } },
  { singularName: 'social-link', queryParams: {} },
  { singularName: 'partner-logo', queryParams: { populate: { logo: true } } },
  ...contenus,
];
const singleTypes = [
  ...pagesUniques,
  { singularName: 'site-information', queryParams: {} },
  { singularName: 'home-page', queryParams: { populate: { tiles: { populate: { link: true } } } } },
];

const config: GatsbyConfig = {
  siteMetadata: {
    title: 'Greffeo',
    siteUrl: site.siteUrl,
    region: site.region,
  },
  trailingSlash: 'never',
  jsxRuntime: 'automatic',
  jsxImportSource: '@emotion/react',
  graphqlTypegen: false,
  adapter: createAdapter(),
  // The security headers (CSP, HSTS over HTTPS only, COOP…) are the portal server's policy
  // (server/src/security-headers.ts), which also drops Gatsby's default ones from the manifest.
  headers: [
    {
      source: '/*',
      headers: [{ key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=()' }],
    },
  ],
  plugins: [
    'gatsby-plugin-emotion',
    // Runtime of GatsbyImage (lazy loading, fade-in). No sharp: images come from Strapi's formats.
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-source-strapi',
      options: {
        version: 5,
        apiURL: site.cmsUrl,
        accessToken: site.cmsBuildToken,
        collectionTypes,
        singleTypes,
        skipFileDownloads: true,
        maxParallelRequests: 4,
      },
    },
  ],
};

export default config;
