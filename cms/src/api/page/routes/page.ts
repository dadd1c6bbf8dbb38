import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::page.page', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::page.page-populate'] },
    findOne: { middlewares: ['api::page.page-populate'] },
  },
});
