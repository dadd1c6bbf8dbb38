/**
 * Identifiers and code labels of the registry (FACTS §4 and §5), pure
 * functions shared by the read API, the importers and the generator.
 */

const NBSP = '\u00a0';

/** Luhn: from the right, every second digit doubled (minus 9 above 9); valid when the sum ends in 0. */
export function luhnValide(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Removes every space (ordinary, non-breaking, narrow): "552 100 554" → "552100554". */
export function normaliserNumero(numero: string): string {
  return numero.replace(/\s+/g, '');
}

export function isValidSiren(siren: string): boolean {
  return /^[0-9]{9}$/.test(siren) && luhnValide(siren);
}

const SIREN_LA_POSTE = '356000000';
const SIRET_SIEGE_LA_POSTE = '35600000000048';

/**
 * SIRET = SIREN + NIC, Luhn-valid, except La Poste (FACTS §4): its
 * establishments other than the head office only need a digit sum that is a
 * multiple of 5.
 */
export function isValidSiret(siret: string): boolean {
  if (!/^[0-9]{14}$/.test(siret)) return false;
  if (siret.startsWith(SIREN_LA_POSTE) && siret !== SIRET_SIEGE_LA_POSTE) {
    let sum = 0;
    for (const char of siret) sum += char.charCodeAt(0) - 48;
    return sum % 5 === 0;
  }
  return luhnValide(siret) && isValidSiren(siret.slice(0, 9));
}

/** "552100554" → "552 100 554" (spaces in the input are ignored). */
export function formaterSiren(siren: string): string {
  const digits = normaliserNumero(siren);
  return `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6, 9)}`;
}

/** "55210055400013" → "552 100 554 00013". */
export function formaterSiret(siret: string): string {
  const digits = normaliserNumero(siret);
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

// SIRENE "tranche d'effectifs salariés" (FACTS §5). Thousands are separated
// by a non-breaking space so that a label never breaks inside a number.
const tranchesEffectifs: Readonly<Record<string, string>> = {
  NN: 'Unité non employeuse',
  '00': '0 salarié',
  '01': '1 ou 2 salariés',
  '02': '3 à 5 salariés',
  '03': '6 à 9 salariés',
  '11': '10 à 19 salariés',
  '12': '20 à 49 salariés',
  '21': '50 à 99 salariés',
  '22': '100 à 199 salariés',
  '31': '200 à 249 salariés',
  '32': '250 à 499 salariés',
  '41': '500 à 999 salariés',
  '42': `1${NBSP}000 à 1${NBSP}999 salariés`,
  '51': `2${NBSP}000 à 4${NBSP}999 salariés`,
  '52': `5${NBSP}000 à 9${NBSP}999 salariés`,
  '53': `10${NBSP}000 salariés et plus`,
};

export const codesTrancheEffectifs: readonly string[] = Object.keys(tranchesEffectifs);

/** The French label of a SIRENE tranche d'effectifs, or null for an unknown code. */
export function libelleTrancheEffectifs(code: string): string | null {
  return tranchesEffectifs[code] ?? null;
}

export const codesStatut = ['A', 'B', 'C', 'D', 'I', 'NI', 'AC', 'INSEE'] as const;
export type CodeStatut = (typeof codesStatut)[number];

// SPEC §9 names the statut codes but not their meaning: these labels are the
// product's own definition, used by every page and by the generator.
const statuts: Readonly<Record<CodeStatut, string>> = {
  A: 'Immatriculée, active',
  B: 'Immatriculée, en sommeil',
  C: "Immatriculée, en cessation d'activité",
  D: 'Dissoute, en cours de liquidation',
  I: 'Immatriculation en cours',
  NI: 'Non immatriculée au RCS',
  AC: 'Active, procédure collective en cours',
  INSEE: 'Connue du seul répertoire SIRENE',
};

/** The product's label of a statut code, or null for an unknown code. */
export function libelleStatut(code: string): string | null {
  return (codesStatut as readonly string[]).includes(code) ? statuts[code as CodeStatut] : null;
}
