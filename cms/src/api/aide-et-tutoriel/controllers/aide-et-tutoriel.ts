import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::aide-et-tutoriel.aide-et-tutoriel');
