/**
 * Money. Amounts are counted in integer cents: sums and products stay integers, euros appear only
 * when shown. One grouping of thousands for every format below; each format keeps the space it has
 * always used (ordinary in the SPEC §9 strings the services answer with, non-breaking in PDFs and
 * before a currency sign, narrow non-breaking in the site's figures).
 */

/** Ordinary space: SPEC §9 figures (« 1 234,50 »). */
export const ESPACE = ' ';
/** No-break space: before a currency sign, inside PDF figures. */
export const ESPACE_INSECABLE = '\u00a0';
/** Narrow no-break space: the French thousands separator of typography (and of `Intl` fr-FR). */
export const ESPACE_FINE_INSECABLE = '\u202f';

/** The digits of a non-negative integer grouped by three: (1234567, ' ') → « 1 234 567 ». */
export function grouperMilliers(entier: number, separateur: string): string {
  return entier.toString().replace(/\B(?=(\d{3})+(?!\d))/g, separateur);
}

/** Integer with French thousands separators (narrow no-break spaces): 1234567 → « 1 234 567 », minus sign « − ». */
export function formaterEntier(valeur: number): string {
  const signe = valeur < 0 ? '−' : '';
  return signe + grouperMilliers(Math.abs(Math.trunc(valeur)), ESPACE_FINE_INSECABLE);
}

/** Amounts in cents, before and after VAT. */
export interface Centimes {
  ht: number;
  ttc: number;
}

export const ZERO: Centimes = { ht: 0, ttc: 0 };

export const ajouter = (a: Centimes, b: Centimes): Centimes => ({ ht: a.ht + b.ht, ttc: a.ttc + b.ttc });

export const multiplier = (a: Centimes, facteur: number): Centimes => ({ ht: a.ht * facteur, ttc: a.ttc * facteur });

/** Euros (a float) → cents, without the float's noise (3.2 → 320). */
export const centimesDeEuros = (euros: number): number => Math.round(euros * 100);

/** SPEC §9: 2 decimals, a comma, a space between thousands: 123450 → « 1 234,50 », -5 → « -0,05 ». */
export function formaterMontant(centimes: number): string {
  const signe = centimes < 0 ? '-' : '';
  const absolu = Math.abs(centimes);
  return `${signe}${grouperMilliers(Math.floor(absolu / 100), ESPACE)},${String(absolu % 100).padStart(2, '0')}`;
}

/** A SPEC §9 string (« 3,20 », « 1 234,50 », « 12 ») → cents; null when it cannot be read. */
export function centimesDeMontant(montant: string): number | null {
  const texte = montant.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^\d+(,\d{1,2})?$/.test(texte)) return null;
  const [entiers = '0', decimales = ''] = texte.split(',');
  return Number(entiers) * 100 + Number(decimales.padEnd(2, '0'));
}

/** A price as the services answer it (SPEC §9): euros as numbers and as strings; VAT = TTC − HT. */
export interface Prix {
  devise: 'EUR';
  ht: number;
  tva: number;
  ttc: number;
  ht_formate: string;
  tva_formate: string;
  ttc_formate: string;
}

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

/** A SPEC §9 string kept on one line: its spaces become no-break spaces. */
export const insecable = (formate: string): string => formate.replace(/ /g, ESPACE_INSECABLE);

/** Cents → « 1 234,50 » with no-break spaces (PDF figures). */
export const formaterMontantInsecable = (centimes: number): string => insecable(formaterMontant(centimes));

/** Euros → « 1 234,50 € », never split across lines (PDF figures). */
export const eurosInsecables = (montant: number): string =>
  `${formaterMontantInsecable(centimesDeEuros(montant))}${ESPACE_INSECABLE}€`;

/** A SPEC §9 amount string (« 1 234,50 ») → « 1 234,50 € » on one line, with its sign. */
export const montantFormateInsecable = (formate: string): string => `${insecable(formate)}${ESPACE_INSECABLE}€`;

/** Whole euros → « 1 450 000 € » (no-break spaces). */
export function eurosEntiers(montant: number): string {
  const signe = montant < 0 ? '-' : '';
  return `${signe}${grouperMilliers(Math.round(Math.abs(montant)), ESPACE_INSECABLE)}${ESPACE_INSECABLE}€`;
}

/** The sign written after an amount: « € », « F CFP » for New Caledonia's XPF, else the ISO code. */
export const symboleDevise = (devise: string): string => (devise === 'EUR' ? '€' : devise === 'XPF' ? 'F CFP' : devise);

/**
 * An amount with its currency, cents only when there are some: 1500 → « 1 500 € »,
 * 37000.5 → « 37 000,50 € », 150000 XPF → « 150 000 F CFP » (narrow no-break thousands).
 */
export function formaterMontantDevise(valeur: number, devise = 'EUR'): string {
  const cents = Math.round(Math.abs(valeur) * 100) % 100;
  const entier = formaterEntier(valeur < 0 ? Math.ceil(valeur) : Math.floor(valeur));
  return `${entier}${cents ? `,${String(cents).padStart(2, '0')}` : ''}${ESPACE_INSECABLE}${symboleDevise(devise)}`;
}

const eurosFrFr = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** `Intl.NumberFormat('fr-FR')` in euros, 2 decimals, no-break spaces only: 3.2 → « 3,20 € ». */
export const eurosIntl = (montant: number): string => eurosFrFr.format(montant).replace(/\u202f/g, ESPACE_INSECABLE);
