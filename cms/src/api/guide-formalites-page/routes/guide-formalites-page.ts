import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::guide-formalites-page.guide-formalites-page', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::guide-formalites-page.guide-formalites-page-populate'] },
    findOne: { middlewares: ['api::guide-formalites-page.guide-formalites-page-populate'] },
  },
});
