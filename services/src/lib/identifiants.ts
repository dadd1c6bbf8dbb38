/**
 * Code labels of the registry (FACTS §5, SPEC §9), used by the read API, the importers and the
 * generator. The identifiers themselves (SIREN, SIRET, VAT number, RCS number) are in
 * `@portail/domaine`, shared with the site.
 */

const NBSP = '\u00a0';

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

export const codesStatut = ['A', 'B', 'C', 'D', 'I', 'NI', 'AC', 'INSEE', 'RIDET'] as const;
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
  // New Caledonia (migration 030): a unit of the ISEE's directory that is not on the RCS.
  RIDET: 'Connue du seul répertoire RIDET',
};

/** The product's label of a statut code, or null for an unknown code. */
export function libelleStatut(code: string): string | null {
  return (codesStatut as readonly string[]).includes(code) ? statuts[code as CodeStatut] : null;
}
