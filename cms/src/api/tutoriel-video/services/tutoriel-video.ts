import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::tutoriel-video.tutoriel-video');
