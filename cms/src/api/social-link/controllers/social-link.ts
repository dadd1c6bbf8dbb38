import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::social-link.social-link');
