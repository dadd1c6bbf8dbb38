/**
 * Document generation (README.md beside): PDF documents, ZIP archives and verification codes.
 * No routes and no registry reads: the orders module reads the company with the entreprises
 * module's extract (lireExtraitKbis…) and passes it to these functions.
 */

export {
  DocumentIntrouvable,
  EntrepriseNonImmatriculee,
  estImmatriculee,
  refusDocuments,
  refusKbis,
  type OptionsDate,
  type OptionsEmission,
} from './pdf/communs.js';
export { texteImprimable } from './pdf/texte.js';
export { nomGreffe } from './pdf/formats.js';

export { enFonction, genererKbis } from './kbis.js';
export { genererCertificatProceduresCollectives } from './certificat.js';
export {
  CONFIDENTIALITE_COMPTE_RESULTAT,
  CONFIDENTIALITE_COMPTES,
  genererCopieActe,
  genererCopieComptesAnnuels,
  type OptionsCopie,
} from './copies.js';
export { enVigueur, genererEtatEndettement, genererEtatEndettementDebiteur } from './endettement.js';
export { genererEtatGages } from './gages.js';
export { genererRecepisseFormalite } from './formalites.js';
export { DecisionIntrouvable, genererCopieDecision } from './jugement.js';
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
export {
  genererRapportRevelation,
  genererRapportSurveillance,
  type DonneesRapportRevelation,
  type DonneesRapportSurveillance,
} from './rapports-surveillance.js';
export {
  chargerSceau,
  genererP12Demonstration,
  SceauIndisponible,
  scellerPdf,
  verifierSceau,
  type EtatSceau,
  type OptionsSceau,
  type Sceau,
} from './sceau/index.js';
