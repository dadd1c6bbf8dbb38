/**
 * Orders, payments, documents and invoices (README.md beside): the module's public entry. Other
 * modules import only from here; the plugin is mounted at /api by app.ts.
 */
export { default, type OptionsCommandes } from './routes.js';
export type { EtapeLivraison } from './service/livraison.js';
export { findArticlesCommande, insererDocumentEmis, type CommandeRow } from './repository/commandes.js';
export { Commande, PAGE } from '@portail/contrat/commandes';
export { rembourserSurPortefeuille } from './service/avoirs.js';
export { clientSelectionne, exigerCompteOuvert, type Client } from './service/contexte.js';
export { insererCommande, lireCommandeCreee } from './service/creation.js';
export { produireDocument, urlVerification } from './service/production.js';
export { sceauDesDocuments } from './service/sceau.js';
export { debiterPortefeuille } from './service/portefeuille.js';
export { echeanceFacturation, TRAVAIL_FACTURATION_DIFFEREE } from './service/factures.js';
export { fichier } from './routes/fichier.js';
