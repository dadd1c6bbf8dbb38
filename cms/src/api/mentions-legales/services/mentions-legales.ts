import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::mentions-legales.mentions-legales');
