import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::type-formalite.type-formalite');
