import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::kbis-document.kbis-document', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::kbis-document.kbis-document-populate'] },
    findOne: { middlewares: ['api::kbis-document.kbis-document-populate'] },
  },
});
