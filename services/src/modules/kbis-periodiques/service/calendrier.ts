/**
 * Issue dates of a periodic Kbis. Issue k is due on the start day + (k − 1) × frequence months,
 * always counted from the start day (not from the previous issue), so a subscription started on
 * 31 January issues on 28/29 February, then 31 March, not on the 28th for ever after.
 */

/** AAAA-MM-JJ + n months; a day past the end of the target month becomes its last day. */
export function ajouterMois(jour: string, mois: number): string {
  const [annee, m, j] = jour.split('-').map(Number) as [number, number, number];
  const total = m - 1 + mois;
  const anneeCible = annee + Math.floor(total / 12);
  const moisCible = ((total % 12) + 12) % 12;
  const dernier = new Date(Date.UTC(anneeCible, moisCible + 1, 0)).getUTCDate();
  return new Date(Date.UTC(anneeCible, moisCible, Math.min(j, dernier))).toISOString().slice(0, 10);
}

export function datePrevue(debut: string, rang: number, frequenceMois: number): string {
  return ajouterMois(debut, (rang - 1) * frequenceMois);
}

/**
 * When the issue of day `jour` is sent: 05:00 UTC that day (06:00 or 07:00 in Paris), so that it
 * is dated that French day whatever the season.
 */
export function instantEnvoi(jour: string): Date {
  return new Date(`${jour}T05:00:00Z`);
}
