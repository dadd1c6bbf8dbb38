import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::definition-document.definition-document');
