import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::faq-question.faq-question', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::faq-question.faq-question-populate'] },
    findOne: { middlewares: ['api::faq-question.faq-question-populate'] },
  },
});
