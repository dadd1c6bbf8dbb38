/**
 * Companies, establishments and people of the registry (README.md beside): the module's public
 * entry. Other modules import only from here; the plugin is mounted at /api by app.ts.
 */
export { default } from './routes.js';
export { ChampInvalide } from './erreurs.js';
export { toEtablissementResume } from './mappers/entreprise.js';
export { categoriesInscription, formeJuridique, naf, statut } from './mappers/libelles.js';
export { documentsJson } from './repository/dossier.js';
export { FROM_ETABLISSEMENT, SELECT_ETABLISSEMENT_RESUME, type EtablissementResumeRow } from './repository/selects.js';
export { EtatEntreprise, EtatEtablissement } from '@portail/contrat/entreprises';
export { rafraichirStatistiquesSeo } from './statistiques-seo.js';
