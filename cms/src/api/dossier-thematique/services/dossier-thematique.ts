import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::dossier-thematique.dossier-thematique');
