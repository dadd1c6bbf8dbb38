/** The job queue (file.ts): the module's public entry; the Fastify plugin is plugins/app/travaux.ts. */
export {
  ajouterTravail,
  FileTravaux,
  STATUTS_TRAVAIL,
  type EchecTravail,
  type Gestionnaire,
  type NouveauTravail,
  type OptionsFile,
  type StatutTravail,
  type Travail,
} from './file.js';
