import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::qui-sommes-nous.qui-sommes-nous');
