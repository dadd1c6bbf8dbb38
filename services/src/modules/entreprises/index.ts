/**
 * Companies, establishments and people of the registry (README.md beside): the module's public
 * entry. Other modules import only from here; the plugin is mounted at /api by app.ts.
 */
export { default } from './routes.js';
export { ChampInvalide } from './erreurs.js';
export { toEtablissementResume } from './mappers/entreprise.js';
export { categoriesInscription, formeJuridique, naf, statut } from './mappers/libelles.js';
export { FROM_ETABLISSEMENT, SELECT_ETABLISSEMENT_RESUME, type EtablissementResumeRow } from './repository/selects.js';
export { EtatEntreprise, EtatEtablissement } from '@portail/contrat/entreprises';
export { rafraichirStatistiquesSeo } from './statistiques-seo.js';

// The registry extract the official documents are built on (README.md, « Registry extract »).
export {
  lireExtraitDocuments,
  lireExtraitEndettement,
  lireExtraitKbis,
  lireExtraitProcedures,
  lireExtraitRegistre,
  rechercherDebiteur,
} from './service/extrait.js';
export { DEBITEURS_MAX, ETABLISSEMENTS_SECONDAIRES_MAX } from './repository/extrait.js';
export type {
  CritereDebiteur,
  EtablissementExtrait,
  ExtraitDocuments,
  ExtraitEndettement,
  ExtraitEntreprise,
  ExtraitKbis,
  ExtraitProcedures,
  ExtraitRegistre,
  GreffeExtrait,
  Inscription,
  Mandataire,
  Observation,
  PersonneMoraleExtrait,
  PersonnePhysiqueExtrait,
  ProcedureExtrait,
  RechercheDebiteur,
} from './extrait.js';
