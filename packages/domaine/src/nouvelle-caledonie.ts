/**
 * New Caledonia (FACTS §6): the identifiers of the ISEE's RIDET directory and the franc CFP. The
 * NC variant's services and site read, validate and print them with these functions only.
 */
import { ESPACE, formaterMontantDevise } from './montants.js';

declare const marque: unique symbol;

/** Seven digits: a Caledonian company's identifier (RID), six-digit values left-padded with 0. */
export type Rid = string & { readonly [marque]: 'Rid' };

/** An establishment's identifier: the RID and the establishment's three-digit rank. */
export interface Ridet {
  rid: Rid;
  rang: string;
}

// Separators people type inside these numbers: spaces (ordinary, non-breaking, narrow).
const ESPACES = /[\s\u00a0\u202f]+/g;

export const REFUS_RID = 'doit être un RID : 6 ou 7 chiffres (par exemple 1 236 165)';
export const REFUS_RIDET =
  'doit être un RIDET : le RID (6 ou 7 chiffres), un point et le rang de l’établissement (3 chiffres), par exemple 1 236 165.002';

/**
 * Whether a value of the registry's identifier columns is Caledonian: they hold a SIREN (9 digits)
 * or a RID (7), a SIRET (14) or a RIDET (10) (services migration 030). The one rule for telling a
 * stored RID or RIDET from its French counterpart; a typed one is read by `lireRid` / `lireRidet`.
 */
export const estRid = (numero: string): boolean => /^\d{7}$/.test(numero);
export const estRidet = (numero: string): boolean => /^\d{10}$/.test(numero);

/** A RID as typed (« 1 236 165 », « 123616 »), seven digits, or null. */
export function lireRid(saisie: string): Rid | null {
  const chiffres = saisie.replace(ESPACES, '');
  return /^\d{6,7}$/.test(chiffres) ? (chiffres.padStart(7, '0') as Rid) : null;
}

/**
 * A RIDET as typed: « 1 236 165.002 », « 1236165.002 », « 1236165 002 », « 1236165002 », the rank
 * after the dot left-padded (« 1236165.2 »); null otherwise. Without a dot the rank is the last
 * three digits and the RID the six or seven before them.
 */
export function lireRidet(saisie: string): Ridet | null {
  const texte = saisie.trim();
  const point = /^([\d\s\u00a0\u202f]+)\.(\d{1,3})$/.exec(texte);
  if (point) {
    const rid = lireRid(point[1] as string);
    return rid ? { rid, rang: (point[2] as string).padStart(3, '0') } : null;
  }
  const groupes = texte.split(ESPACES);
  const dernier = groupes[groupes.length - 1] ?? '';
  if (groupes.length > 1 && /^\d{3}$/.test(dernier)) {
    const rid = lireRid(groupes.slice(0, -1).join(''));
    if (rid) return { rid, rang: dernier };
  }
  const chiffres = texte.replace(ESPACES, '');
  if (!/^\d{9,10}$/.test(chiffres)) return null;
  return { rid: chiffres.slice(0, -3).padStart(7, '0') as Rid, rang: chiffres.slice(-3) };
}

/** An identifier of the RIDET directory: a company's RID or an establishment's RIDET. */
export type NumeroCaledonien = { type: 'RID'; rid: Rid } | { type: 'RIDET'; ridet: Ridet };

// A RIDET written with its dot (« 1 236 165.002 »), among words.
const RIDET_POINTE = /(?<![\d.])\d{1,3}(?:[\s\u00a0\u202f]?\d{3}){1,2}\.\d{3}(?![\d.])/;

/**
 * The identifier a search phrase names in New Caledonia, and the words beside it: a RIDET or a RID
 * as the whole phrase (as `lireRidet` / `lireRid` read them), or a RIDET with its dot among words
 * (« boulangerie 1 236 165.002 »). A postal code (« 98800 ») or a year stays a word: null.
 */
export function lireNumeroCaledonien(saisie: string): { numero: NumeroCaledonien; reste: string } | null {
  const ridet = lireRidet(saisie);
  if (ridet !== null) return { numero: { type: 'RIDET', ridet }, reste: '' };
  const rid = lireRid(saisie);
  if (rid !== null) return { numero: { type: 'RID', rid }, reste: '' };
  const pointe = RIDET_POINTE.exec(saisie);
  const lu = pointe === null ? null : lireRidet(pointe[0]);
  if (pointe === null || lu === null) return null;
  const reste = `${saisie.slice(0, pointe.index)} ${saisie.slice(pointe.index + pointe[0].length)}`.replace(
    /\s+/g,
    ' ',
  );
  return { numero: { type: 'RIDET', ridet: lu }, reste: reste.trim() };
}

/** « 1236165 » → « 1 236 165 » (ordinary spaces, as the directory and the RCS write it). */
export function formaterRid(rid: string): string {
  return rid.replace(ESPACES, '').replace(/\B(?=(\d{3})+(?!\d))/g, ESPACE);
}

/** { 1236165, 002 } → « 1 236 165.002 ». */
export function formaterRidet({ rid, rang }: { rid: string; rang: string }): string {
  return `${formaterRid(rid)}.${rang}`;
}

/** The RCS number in the style of Caledonian notices: « 1 236 165 RCS Nouméa ». */
export function numeroRcsNouvelleCaledonie(rid: string): string {
  return `${formaterRid(rid)} RCS ${REGISTRE_NC.ville}`;
}

/** RID status codes of the directory (FACTS §6). */
export const STATUTS_RID = { I: 'En activité', R: 'Radiée', S: 'En sommeil' } as const;
export type StatutRid = keyof typeof STATUTS_RID;

/** Fixed parity of the franc CFP (FACTS §6): 1 EUR = 119.3317 XPF. */
export const XPF_PAR_EURO = 119.3317;

/** Euro cents → whole francs CFP (the franc has no subunit in practice): 100 → 119. */
export const xpfDeCentimes = (centimes: number): number => Math.round((centimes * XPF_PAR_EURO) / 100);

/** Whole francs CFP, thousands grouped: 150000 → « 150 000 F CFP ». */
export const formaterXpf = (montant: number): string => formaterMontantDevise(Math.round(montant), 'XPF');

/** The three provinces of New Caledonia. */
export const PROVINCES_NC = {
  SUD: 'Province Sud',
  NORD: 'Province Nord',
  ILES: 'Province des îles Loyauté',
} as const;
export type ProvinceNc = keyof typeof PROVINCES_NC;

/** A commune of New Caledonia: its ISEE code (988 and two digits), its name and its province. */
export interface CommuneNc {
  code: string;
  nom: string;
  province: ProvinceNc;
}

/**
 * The 33 communes, in the order of their ISEE codes (alphabetical when they were numbered; Kouaoua,
 * made out of Canala in 1995, came last). Poya, which reaches into the Province Sud, belongs to the
 * Province Nord.
 */
export const COMMUNES_NC: readonly CommuneNc[] = [
  { code: '98801', nom: 'Bélep', province: 'NORD' },
  { code: '98802', nom: 'Bouloupari', province: 'SUD' },
  { code: '98803', nom: 'Bourail', province: 'SUD' },
  { code: '98804', nom: 'Canala', province: 'NORD' },
  { code: '98805', nom: 'Dumbéa', province: 'SUD' },
  { code: '98806', nom: 'Farino', province: 'SUD' },
  { code: '98807', nom: 'Hienghène', province: 'NORD' },
  { code: '98808', nom: 'Houaïlou', province: 'NORD' },
  { code: '98809', nom: 'L’Île-des-Pins', province: 'SUD' },
  { code: '98810', nom: 'Kaala-Gomen', province: 'NORD' },
  { code: '98811', nom: 'Koné', province: 'NORD' },
  { code: '98812', nom: 'Koumac', province: 'NORD' },
  { code: '98813', nom: 'La Foa', province: 'SUD' },
  { code: '98814', nom: 'Lifou', province: 'ILES' },
  { code: '98815', nom: 'Maré', province: 'ILES' },
  { code: '98816', nom: 'Moindou', province: 'SUD' },
  { code: '98817', nom: 'Le Mont-Dore', province: 'SUD' },
  { code: '98818', nom: 'Nouméa', province: 'SUD' },
  { code: '98819', nom: 'Ouégoa', province: 'NORD' },
  { code: '98820', nom: 'Ouvéa', province: 'ILES' },
  { code: '98821', nom: 'Païta', province: 'SUD' },
  { code: '98822', nom: 'Poindimié', province: 'NORD' },
  { code: '98823', nom: 'Ponérihouen', province: 'NORD' },
  { code: '98824', nom: 'Pouébo', province: 'NORD' },
  { code: '98825', nom: 'Pouembout', province: 'NORD' },
  { code: '98826', nom: 'Poum', province: 'NORD' },
  { code: '98827', nom: 'Poya', province: 'NORD' },
  { code: '98828', nom: 'Sarraméa', province: 'SUD' },
  { code: '98829', nom: 'Thio', province: 'SUD' },
  { code: '98830', nom: 'Touho', province: 'NORD' },
  { code: '98831', nom: 'Voh', province: 'NORD' },
  { code: '98832', nom: 'Yaté', province: 'SUD' },
  { code: '98833', nom: 'Kouaoua', province: 'NORD' },
];

const communesParCode = new Map(COMMUNES_NC.map((commune) => [commune.code, commune]));

/** The commune of an ISEE code (« 98818 » → Nouméa), or null. */
export const communeNc = (code: string): CommuneNc | null => communesParCode.get(code.trim()) ?? null;

/**
 * Who keeps the Caledonian register and who judges (FACTS §6): since 1 October 2014 the RCS is kept
 * by the government's Direction des affaires économiques, while the tribunal mixte de commerce de
 * Nouméa stays the commercial court (disputes, collective proceedings).
 */
export const REGISTRE_NC = {
  teneur: 'Direction des affaires économiques (DAE)',
  teneurCourt: 'DAE',
  tribunal: 'Tribunal mixte de commerce de Nouméa',
  ville: 'Nouméa',
  departement: '988',
  transfertRcs: '2014-10-01',
} as const;
