import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::aide-et-tutoriel.aide-et-tutoriel', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::aide-et-tutoriel.aide-et-tutoriel-populate'] },
    findOne: { middlewares: ['api::aide-et-tutoriel.aide-et-tutoriel-populate'] },
  },
});
