import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::footer-link-group.footer-link-group');
