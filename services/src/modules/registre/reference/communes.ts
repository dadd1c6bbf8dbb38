import { departementsDesGreffes } from '../../greffes/index.js';
import { greffes } from '../../greffes/index.js';
import { normaliserNom } from '../../../lib/normaliser.js';
import { ressortsDesGreffes } from './ressorts.js';
import type { DecoupageAdministratif } from './sources.js';

export interface CommuneReference {
  code: string;
  nom: string;
  nom_normalise: string;
  departement_code: string;
  codes_postaux: string[];
  population: number;
  greffe_code: string | null;
}

export interface DepartementReference {
  code: string;
  nom: string;
}

// The codes the departements table accepts (002_registre.sql).
const CODE_DEPARTEMENT = /^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-8]|98[4-9])$/;

/**
 * The départements of the commune file beyond the 101 holding a registry:
 * the overseas collectivities (975, 977, 978, 984, 986–989), New Caledonia
 * (988) among them.
 */
export function departementsHorsGreffes(source: DecoupageAdministratif): DepartementReference[] {
  const connus = new Set(departementsDesGreffes.map((departement) => departement.code));
  return source.departements
    .filter((departement) => !connus.has(departement.code) && CODE_DEPARTEMENT.test(departement.code))
    .map((departement) => ({ code: departement.code, nom: departement.nom }))
    .sort(parCode);
}

/**
 * Current communes ('commune-actuelle'), in code order, each with the registry
 * having jurisdiction (see ressorts.ts). The municipal arrondissements of
 * Paris, Lyon and Marseille are not communes and are left out: SIRENE codes
 * such as 75108 map to their commune with communeDeRattachement().
 */
export function communesReference(source: DecoupageAdministratif): CommuneReference[] {
  const actuelles = source.communes.filter((commune) => commune.type === 'commune-actuelle');
  const ressorts = ressortsDesGreffes(
    actuelles,
    source.arrondissements,
    source.departements,
    greffes.map((greffe) => ({ code: greffe.code, departement: greffe.departement, ville: greffe.ville })),
  );
  return actuelles
    .map((commune) => ({
      code: commune.code,
      nom: commune.nom,
      nom_normalise: normaliserNom(commune.nom),
      departement_code: commune.departement,
      codes_postaux: [...(commune.codesPostaux ?? [])].sort(),
      population: commune.population ?? 0,
      greffe_code: ressorts.get(commune.code) ?? null,
    }))
    .sort(parCode);
}

function parCode(a: { code: string }, b: { code: string }): number {
  return a.code < b.code ? -1 : a.code > b.code ? 1 : 0;
}

/**
 * The commune of a SIRENE commune code: a municipal arrondissement (Paris
 * 75101–75120, Lyon 69381–69389, Marseille 13201–13216) becomes its commune,
 * any other code is returned as is.
 */
/** The municipal arrondissements of Paris, Lyon and Marseille, by their commune: the codes SIRENE gives establishments there. */
const ARRONDISSEMENTS: ReadonlyMap<string, readonly string[]> = new Map([
  ['75056', Array.from({ length: 20 }, (_, i) => `751${String(i + 1).padStart(2, '0')}`)],
  ['69123', Array.from({ length: 9 }, (_, i) => `6938${i + 1}`)],
  ['13055', Array.from({ length: 16 }, (_, i) => `132${String(i + 1).padStart(2, '0')}`)],
]);

/** The arrondissement codes of a commune (none for all but Paris, Lyon and Marseille): the converse of communeDeRattachement. */
export function arrondissementsDe(code: string): readonly string[] {
  return ARRONDISSEMENTS.get(code) ?? [];
}

/** The arrondissement codes of a département's communes (75, 69, 13), which the reference's communes table lacks. */
export function arrondissementsDuDepartement(departement: string): readonly string[] {
  return [...ARRONDISSEMENTS].flatMap(([commune, codes]) => (commune.startsWith(departement) ? codes : []));
}

export function communeDeRattachement(code: string): string {
  if (/^751(0[1-9]|1[0-9]|20)$/.test(code)) return '75056';
  if (/^6938[1-9]$/.test(code)) return '69123';
  if (/^132(0[1-9]|1[0-6])$/.test(code)) return '13055';
  return code;
}
