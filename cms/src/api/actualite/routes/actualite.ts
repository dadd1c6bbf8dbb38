import { factories } from '@strapi/strapi';

// Read-only over REST, except `create` and `update`: editors write through the admin panel, the
// Gatsby build only reads, the publication bench and journey edit an article and the preview
// journey creates a draft, all with the `edition-actualites` token (the only token, with the
// full-access build token, allowed to call them).
export default factories.createCoreRouter('api::actualite.actualite', {
  only: ['find', 'findOne', 'create', 'update'],
  config: {
    find: { middlewares: ['api::actualite.actualite-populate'] },
    findOne: { middlewares: ['api::actualite.actualite-populate'] },
  },
});
