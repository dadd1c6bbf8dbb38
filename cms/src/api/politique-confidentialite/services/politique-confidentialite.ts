import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::politique-confidentialite.politique-confidentialite');
