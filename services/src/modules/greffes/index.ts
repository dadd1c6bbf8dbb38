/**
 * Registry offices (greffes), their jurisdictions and communes: the module's public entry. Other
 * modules import only from here; the plugin is mounted at /api/greffes by app.ts.
 */
export { default } from './routes.js';
export { DEPARTEMENTS_REFERENCE as departementsDesGreffes } from '@portail/domaine';
export { greffes } from './reference/greffes.js';
export { SIEGE_DU_GREFFE } from './repository.js';
export type { TypeGreffe } from '@portail/contrat/greffes';
export { getGreffe, listCommunes, listGreffes, loadReferentielGreffes } from './service.js';
