import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::service.service', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::service.service-populate'] },
    findOne: { middlewares: ['api::service.service-populate'] },
  },
});
