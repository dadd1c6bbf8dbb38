import { loadEnv } from '../src/env';

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
  };
};
