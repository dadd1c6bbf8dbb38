export * from './grilles.js';
export * from './panier.js';
export * from './requetes.js';
