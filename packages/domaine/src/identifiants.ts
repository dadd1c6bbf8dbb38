/**
 * SIREN and SIRET (FACTS §4): checks, reading and formatting. The services validate and print them,
 * the site recognises them in addresses and shows them: one rule for all.
 */
import { estRid, estRidet, formaterRid, formaterRidet } from './nouvelle-caledonie.js';

declare const marque: unique symbol;

/** Nine digits, Luhn-valid: a company's identifier. Obtained through `isValidSiren` or `lireSiren`. */
export type Siren = string & { readonly [marque]: 'Siren' };
/** Fourteen digits (SIREN + NIC), checked by `isValidSiret`: an establishment's identifier. */
export type Siret = string & { readonly [marque]: 'Siret' };

/** The Luhn sum of `digits`, doubling from the right every second digit starting at `premier` (0 or 1). */
function sommeLuhn(digits: string, premier: 0 | 1): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === premier) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

/** Luhn: from the right, every second digit doubled (minus 9 above 9); valid when the sum ends in 0. */
export function luhnValide(digits: string): boolean {
  return sommeLuhn(digits, 1) % 10 === 0;
}

/** The key to append to `chiffres` so that the whole number passes Luhn (the generator's SIRENs and NICs). */
export function cleLuhn(chiffres: string): number {
  // With the key appended at the right, the last digit here is doubled.
  return (10 - (sommeLuhn(chiffres, 0) % 10)) % 10;
}

/** Removes every space (ordinary, non-breaking, narrow): "552 100 554" → "552100554". */
export function normaliserNumero(numero: string): string {
  return numero.replace(/\s+/g, '');
}

/** Nine digits and a valid Luhn key (La Poste's own SIREN is Luhn-valid too). */
export function isValidSiren(siren: string): siren is Siren {
  return /^[0-9]{9}$/.test(siren) && luhnValide(siren);
}

/** La Poste (FACTS §4): its SIREN, and the SIRET of its head office, the only one checked by Luhn. */
export const SIREN_LA_POSTE = '356000000';
export const SIRET_SIEGE_LA_POSTE = '35600000000048';

/**
 * SIRET = SIREN + NIC, Luhn-valid, except La Poste (FACTS §4): its establishments other than the
 * head office only need a digit sum that is a multiple of 5.
 */
export function isValidSiret(siret: string): siret is Siret {
  if (!/^[0-9]{14}$/.test(siret)) return false;
  if (siret.startsWith(SIREN_LA_POSTE) && siret !== SIRET_SIEGE_LA_POSTE) {
    let sum = 0;
    for (const char of siret) sum += char.charCodeAt(0) - 48;
    return sum % 5 === 0;
  }
  return luhnValide(siret) && isValidSiren(siret.slice(0, 9));
}

/** A SIREN as typed (« 552 100 554 », « 552.100.554 », « 552-100-554 »), or null when it is not a valid one. */
export function lireSiren(saisie: string): Siren | null {
  const numero = saisie.replace(/[\s.-]+/g, '');
  return isValidSiren(numero) ? numero : null;
}

/** A SIRET as typed (« 552 100 554 00013 »), or null when it is not a valid one. */
export function lireSiret(saisie: string): Siret | null {
  const numero = normaliserNumero(saisie);
  return isValidSiret(numero) ? numero : null;
}

/**
 * "552100554" → "552 100 554" (spaces in the input are ignored). The registry's identifier columns
 * hold a Caledonian portal's RIDs there (migration 030): seven digits are written as a RID,
 * "1236165" → "1 236 165".
 */
export function formaterSiren(siren: string): string {
  const digits = normaliserNumero(siren);
  if (estRid(digits)) return formaterRid(digits);
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`;
}

/** "55210055400013" → "552 100 554 00013"; a RIDET's ten digits, "1236165002" → "1 236 165.002". */
export function formaterSiret(siret: string): string {
  const digits = normaliserNumero(siret);
  if (estRidet(digits)) return formaterRidet({ rid: digits.slice(0, 7), rang: digits.slice(7) });
  return `${formaterSiren(digits.slice(0, 9))} ${digits.slice(9)}`;
}

/** The 2-digit key of the French VAT number: (12 + 3 × (SIREN mod 97)) mod 97. */
export function cleTva(siren: string): string {
  const key = (12 + 3 * (Number(normaliserNumero(siren)) % 97)) % 97;
  return key.toString().padStart(2, '0');
}

/** "552081317" → "FR03552081317". */
export function tvaIntracommunautaire(siren: string): string {
  const digits = normaliserNumero(siren);
  return `FR${cleTva(digits)}${digits}`;
}

/** "RCS Paris 552 100 554" (R123-237: "RCS" then the registry's city). */
export function numeroRcs(villeGreffe: string, siren: string): string {
  return `RCS ${villeGreffe} ${formaterSiren(siren)}`;
}

/**
 * The RNA number of an association (Répertoire national des associations), given by the prefecture
 * that registers its declaration since 2010 (older associations get one at their next declaration):
 * « W », the three characters of the prefecture or sub-prefecture holding the file (the département,
 * 2A or 2B in Corsica, then one character), then six digits: W751234567, W2A1000123. As the Annuaire
 * des Entreprises reads it, the second character may be a letter, the others are digits. The older
 * numbers of the files kept before the RNA (« id_ex »: ten digits, or other local shapes) are not RNA
 * numbers. Obtained through `isValidRna` or `lireNumeroRecherche`.
 */
export type Rna = string & { readonly [marque]: 'Rna' };

/** The shape of a stored RNA number (upper case, no space): the services' CHECK says the same. */
export const RNA_PATTERN = '^W[0-9][0-9A-Z][0-9]{7}$';
const RNA_EXACT = new RegExp(RNA_PATTERN);

/** « W » and nine characters in the RNA shape, upper case and without spaces (as SIRENE and the RNA store it). */
export function isValidRna(rna: string): rna is Rna {
  return RNA_EXACT.test(rna);
}

/** An identifier recognised in what someone typed in a search box. */
export type NumeroRecherche =
  | { type: 'SIREN'; siren: Siren }
  | { type: 'SIRET'; siret: Siret }
  | { type: 'TVA'; siren: Siren; tva: string }
  | { type: 'RNA'; rna: Rna };

/**
 * What `lireNumeroRecherche` found: an identifier and the rest of the phrase without it, or a
 * refusal — a number written as an identifier whose key is wrong, or a form no French registry
 * holds — with its French reason (the end of a sentence whose subject is the field).
 */
export type LectureNumero = { numero: NumeroRecherche; reste: string } | { refus: string };

// Separators people type inside numbers: spaces (ordinary, non-breaking, narrow), dots, dashes.
const SEPARATEUR = '[\\s.\\-\u00a0\u202f]';
const TVA = new RegExp(`(?<![A-Z0-9])FR${SEPARATEUR}*(\\d{2})${SEPARATEUR}*((?:\\d${SEPARATEUR}*){8}\\d)(?!\\d)`, 'i');
// « W » then the nine characters, separators allowed between them but not after the W: « W 552 100 554 »
// is a letter beside a SIREN, « W751 234 567 » an RNA number (the way data.gouv.fr's formats print it).
const RNA = new RegExp(
  `(?<![A-Z0-9])W(\\d)${SEPARATEUR}*([0-9A-Z])${SEPARATEUR}*((?:\\d${SEPARATEUR}*){6}\\d)(?![A-Z0-9])`,
  'i',
);
const SUITE_DE_CHIFFRES = new RegExp(`(?<![A-Z0-9])\\d(?:(?:\\d|${SEPARATEUR})*\\d)?(?![A-Z0-9])`, 'gi');

export const REFUS_SIREN = 'n’est pas un numéro SIREN valide (clé de contrôle incorrecte)';
export const REFUS_SIRET = 'n’est pas un numéro SIRET valide (clé de contrôle incorrecte)';
export const REFUS_TVA = 'n’est pas un numéro de TVA intracommunautaire valide (clé de contrôle incorrecte)';
export const REFUS_TVA_MONACO =
  'est un numéro de TVA intracommunautaire monégasque : les entreprises de Monaco ne sont pas inscrites au registre du commerce et des sociétés français';

const sans = (saisie: string, debut: number, fin: number) =>
  `${saisie.slice(0, debut)} ${saisie.slice(fin)}`.replace(/\s+/g, ' ').trim();

/**
 * The identifier in a search phrase (issue 21): an intra-community VAT number (FR, a two-digit key,
 * the SIREN; any spacing and case; key checked; the Monaco form, whose nine digits start with 000,
 * refused with its reason), else an association's RNA number (`Rna`: any case, spaces, dots or
 * dashes between its nine characters but none right after the W; it has no key, so it is never
 * refused), else a SIREN or SIRET written with spaces, dots or dashes, alone or beside words
 * (« EDF 552 081 317 »). A number of 9 or 14 digits with a wrong key is refused when it is the whole
 * phrase, and read as a word beside others (a phone or order number is no SIREN). null: nothing
 * that looks like an identifier.
 */
export function lireNumeroRecherche(saisie: string): LectureNumero | null {
  const tva = TVA.exec(saisie);
  if (tva) {
    const cle = tva[1] as string;
    const siren = (tva[2] as string).replace(/\D/g, '');
    if (siren.startsWith('000')) return { refus: REFUS_TVA_MONACO };
    if (!isValidSiren(siren) || cleTva(siren) !== cle) return { refus: REFUS_TVA };
    return {
      numero: { type: 'TVA', siren, tva: `FR${cle}${siren}` },
      reste: sans(saisie, tva.index, tva.index + tva[0].length),
    };
  }
  const rna = RNA.exec(saisie);
  if (rna) {
    const numero = `W${rna[1] as string}${rna[2] as string}${(rna[3] as string).replace(/\D/g, '')}`.toUpperCase();
    if (isValidRna(numero)) {
      return { numero: { type: 'RNA', rna: numero }, reste: sans(saisie, rna.index, rna.index + rna[0].length) };
    }
  }
  for (const suite of saisie.matchAll(SUITE_DE_CHIFFRES)) {
    const chiffres = suite[0].replace(/\D/g, '');
    if (chiffres.length !== 9 && chiffres.length !== 14) continue;
    const reste = sans(saisie, suite.index, suite.index + suite[0].length);
    if (chiffres.length === 9 && isValidSiren(chiffres)) return { numero: { type: 'SIREN', siren: chiffres }, reste };
    if (chiffres.length === 14 && isValidSiret(chiffres)) return { numero: { type: 'SIRET', siret: chiffres }, reste };
    if (reste === '') return { refus: chiffres.length === 9 ? REFUS_SIREN : REFUS_SIRET };
  }
  return null;
}
