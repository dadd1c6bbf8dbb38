import type { GatsbyConfig } from 'gatsby';
import createAdapter from './plugins/gatsby-adapter-portal';
import { loadSiteConfig } from './site-config';

const site = loadSiteConfig();

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
];
const singleTypes = [
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
  headers: [
    {
      source: '/*',
      headers: [
        { key: 'permissions-policy', value: 'camera=(), microphone=(), geolocation=()' },
        { key: 'strict-transport-security', value: 'max-age=31536000; includeSubDomains' },
      ],
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
