import type { Prix } from '../schemas/paniers.js';

/**
 * Money is counted in integer cents: a figure read from the database as numeric is turned into
 * cents by PostgreSQL (`(prix * 100)::int`), sums and products stay integers, and euros appear
 * only in answers.
 */
export interface Centimes {
  ht: number;
  ttc: number;
}

export const ZERO: Centimes = { ht: 0, ttc: 0 };

export const ajouter = (a: Centimes, b: Centimes): Centimes => ({ ht: a.ht + b.ht, ttc: a.ttc + b.ttc });

export const multiplier = (a: Centimes, facteur: number): Centimes => ({ ht: a.ht * facteur, ttc: a.ttc * facteur });

/** SPEC §9: 2 decimals, a comma, a space between thousands: 123450 → « 1 234,50 ». */
export function formaterMontant(centimes: number): string {
  const signe = centimes < 0 ? '-' : '';
  const absolu = Math.abs(centimes);
  const euros = Math.floor(absolu / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${signe}${euros},${String(absolu % 100).padStart(2, '0')}`;
}

/** The answer's shape: euros as numbers (cents / 100) and as SPEC §9 strings; VAT = TTC − HT. */
export function prix({ ht, ttc }: Centimes): Prix {
  const tva = ttc - ht;
  return {
    devise: 'EUR',
    ht: ht / 100,
    tva: tva / 100,
    ttc: ttc / 100,
    ht_formate: formaterMontant(ht),
    tva_formate: formaterMontant(tva),
    ttc_formate: formaterMontant(ttc),
  };
}
