export * from './dossier.js';
export * from './entreprise.js';
export * from './etablissement.js';
export * from './fiche.js';
export * from './fonction.js';
export * from './resumes.js';
export * from './seo.js';
