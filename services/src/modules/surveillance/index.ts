/**
 * Surveillance: watches of companies and persons, their révélations and favourites folders
 * (README.md beside): the module's public entry. The plugin is mounted at /api by app.ts.
 */
export { default } from './routes.js';
export { diffuserLot, diffuserRevelations, hauteMarque, TAILLE_LOT, type BilanDiffusion } from './service/diffusion.js';
export { TYPES_PAR_DOMAINE, typesDesDomaines } from './service/domaines.js';
export { TRAVAIL_DIFFUSION } from './travaux.js';
export { TRAVAIL_ALERTES, TRAVAIL_COURRIELS, TRAVAIL_QUOTIDIEN, TRAVAIL_WEBHOOK } from './alertes/travaux.js';
