/**
 * French dates on the Paris calendar. Days are written AAAA-MM-JJ between parts; « today » is today
 * in Paris, not on the clock of the machine, and the same date reads the same on the server and in
 * the browser, whatever their time zone.
 */
import { sansAccents } from './slugs.js';

export const MOIS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const;

export type NomDuMois = (typeof MOIS)[number];

/** The month names without accents (« fevrier », « aout »), as a search phrase is read. */
export const MOIS_SANS_ACCENTS: readonly string[] = MOIS.map(sansAccents);

/** 1 → « janvier » … 12 → « décembre »; '' for anything else. */
export const nomDuMois = (mois: number): string => MOIS[mois - 1] ?? '';

/** « de mars », « d’avril », « d’août », « d’octobre ». */
export function deMois(mois: number): string {
  const nom = nomDuMois(mois);
  return `${/^[aeiouâéèêîôû]/i.test(nom) ? 'd’' : 'de '}${nom}`;
}

/** The day in a date: « 1er », « 2 » … « 31 ». */
export const quantieme = (jour: number | undefined): string => (jour === 1 ? '1er' : String(jour));

/** (31, 12) → « 31 décembre », (1, 5) → « 1er mai ». */
export const jourEtMois = (jour: number | undefined, mois: number | undefined): string =>
  `${quantieme(jour)} ${nomDuMois(mois ?? 1)}`;

/** AAAA-MM-JJ (or an ISO instant, read up to its day) → « 1er mai 2024 », « 23 avril 1971 ». */
export function dateLongue(date: string): string {
  const [annee, mois, jour] = date.slice(0, 10).split('-').map(Number);
  return `${jourEtMois(jour, mois)} ${annee}`;
}

/** 'MM-JJ' → « 31 décembre ». */
export function jourDuMois(mmjj: string): string {
  const [mois, jour] = mmjj.split('-').map(Number);
  return jourEtMois(jour, mois);
}

/** Month (1–12) and year → « mars 1975 »; year alone → « 1975 »; no year → null. */
export function moisAnnee(mois: number | null, annee: number | null): string | null {
  if (annee === null) return null;
  return mois !== null && mois >= 1 && mois <= 12 ? `${nomDuMois(mois)} ${annee}` : String(annee);
}

const jourParisFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const horlogeParisFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** What a clock in Paris shows at `instant` (months 1 to 12); NaN fields for an invalid date. */
export interface HorlogeParis {
  annee: number;
  mois: number;
  jour: number;
  heure: number;
  minute: number;
  seconde: number;
}

/** The Paris wall clock at `instant`, whatever the process's time zone. */
export function horlogeParis(instant: Date): HorlogeParis {
  if (Number.isNaN(instant.getTime()))
    return { annee: NaN, mois: NaN, jour: NaN, heure: NaN, minute: NaN, seconde: NaN };
  const champs = Object.fromEntries(horlogeParisFormat.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return {
    annee: champs.year ?? NaN,
    mois: champs.month ?? NaN,
    jour: champs.day ?? NaN,
    heure: champs.hour ?? NaN,
    minute: champs.minute ?? NaN,
    seconde: champs.second ?? NaN,
  };
}

/** AAAA-MM-JJ of `instant` in Paris. */
export function aujourdhui(instant: Date = new Date()): string {
  return jourParisFormat.format(instant);
}

/** An AAAA-MM-JJ date moved by a number of days (negative: earlier). */
export function ajouterJours(date: string, jours: number): string {
  const jour = new Date(`${date}T00:00:00Z`);
  jour.setUTCDate(jour.getUTCDate() + jours);
  return jour.toISOString().slice(0, 10);
}

/** The day after an AAAA-MM-JJ date. */
export const lendemain = (date: string): string => ajouterJours(date, 1);

/** AAAA-MM-JJ → JJ/MM/AAAA. */
export function dateFrancaise(date: string): string {
  const [annee, mois, jour] = date.split('-');
  return `${jour}/${mois}/${annee}`;
}

/** AAAA-MM-JJ or an ISO instant, read up to its day → JJ/MM/AAAA. */
export const dateCourte = (date: string): string => dateFrancaise(date.slice(0, 10));

const heureParisFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** « 02/05/2024 à 10:15 » (Paris) of an instant or an ISO string; an unreadable string as it is. */
export function dateHeure(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return String(instant);
  return `${dateCourte(aujourdhui(date))} à ${heureParisFormat.format(date).replace(/\s/g, '')}`;
}

const instantParisFormat = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the French read it in Paris: « 25 novembre 2026 à 14 h 05 » (no-break spaces around the h). */
export function dateHeureLongue(instant: Date): string {
  const p = Object.fromEntries(instantParisFormat.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${dateLongue(`${p.year}-${p.month}-${p.day}`)} à ${Number(p.hour)}\u00a0h\u00a0${p.minute}`;
}
