import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::cgu-cgv.cgu-cgv');
