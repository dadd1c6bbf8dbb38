import { factories } from '@strapi/strapi';

// Read-only over REST: editors write through the admin panel, the Gatsby build only reads.
export default factories.createCoreRouter('api::tutoriel-video.tutoriel-video', {
  only: ['find', 'findOne'],
  config: {
    find: { middlewares: ['api::tutoriel-video.tutoriel-video-populate'] },
    findOne: { middlewares: ['api::tutoriel-video.tutoriel-video-populate'] },
  },
});
