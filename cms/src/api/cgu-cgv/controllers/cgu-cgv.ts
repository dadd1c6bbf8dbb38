import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::cgu-cgv.cgu-cgv');
