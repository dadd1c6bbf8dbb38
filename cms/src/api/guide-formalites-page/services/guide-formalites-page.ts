import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::guide-formalites-page.guide-formalites-page');
