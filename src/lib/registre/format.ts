/** French formatting of registry values, identical on the server and in the browser. */
const MOIS = [
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

/** Narrow no-break space, the French thousands separator. */
const NNBSP = '\u202f';

/** "2021-03-05" → "5 mars 2021" ("1er" for the first day). */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!match) return iso;
  const [, year, month, day] = match;
  const dayNumber = Number(day);
  return `${dayNumber === 1 ? '1er' : dayNumber} ${MOIS[Number(month) - 1]} ${year}`;
}

const HEURE_PARIS = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant as the French read it in Paris: "2026-11-25T13:05:00Z" → "25 novembre 2026 à 14 h 05"
 * (no-break spaces around the h). The same on the server and in the browser, whatever its time zone.
 */
export function formatDateHeure(iso: string | null | undefined): string {
  if (!iso) return '—';
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const p = Object.fromEntries(HEURE_PARIS.formatToParts(instant).map((part) => [part.type, part.value]));
  return `${formatDate(`${p.year}-${p.month}-${p.day}`)} à ${Number(p.hour)}\u00a0h\u00a0${p.minute}`;
}

/** Month (1–12) and year → "mars 1975"; year alone → "1975". */
export function formatMoisAnnee(mois: number | null, annee: number | null): string | null {
  if (annee === null) return null;
  return mois !== null && mois >= 1 && mois <= 12 ? `${MOIS[mois - 1]} ${annee}` : String(annee);
}

/** « né(e) en mars 1975 »: the day of birth is never published (month and year only). */
export function neEn(p: { moisNaissance: number | null; anneeNaissance: number | null }): string | null {
  const moisAnnee = formatMoisAnnee(p.moisNaissance, p.anneeNaissance);
  return moisAnnee ? `né(e) en ${moisAnnee}` : null;
}

export const nomDuMois = (mois: number) => MOIS[mois - 1] ?? '';

/** Integer with French thousands separators: 1234567 → "1 234 567". */
export function formatEntier(value: number): string {
  const sign = value < 0 ? '−' : '';
  const digits = Math.abs(Math.trunc(value)).toString();
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, NNBSP);
}

/** Amount with the currency: 1500 → "1 500 €"; cents only when there are some ("37 000,50 €"). */
export function formatMontant(value: number, devise = 'EUR'): string {
  const cents = Math.round(Math.abs(value) * 100) % 100;
  const whole = formatEntier(value < 0 ? Math.ceil(value) : Math.floor(value));
  const symbol = devise === 'EUR' ? '€' : devise === 'XPF' ? 'F CFP' : devise;
  return `${whole}${cents ? `,${String(cents).padStart(2, '0')}` : ''}\u00a0${symbol}`;
}

/** "31/12" style financial-year end: "31 décembre". */
export function formatCloture(cloture: { jour: number; mois: number } | null): string {
  if (!cloture) return '—';
  return `${cloture.jour === 1 ? '1er' : cloture.jour} ${nomDuMois(cloture.mois)}`;
}

/** Plural helper for counts shown in text: pluriel(3, 'établissement') → "3 établissements". */
export function pluriel(count: number, singulier: string, plurielForme = `${singulier}s`): string {
  return `${formatEntier(count)} ${count > 1 ? plurielForme : singulier}`;
}
