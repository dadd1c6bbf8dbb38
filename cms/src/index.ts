import type { Core } from '@strapi/strapi';
import { loadEnv } from './env';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { ensureBuildToken } from './bootstrap/build-token';
import { seedContent } from './seed';

export default {
  register() {},

  /** Runs at every start; each step is idempotent and logs what it did. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = loadEnv();
    await ensureSuperAdmin(strapi, env.admin);
    await ensureBuildToken(strapi, env.buildToken);
    await seedContent(strapi);
  },
};
