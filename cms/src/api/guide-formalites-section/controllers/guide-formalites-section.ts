import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::guide-formalites-section.guide-formalites-section');
