import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::politique-confidentialite.politique-confidentialite');
