import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::mentions-legales.mentions-legales');
