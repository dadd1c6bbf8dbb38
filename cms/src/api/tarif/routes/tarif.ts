import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::tarif.tarif', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::tarif.tarif-populate'] },
    findOne: { middlewares: ['api::tarif.tarif-populate'] },
  },
});
