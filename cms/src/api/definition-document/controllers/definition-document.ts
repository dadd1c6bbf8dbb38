import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::definition-document.definition-document');
