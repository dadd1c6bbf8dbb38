/** Reading single filter values from text (the address, the forms): anything malformed gets its default. */
import { lireRid, lireRidet } from '@portail/domaine';
import { isRegionNC } from '../region';
import {
  ANNEE_NAISSANCE_MIN,
  LONGUEUR_MAX,
  PAGE_PAR_DEFAUT,
  pageMaxAccessible,
  TAILLE_PAGE_MAX,
  TAILLE_PAGE_PAR_DEFAUT,
} from './constantes';
import { DEPARTEMENTS } from './departements';
import { DOMAINES_ACTIVITE } from './domaines-activite';
import { ORDRES_TRI, TYPES_ENTITE, type OrdreTri, type Tabulation, type TypeEntite } from './filtres';

const CODES_ACTIVITE = new Set(DOMAINES_ACTIVITE.map((d) => d.code));
const CODES_DEPARTEMENT = new Set(DEPARTEMENTS.map((d) => d.code));

/** Trimmed, inner runs of spaces collapsed, at most 70 characters (SPEC §5). */
export function normaliserTexte(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim().slice(0, LONGUEUR_MAX);
}

/** SPEC §3: every space removed (ordinary, no-break, narrow no-break), « 552 100 554 » → « 552100554 ». */
export function normaliserSirenOuSiret(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, '').slice(0, LONGUEUR_MAX);
}

/**
 * SIREN = the first 9 characters, NIC = the rest (empty when absent). In New Caledonia (FACTS §6), a
 * RIDET gives its RID and its establishment's three-digit rank, a RID itself and no rank (both as
 * `lireRidet` / `lireRid` read them: « 1 236 165.002 » → 1236165 and 002); anything else is sent
 * whole, for the service to say what is wrong with it.
 */
export function decouperSirenOuSiret(sirenOrSiret: string): { siren: string; nic: string } {
  const numero = normaliserSirenOuSiret(sirenOrSiret);
  if (isRegionNC()) {
    const ridet = lireRidet(numero);
    if (ridet) return { siren: ridet.rid, nic: ridet.rang };
    return { siren: lireRid(numero) ?? numero, nic: '' };
  }
  return { siren: numero.slice(0, 9), nic: numero.slice(9) };
}

/**
 * 9 digits (SIREN) or 14 digits (SIRET), spaces allowed; in New Caledonia a RID (« 1 236 165 ») or a
 * RIDET (« 1 236 165.002 », « 1236165002 »), as `lireRid` / `lireRidet` read them.
 */
export const estSirenOuSiret = (value: string) => {
  const numero = normaliserSirenOuSiret(value);
  if (isRegionNC()) return lireRidet(numero) !== null || lireRid(numero) !== null;
  return /^(\d{9}|\d{14})$/.test(numero);
};

/**
 * SPEC §5: an integer, or the default when absent or not numeric; `min`/`max` bound what makes
 * sense (a page below 1 is page 1).
 */
export function entierOuDefaut(value: string | null | undefined, defaut: number, min: number, max: number): number {
  const raw = (value ?? '').trim();
  if (!/^[+-]?\d{1,9}$/.test(raw)) return defaut;
  const n = Number(raw);
  if (n < min) return defaut;
  return Math.min(n, max);
}

/** An integer in [min, max], else null (month and year of birth). */
function entierBorne(value: string | null | undefined, min: number, max: number): number | null {
  const raw = (value ?? '').trim();
  if (!/^\d{1,4}$/.test(raw)) return null;
  const n = Number(raw);
  return n >= min && n <= max ? n : null;
}

export const normaliserActivite = (value: string | null | undefined): string | null => {
  const code = (value ?? '').trim();
  return CODES_ACTIVITE.has(code) ? code : null;
};

export const normaliserDepartement = (value: string | null | undefined): string | null => {
  const code = (value ?? '').trim().toUpperCase();
  return CODES_DEPARTEMENT.has(code) ? code : null;
};

export const normaliserOrdre = (value: string | null | undefined): OrdreTri => {
  const ordre = (value ?? '').trim().toLowerCase();
  return (ORDRES_TRI as readonly string[]).includes(ordre) ? (ordre as OrdreTri) : 'pertinence';
};

export const normaliserTypeEntite = (value: string | null | undefined): TypeEntite => {
  const type = (value ?? '').trim().toUpperCase();
  return (TYPES_ENTITE as readonly string[]).includes(type) ? (type as TypeEntite) : 'ENTREPRISE';
};

export function normaliserTabulation(value: string | null | undefined): Tabulation {
  const tab = (value ?? '')
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return tab === 'dirigeants' || tab === 'dirigeant' ? 'dirigeants' : 'entreprises';
}

export const normaliserMois = (value: string | null | undefined) => entierBorne(value, 1, 12);

export const anneeMax = (maintenant: Date) => maintenant.getFullYear();

export const normaliserAnnee = (value: string | null | undefined, maintenant: Date = new Date()) =>
  entierBorne(value, ANNEE_NAISSANCE_MIN, anneeMax(maintenant));

export const normaliserTaillePage = (value: string | null | undefined) =>
  entierOuDefaut(value, TAILLE_PAGE_PAR_DEFAUT, 1, TAILLE_PAGE_MAX);

export const normaliserPage = (value: string | null | undefined, pageSize: number) =>
  entierOuDefaut(value, PAGE_PAR_DEFAUT, 1, pageMaxAccessible(pageSize));
