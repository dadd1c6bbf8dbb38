/** Domain rules shared by the site, the portal server, the services and the CMS (README.md). */
export * from './identifiants.js';
export * from './slugs.js';
export * from './chemins.js';
export * from './departements.js';
export * from './montants.js';
export * from './dates.js';
export * from './contenus-cms.js';
export * from './vendeur.js';
export * from './surveillance.js';
export * from './nouvelle-caledonie.js';
export * from './region.js';
