import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::aide-et-tutoriel.aide-et-tutoriel');
