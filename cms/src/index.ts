import type { Core } from '@strapi/strapi';
import { loadEnv } from './env';
import { ensureSuperAdmin } from './bootstrap/super-admin';
import { ensureBuildToken } from './bootstrap/build-token';
import { ensureEditionToken } from './bootstrap/edition-token';
import { ensureApercuToken } from './bootstrap/apercu-token';
import { seedContent } from './seed';
import { seedEditorial } from './seed/editorial';
import { shippedContentDir } from './seed/markdown/contenus-dir';
import { contenusDeRegion } from './seed/regions';
import { RebuildNotifier } from './publication/notifier';
import { publicationMiddleware } from './publication/middleware';

let notifier: RebuildNotifier | null = null;

export default {
  /** Document Service middlewares are registered here, before any document is touched. */
  register({ strapi }: { strapi: Core.Strapi }) {
    const { publication } = loadEnv();
    if (!publication) return;
    notifier = new RebuildNotifier(publication, strapi.log);
    strapi.documents.use(publicationMiddleware(notifier));
  },

  /** Runs at every start; each step is idempotent and logs what it did. */
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    const env = loadEnv();
    await ensureSuperAdmin(strapi, env.admin);
    await ensureBuildToken(strapi, env.buildToken);
    await ensureEditionToken(strapi, env.editionToken);
    await ensureApercuToken(strapi, env.apercuToken);
    const contenus = contenusDeRegion(env.region);
    await seedContent(strapi, contenus.base);
    await seedEditorial(strapi, env.seedContentDir ?? shippedContentDir(contenus.dossier), contenus.reference);
    // The seed's publications are already in the site built at start-up: only editors' count.
    notifier?.start();
  },

  destroy() {
    notifier?.stop();
  },
};
