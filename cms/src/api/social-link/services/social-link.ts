import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::social-link.social-link');
