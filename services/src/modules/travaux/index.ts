/** The job queue (file.ts): the module's public entry; the Fastify plugin is plugins/app/travaux.ts. */
export {
  ajouterTravail,
  FileTravaux,
  type Gestionnaire,
  type NouveauTravail,
  type OptionsFile,
  type Travail,
} from './file.js';
