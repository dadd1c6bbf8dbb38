/**
 * Document generation (README.md beside): registry reads, PDF documents, ZIP archives and
 * verification codes. No routes: the orders module calls these functions.
 */

export {
  DEBITEURS_MAX,
  ETABLISSEMENTS_SECONDAIRES_MAX,
  lireDonneesDocumentsDeposes,
  lireDonneesEndettement,
  lireDonneesKbis,
  lireDonneesProceduresCollectives,
  lireDonneesRegistre,
  rechercherDebiteur,
} from './repository/registre.js';
export type {
  Adresse,
  CategorieInscription,
  ChiffresCles,
  CritereDebiteur,
  DocumentDepose,
  DonneesDocumentsDeposes,
  DonneesEndettement,
  DonneesEntreprise,
  DonneesKbis,
  DonneesProceduresCollectives,
  DonneesRegistre,
  EntrepriseRegistre,
  EtablissementRegistre,
  GreffeRegistre,
  Inscription,
  Jugement,
  Mandataire,
  Observation,
  PersonneMoraleRegistre,
  PersonnePhysiqueRegistre,
  ProcedureCollective,
  RechercheDebiteur,
  TypeProcedure,
} from './repository/registre.js';

export {
  DocumentIntrouvable,
  EntrepriseNonImmatriculee,
  estImmatriculee,
  type OptionsDate,
  type OptionsEmission,
} from './pdf/communs.js';
export { texteImprimable } from './pdf/texte.js';
export { nomGreffe } from './pdf/formats.js';

export { enFonction, genererKbis } from './kbis.js';
export { genererCertificatProceduresCollectives, LIBELLES_PROCEDURES } from './certificat.js';
export {
  CONFIDENTIALITE_COMPTE_RESULTAT,
  CONFIDENTIALITE_COMPTES,
  genererCopieActe,
  genererCopieComptesAnnuels,
  type OptionsCopie,
} from './copies.js';
export { enVigueur, genererEtatEndettement, genererEtatEndettementDebiteur } from './endettement.js';
export {
  FactureIncoherente,
  genererFacture,
  libelleMoyenPaiement,
  type ClientFacture,
  type DonneesFacture,
  type IdentiteVendeur,
  type LigneFacture,
} from './facture.js';
export { genererAvoir, type DonneesAvoir } from './avoir.js';
export { genererJustificatif, type CommandeJustifiee, type OptionsJustificatif } from './justificatif.js';

export { archiveZip, nomsUniques, type FichierArchive } from './zip.js';
export { ALPHABET_CODE, normaliserCode, nouveauCodeVerification } from './verification.js';
