import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::dossier-thematique.dossier-thematique');
