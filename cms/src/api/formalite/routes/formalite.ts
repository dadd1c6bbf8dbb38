import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::formalite.formalite', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::formalite.formalite-populate'] },
    findOne: { middlewares: ['api::formalite.formalite-populate'] },
  },
});
