import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::qui-sommes-nous.qui-sommes-nous', { only: ['find'] });
