import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::specimen.specimen', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::specimen.specimen-populate'] },
    findOne: { middlewares: ['api::specimen.specimen-populate'] },
  },
});
