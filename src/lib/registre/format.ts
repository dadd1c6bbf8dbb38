/**
 * French formatting of registry values, identical on the server and in the browser. Month names,
 * the Paris calendar and the thousands separators come from the domain package; the site adds its
 * « — » for an unknown value.
 */
import {
  dateHeureLongue,
  dateLongue,
  formaterEntier,
  formaterMontantDevise,
  jourEtMois,
  moisAnnee,
  nomDuMois,
} from '@portail/domaine';

export { nomDuMois };

/** "2021-03-05" → "5 mars 2021" ("1er" for the first day). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? dateLongue(match[0]) : iso;
}

/**
 * An instant as the French read it in Paris: "2026-11-25T13:05:00Z" → "25 novembre 2026 à 14 h 05"
 * (no-break spaces around the h). The same on the server and in the browser, whatever its time zone.
 */
export function formatDateHeure(iso: string | null | undefined): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : dateHeureLongue(instant);
}

/** Month (1–12) and year → "mars 1975"; year alone → "1975". */
export const formatMoisAnnee = moisAnnee;

/** « né(e) en mars 1975 »: the day of birth is never published (month and year only). */
export function neEn(p: { mois_naissance: number | null; annee_naissance: number | null }): string | null {
  const moisAnnee = formatMoisAnnee(p.mois_naissance, p.annee_naissance);
  return moisAnnee ? `né(e) en ${moisAnnee}` : null;
}

/** Integer with French thousands separators: 1234567 → "1 234 567". */
export const formatEntier = formaterEntier;

/** Amount with the currency: 1500 → "1 500 €"; cents only when there are some ("37 000,50 €"). */
export const formatMontant: (value: number, devise?: string) => string = formaterMontantDevise;

/** "31/12" style financial-year end: "31 décembre". */
export function formatCloture(cloture: { jour: number; mois: number } | null): string {
  if (!cloture) return '—';
  return jourEtMois(cloture.jour, cloture.mois);
}

/** Plural helper for counts shown in text: pluriel(3, 'établissement') → "3 établissements". */
export function pluriel(count: number, singulier: string, plurielForme = `${singulier}s`): string {
  return `${formatEntier(count)} ${count > 1 ? plurielForme : singulier}`;
}
