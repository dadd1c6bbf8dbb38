import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::tutoriel-video.tutoriel-video');
