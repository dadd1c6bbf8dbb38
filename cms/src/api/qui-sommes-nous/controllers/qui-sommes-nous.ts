import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::qui-sommes-nous.qui-sommes-nous');
