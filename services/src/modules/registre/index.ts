/**
 * The registry's reference data, generator, SIRENE importer and daily activity (README.md beside): the module's
 * public entry. It sits below the modules that read the registry (entreprises, recherche,
 * documents): the tables they derive from it are refreshed by the command-line tools, which hand
 * the loaders a `rafraichirDerives` (src/cli/derives.ts).
 */
export {
  genererRegistre,
  RegistreDejaGenere,
  type OptionsGeneration,
  type Progression,
} from './generateur/generateur.js';
export { appliquerActivite, DateActiviteInvalide, type BilanJour, type OptionsActivite } from './activite/journee.js';
export { enregistrerActiviteRegistre, TRAVAIL_ACTIVITE_REGISTRE } from './activite/travail.js';
export { executerCli } from './import-sirene/cli.js';
export { libelleFormeJuridique } from './reference/formes-juridiques.js';
export { chargerReferentielRegistre } from './reference/service.js';
export { arrondissementsDe, arrondissementsDuDepartement, communeDeRattachement } from './reference/communes.js';
/** The generator's vocabulary, which the search's tests read to check their normalisation. */
export { marques, regions, suffixes } from './generateur/donnees/entreprises.js';
export { noms, prenomsFeminins, prenomsMasculins } from './generateur/donnees/personnes.js';
