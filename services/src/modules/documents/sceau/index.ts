/** The electronic seal of the issued documents (README.md of the documents module, « Seal »). */
export {
  chargerSceau,
  genererP12Demonstration,
  SceauIndisponible,
  SUJET_DEMONSTRATION,
  type OptionsSceau,
  type Sceau,
} from './certificat.js';
export { LIEU_SCEAU, RAISON_SCEAU, scellerPdf, SUBFILTER_SCEAU, type OptionsScellement } from './sceller.js';
export { verifierSceau, type EtatSceau } from './verifier.js';
