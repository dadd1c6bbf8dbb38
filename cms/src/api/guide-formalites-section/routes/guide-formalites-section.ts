import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::guide-formalites-section.guide-formalites-section', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::guide-formalites-section.guide-formalites-section-populate'] },
    findOne: { middlewares: ['api::guide-formalites-section.guide-formalites-section-populate'] },
  },
});
