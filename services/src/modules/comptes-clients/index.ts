/**
 * Customer accounts, their users and subscriptions (README.md beside): the module's public entry.
 * Other modules import only from here; the plugin is mounted at /api/comptes_clients by app.ts.
 */
export { default } from './routes.js';
export { appelant, appelantOuInvite } from './appelant.js';
export { AucunCompteSelectionne, ChampsInvalides, CompteClientIntrouvable, UtilisateurInconnu } from './erreurs.js';
export {
  findBlocFacturation,
  findConditionsSelectionnees,
  findGrilleSelectionnee,
  type BlocFacturation,
} from './repository/comptes.js';
export { preparerDepartUtilisateur } from './service/depart.js';
export { habilitationsDuCompte } from './service/habilitations.js';
export { exigerAdministrateur, lireCompte } from './service/comptes.js';
