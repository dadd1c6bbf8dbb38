/**
 * The delivery address of a postal periodic Kbis, checked as the service checks it (README of
 * kbis-periodiques, PUT …/adresse_livraison): `nom`, `numero_voie`, `ville` 1–38 characters,
 * `complement` at most 38, no special characters (SPEC §5 messages); `code_postal` 5 digits in
 * France; `pays` ISO 3166-1 alpha-2, FR by default; spaces trimmed and collapsed.
 */
import type { AdresseLivraison, SaisieAdresse } from '@portail/contrat/kbis-periodiques';
import { LIMITE_LIBELLE, messagesValidation, valider } from '../../../ui/validation';

export type CleAdresse = 'nom' | 'numero_voie' | 'complement' | 'code_postal' | 'ville' | 'pays';
export type ValeursAdresse = Record<CleAdresse, string>;
export type ErreursAdresse = Partial<Record<CleAdresse, string>>;

/** The service's own set (comptes-clients schemas): letters, digits, spaces and ' ’ . , & / ( ) -. */
export const MOTIF_ADRESSE = /^[\p{L}\p{N} '’.,&/()-]*$/u;
const MOTIF_CODE_POSTAL = /^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/;

export const messagesAdresse = {
  codePostalFrance: 'Le code postal doit être composé de 5 chiffres.',
  code_postal: 'Saisissez un code postal valide (lettres, chiffres, espaces ou tirets).',
  pays: messagesValidation.pays,
} as const;

/** Accents composed (the service's letters), spaces trimmed and collapsed. */
const propre = (texte: string) => texte.normalize('NFC').replace(/\s+/g, ' ').trim();

export const valeursAdresseDe = (a: AdresseLivraison | null): ValeursAdresse => ({
  nom: a?.nom ?? '',
  numero_voie: a?.numero_voie ?? '',
  complement: a?.complement ?? '',
  code_postal: a?.code_postal ?? '',
  ville: a?.ville ?? '',
  pays: a?.pays ?? 'FR',
});

/** The body of the PUT: cleaned values, `complement` left out when empty, FR when no country is given. */
export function saisieAdresse(valeurs: ValeursAdresse): SaisieAdresse {
  const complement = propre(valeurs.complement);
  return {
    nom: propre(valeurs.nom),
    numero_voie: propre(valeurs.numero_voie),
    ...(complement ? { complement } : {}),
    code_postal: propre(valeurs.code_postal).toUpperCase(),
    ville: propre(valeurs.ville),
    pays: propre(valeurs.pays).toUpperCase() || 'FR',
  };
}

/** Each field's message; null when the address can be sent. */
export function validerAdresse(valeurs: ValeursAdresse): ErreursAdresse | null {
  const saisie = saisieAdresse(valeurs);
  const ligne = { max: LIMITE_LIBELLE, motif: MOTIF_ADRESSE };
  const erreurs: ErreursAdresse = {};
  const noter = (cle: CleAdresse, message: string | null) => {
    if (message) erreurs[cle] = message;
  };
  noter('nom', valider(saisie.nom, { ...ligne, requis: true }));
  noter('numero_voie', valider(saisie.numero_voie, { ...ligne, requis: true }));
  noter('complement', valider(saisie.complement ?? '', ligne));
  noter('ville', valider(saisie.ville, { ...ligne, requis: true }));
  const pays = saisie.pays ?? 'FR';
  if (!/^[A-Z]{2}$/.test(pays)) noter('pays', messagesAdresse.pays);
  if (!saisie.code_postal) noter('code_postal', messagesValidation.requis);
  else if (pays === 'FR' && !/^\d{5}$/.test(saisie.code_postal)) noter('code_postal', messagesAdresse.codePostalFrance);
  else if (!MOTIF_CODE_POSTAL.test(saisie.code_postal)) noter('code_postal', messagesAdresse.code_postal);
  return Object.keys(erreurs).length ? erreurs : null;
}
