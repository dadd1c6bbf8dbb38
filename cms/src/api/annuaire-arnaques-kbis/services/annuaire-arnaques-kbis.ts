import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::annuaire-arnaques-kbis.annuaire-arnaques-kbis');
