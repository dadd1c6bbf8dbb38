/**
 * The register of non-possessory pledges (gages sans dépossession): search and the content of the
 * certificate of inscriptions. Other modules import only from here; the plugin is mounted at
 * /api/gages by app.ts.
 */
export { default } from './routes.js';
export { lireEtatGages, rechercherGages, type Critere as CritereGages } from './service.js';
