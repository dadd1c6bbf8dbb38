/**
 * Subscriptions: paying a period through an order, renewals and expiry (README.md beside): the
 * module's public entry. app.ts mounts the plugin at /api and hands `payerAbonnements` to the orders
 * module as a delivery step; the surveillance module reads the subscriber's rights here.
 */
export { default } from './routes.js';
export { droitsAbonne } from './service/lecture.js';
export { payerAbonnements } from './service/livraison.js';
export { traiterEcheances, JOURS_AVANT_ECHEANCE } from './service/echeances.js';
export { TRAVAIL_ECHEANCES } from './travaux.js';
