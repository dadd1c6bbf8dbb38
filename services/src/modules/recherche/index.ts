/**
 * Search of companies, establishments and people (README.md beside): the module's public entry.
 * Other modules import only from here; the plugin is mounted at /api by app.ts.
 */
export { default } from './routes.js';
export { assurerMotsRecherche, rafraichirMotsRecherche } from './mots.js';
