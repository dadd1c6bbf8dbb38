import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::guide-formalites-section.guide-formalites-section');
