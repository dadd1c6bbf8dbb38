import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::page-tarifs.page-tarifs');
