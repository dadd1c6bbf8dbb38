import { loadEnv } from '../src/env';
import { previewHandler } from '../src/preview/lien';

export default () => {
  const env = loadEnv();
  return {
    auth: { secret: env.adminJwtSecret },
    apiToken: { salt: env.apiTokenSalt },
    transfer: { token: { salt: env.transferTokenSalt } },
    secrets: { encryptionKey: env.encryptionKey },
    // Tests and CI start Strapi without the admin build, which takes minutes to produce.
    serveAdminPanel: env.serveAdmin,
    flags: { nps: false, promoteEE: false },
    // « Aperçu » button of the Content Manager: a signed link to the portal's /apercu page, which
    // the admin panel may show in a frame (allowedOrigins goes to its frame-src policy).
    preview: env.apercu
      ? {
          enabled: true,
          config: { allowedOrigins: [new URL(env.apercu.siteUrl).origin], handler: previewHandler(env.apercu) },
        }
      : { enabled: false },
  };
};
