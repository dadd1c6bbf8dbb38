import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::kbis-document.kbis-document');
