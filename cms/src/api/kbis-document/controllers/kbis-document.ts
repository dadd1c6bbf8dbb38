import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::kbis-document.kbis-document');
