export * from './abonnement.js';
export * from './compte-client.js';
export * from './creation.js';
