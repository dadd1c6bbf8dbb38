import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::guide-formalites-page.guide-formalites-page');
