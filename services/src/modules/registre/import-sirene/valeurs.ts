import { codesTrancheEffectifs } from '../identifiants.js';

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

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** An ISO date (YYYY-MM-DD) that exists in the calendar, or null when empty. */
export function date(brut: string | undefined, libelle: string): string | null {
  const texte = valeur(brut);
  if (texte === null) return null;
  const morceaux = DATE.exec(texte);
  if (morceaux !== null) {
    const [annee, mois, jour] = [Number(morceaux[1]), Number(morceaux[2]), Number(morceaux[3])];
    const jourJulien = new Date(Date.UTC(annee, mois - 1, jour));
    if (
      annee >= 1000 &&
      jourJulien.getUTCFullYear() === annee &&
      jourJulien.getUTCMonth() === mois - 1 &&
      jourJulien.getUTCDate() === jour
    ) {
      return texte;
    }
  }
  throw new RejetLigne(`${libelle} invalide : ${cite(brut)} (date AAAA-MM-JJ attendue)`);
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
