import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::menu-entry.menu-entry');
