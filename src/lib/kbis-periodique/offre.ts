/**
 * What the site offers and says of a periodic Kbis: the rhythms and durations proposed, the
 * periodicity in words, and the amounts it works out for display only (an estimate before
 * ordering, the refund announced before a cancellation). The service computes the real ones.
 */
import type { Periodicite } from '@portail/contrat/commun/paniers';

/** « tous les mois », « tous les 3 mois », « tous les 6 mois ». */
export const FREQUENCES = [1, 3, 6] as const;
/** Months; only the multiples of the chosen frequency are offered (the service refuses the others). */
export const DUREES = [3, 6, 12, 24] as const;

export const FREQUENCE_PAR_DEFAUT = 1;
export const DUREE_PAR_DEFAUT = 12;

export const dureesPour = (frequence: number): number[] => DUREES.filter((d) => d % frequence === 0);

/** The duration kept when the frequency changes: the same if still offered, else the next one up. */
export function dureeAjustee(frequence: number, duree: number): number {
  const possibles = dureesPour(frequence);
  if (possibles.includes(duree)) return duree;
  return possibles.find((d) => d > duree) ?? possibles[possibles.length - 1] ?? frequence;
}

/** « tous les mois », « tous les 3 mois ». */
export const rythme = (frequence: number) => (frequence === 1 ? 'tous les mois' : `tous les ${frequence} mois`);

/** « tous les mois pendant 12 mois ». */
export const periodiciteEnMots = ({ frequence_mois, duree_mois }: Periodicite) =>
  `${rythme(frequence_mois)} pendant ${duree_mois} mois`;

/** The number of issues, as the service counts them: one every `frequence` months during `duree`. */
export const nombreEnvois = ({ frequence_mois, duree_mois }: Periodicite) => Math.floor(duree_mois / frequence_mois);

/** « 1 envoi », « 12 envois ». */
export const envois = (n: number) => `${n} ${n > 1 ? 'envois' : 'envoi'}`;

/**
 * The service's amounts (SPEC §9: 2 decimals, comma, space between thousands): « 3,20 »,
 * « 1 234,50 » → cents (null when it cannot be read); euros (a `Prix` number) → cents without the
 * float's noise (3.2 → 320); cents → « 1 234,50 ».
 */
export {
  centimesDeMontant as centimesDe,
  centimesDeEuros,
  formaterMontant as formaterCentimes,
} from '@portail/domaine';
