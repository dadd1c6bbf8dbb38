/**
 * Periodic Kbis subscriptions (README.md beside): the module's public entry. Other modules import
 * only from here; app.ts mounts the plugin at /api and hands `ouvrirKbisPeriodiques` to the orders
 * module as a delivery step (orders know nothing of this module).
 */
export { default } from './routes.js';
export { ouvrirKbisPeriodiques } from './service/ouverture.js';
