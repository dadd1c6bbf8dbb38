import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::faq-theme.faq-theme', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::faq-theme.faq-theme-populate'] },
    findOne: { middlewares: ['api::faq-theme.faq-theme-populate'] },
  },
});
