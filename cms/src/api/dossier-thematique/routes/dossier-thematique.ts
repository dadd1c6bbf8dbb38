import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::dossier-thematique.dossier-thematique', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::dossier-thematique.dossier-thematique-populate'] },
    findOne: { middlewares: ['api::dossier-thematique.dossier-thematique-populate'] },
  },
});
