/**
 * Baskets, their articles and the price grids (README.md beside): the module's public entry. Other
 * modules import only from here; the plugin is mounted at /api by app.ts.
 */
export { default } from './routes.js';
export { TARIF_EN_VIGUEUR } from './repository/catalogue.js';
export {
  findSurveillancesAuPanier,
  retirerArticlesCommandes,
  verrouillerPanierACommander,
} from './repository/paniers.js';
export type { Article, Regroupement } from '@portail/contrat/paniers';
export { KBIS_PERIODIQUE, lignesDiffusion } from './service/diffusions.js';
export { chiffrerPanier, ligne as chiffrerSousArticle } from './service/lecture.js';
