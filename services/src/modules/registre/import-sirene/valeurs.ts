import { codesTrancheEffectifs } from '../../../lib/identifiants.js';

/**
 * Field checks shared by both files. A check either returns the value to
 * store or throws RejetLigne with the French reason written to the report.
 */

export class RejetLigne extends Error {
  constructor(motif: string) {
    super(motif);
    this.name = 'RejetLigne';
  }
}

/** INSEE writes "[ND]" where a partially diffusible unit's field is withheld. */
export const NON_DIFFUSE = '[ND]';

/** What is stored, and shown on the portal, in place of a name INSEE withholds. */
export const NOM_NON_DIFFUSIBLE = 'Non diffusible';

/** Trimmed value; empty and "[ND]" become null. */
export function valeur(brut: string | undefined): string | null {
  if (brut === undefined) return null;
  const texte = brut.trim();
  return texte === '' || texte === NON_DIFFUSE ? null : texte;
}

/** `« valeur »` for a rejection reason, cut to stay readable. */
export function cite(brut: string | undefined): string {
  const texte = brut ?? '';
  return `« ${texte.length > 40 ? `${texte.slice(0, 40)}…` : texte} »`;
}

/** An ISO date (YYYY-MM-DD) that exists in the calendar, or null when empty. */
export function date(brut: string | undefined, libelle: string): string | null {
  const texte = valeur(brut);
  if (texte === null) return null;
  if (dateValide(texte)) return texte;
  throw new RejetLigne(`${libelle} invalide : ${cite(brut)} (date AAAA-MM-JJ attendue)`);
}

const TIRET = 0x2d;
const JOURS_PAR_MOIS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// Read digit by digit: two dates per line, and a regular expression with a
// Date object per date cost a tenth of the parse of an establishment line
// (mostly in garbage collection).
function dateValide(texte: string): boolean {
  if (texte.length !== 10 || texte.charCodeAt(4) !== TIRET || texte.charCodeAt(7) !== TIRET) return false;
  const annee = nombre(texte, 0, 4);
  const mois = nombre(texte, 5, 7);
  const jour = nombre(texte, 8, 10);
  if (annee < 1000 || mois < 1 || mois > 12 || jour < 1) return false;
  const bissextile = annee % 4 === 0 && (annee % 100 !== 0 || annee % 400 === 0);
  return jour <= (mois === 2 && bissextile ? 29 : (JOURS_PAR_MOIS[mois - 1] as number));
}

/** The decimal number written in texte[debut, fin), or -1 if a character is not a digit. */
function nombre(texte: string, debut: number, fin: number): number {
  let valeur = 0;
  for (let i = debut; i < fin; i++) {
    const chiffre = texte.charCodeAt(i) - 0x30;
    if (chiffre < 0 || chiffre > 9) return -1;
    valeur = valeur * 10 + chiffre;
  }
  return valeur;
}

/** One of `autorises`, or null when empty; anything else is rejected. */
export function code<T extends string>(brut: string | undefined, autorises: readonly T[], libelle: string): T | null {
  const texte = valeur(brut);
  if (texte === null) return null;
  if ((autorises as readonly string[]).includes(texte)) return texte as T;
  throw new RejetLigne(`${libelle} inconnu(e) : ${cite(brut)} (attendu : ${autorises.join(', ')})`);
}

/** Like `code`, but the value must be there. */
export function codeRequis<T extends string>(brut: string | undefined, autorises: readonly T[], libelle: string): T {
  const resultat = code(brut, autorises, libelle);
  if (resultat === null) throw new RejetLigne(`${libelle} absent(e)`);
  return resultat;
}

export function trancheEffectifs(brut: string | undefined): string | null {
  return code(brut, codesTrancheEffectifs, "Tranche d'effectifs");
}

const NAF_REV2 = /^\d{2}\.\d{2}[A-Z]$/;

/**
 * The activity code when it is in NAF rév. 2 ('62.01Z'), the nomenclature of
 * the `naf` table; codes of older nomenclatures (NAFRev1, NAF1993, NAP) are
 * not stored.
 */
export function codeNaf(brut: string | undefined, nomenclature: string | undefined): string | null {
  const texte = valeur(brut);
  if (texte === null || valeur(nomenclature) !== 'NAFRev2') return null;
  if (!NAF_REV2.test(texte)) throw new RejetLigne(`Code NAF rév. 2 invalide : ${cite(brut)} (format 62.01Z attendu)`);
  return texte;
}

/** "JEAN-PIERRE" → "Jean-Pierre": first names as written in a denomination. */
export function prenomAffiche(prenom: string): string {
  return prenom.toLocaleLowerCase('fr-FR').replace(/(^|[\s'-])(\p{L})/gu, (_, avant: string, lettre: string) => {
    return avant + lettre.toLocaleUpperCase('fr-FR');
  });
}

/** The values joined by a space, or null when none is present. */
export function joindre(valeurs: ReadonlyArray<string | null>): string | null {
  const presentes = valeurs.filter((v): v is string => v !== null);
  return presentes.length === 0 ? null : presentes.join(' ');
}
