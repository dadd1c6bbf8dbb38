import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::formalite.formalite');
