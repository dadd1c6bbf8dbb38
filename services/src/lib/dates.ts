// Account dates are French calendar days: "today" is today in Paris, not on the server's clock.
const jourParis = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** AAAA-MM-JJ of `instant` in Paris. */
export function aujourdhui(instant: Date = new Date()): string {
  return jourParis.format(instant);
}

/** The day after an AAAA-MM-JJ date. */
export function lendemain(date: string): string {
  const jour = new Date(`${date}T00:00:00Z`);
  jour.setUTCDate(jour.getUTCDate() + 1);
  return jour.toISOString().slice(0, 10);
}

/** AAAA-MM-JJ → JJ/MM/AAAA, for messages. */
export function dateFrancaise(date: string): string {
  const [annee, mois, jour] = date.split('-');
  return `${jour}/${mois}/${annee}`;
}
