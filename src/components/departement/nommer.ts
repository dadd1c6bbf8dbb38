/** How départements are named, ordered and recognised in the browse pages. */
import type { Departement } from '@portail/contrat/greffes';

/** Same codes as the services (greffes schema): 01–95 with 2A/2B, overseas 971–978 and 984–989. */
const CODE_DEPARTEMENT = /^(0[1-9]|1[0-9]|2[1-9AB]|[3-8][0-9]|9[0-5]|97[1-8]|98[4-9])$/;

/** Département code of a path segment ("2a" → "2A"), or null when it cannot be one. */
export function codeDepartement(segment: string | undefined): string | null {
  const code = (segment ?? '').toUpperCase();
  return CODE_DEPARTEMENT.test(code) ? code : null;
}

/** « Gironde (33) ». */
export const libelleDepartement = (d: Departement) => `${d.nom} (${d.code})`;

// Elision before a vowel or a mute h; the h of Haute-, Hautes-, Haut-, Hauts- is aspirated.
const ELISION = /^([aeiouyàâäéèêëîïôöùûü]|h(?!auts?[-\s]|autes?[-\s]))/i;

/** « de Gironde (33) », « d’Ain (01) », « de Haute-Garonne (31) ». */
export function deDepartement(d: Departement): string {
  return `${ELISION.test(d.nom) ? 'd’' : 'de '}${libelleDepartement(d)}`;
}

/** Overseas départements and collectivities (97x, 98x). */
export const estOutreMer = (code: string) => /^9[78]/.test(code);

/** 2A and 2B sit where 20 would be, between 19 and 21. */
const rang = (code: string) => (code === '2A' ? 20.1 : code === '2B' ? 20.2 : Number(code));

export const comparerDepartements = (a: Departement, b: Departement) => rang(a.code) - rang(b.code);
