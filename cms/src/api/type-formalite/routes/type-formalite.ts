import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::type-formalite.type-formalite', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::type-formalite.type-formalite-populate'] },
    findOne: { middlewares: ['api::type-formalite.type-formalite-populate'] },
  },
});
