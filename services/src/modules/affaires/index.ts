/**
 * Court cases of the commercial courts: search, a case's page, and what the basket and the orders
 * need to sell the copy of a decision. Other modules import only from here; the plugin is mounted at
 * /api/affaires by app.ts.
 */
export { default } from './routes.js';
export { AffaireIntrouvable, lireAffaire, lireNumeroRg, sourceAffaires, trouverAffaire } from './service.js';
export { SourceAffairesIndisponible } from './distante.js';
export type { SourceAffaires } from './source.js';
