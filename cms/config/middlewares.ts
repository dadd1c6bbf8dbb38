import { loadEnv } from '../src/env';

// Strapi's default stack, with CORS limited to the CMS's own origin: only the
// Gatsby build (server side) and the admin panel talk to the CMS, never a visitor's browser.
export default () => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: [loadEnv().publicUrl] } },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];
