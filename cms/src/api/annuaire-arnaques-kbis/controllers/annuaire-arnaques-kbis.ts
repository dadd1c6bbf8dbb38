import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::annuaire-arnaques-kbis.annuaire-arnaques-kbis');
