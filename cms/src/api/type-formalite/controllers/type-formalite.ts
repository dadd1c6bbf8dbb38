import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::type-formalite.type-formalite');
