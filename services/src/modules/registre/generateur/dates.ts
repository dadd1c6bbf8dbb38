/**
 * Dates as whole days since 1970-01-01 (UTC): cheap to compare and shift,
 * formatted through a cache since millions of rows repeat the same days.
 */
export type Jour = number;

const MS_PAR_JOUR = 86_400_000;
// Days from 1900 to 2199 cover every date the registry holds.
const PREMIER_JOUR = -25_567;
const cache: (string | undefined)[] = [];

export function jour(iso: string): Jour {
  const ms = Date.parse(`${iso}T00:00:00Z`);
  if (Number.isNaN(ms)) throw new Error(`Date invalide : ${iso}`);
  return Math.round(ms / MS_PAR_JOUR);
}

export function jourDe(annee: number, mois: number, jourDuMois: number): Jour {
  return Math.round(Date.UTC(annee, mois - 1, jourDuMois) / MS_PAR_JOUR);
}

/** 'YYYY-MM-DD'. */
export function iso(j: Jour): string {
  let texte = cache[j - PREMIER_JOUR];
  if (texte === undefined) {
    texte = new Date(j * MS_PAR_JOUR).toISOString().slice(0, 10);
    if (j >= PREMIER_JOUR) cache[j - PREMIER_JOUR] = texte;
  }
  return texte;
}

export function annee(j: Jour): number {
  const texte = iso(j);
  return (
    (texte.charCodeAt(0) - 48) * 1000 +
    (texte.charCodeAt(1) - 48) * 100 +
    (texte.charCodeAt(2) - 48) * 10 +
    (texte.charCodeAt(3) - 48)
  );
}

/** The last closing date on 'MM-DD' that is ≤ `j`. */
export function derniereCloture(clotureMMJJ: string, j: Jour): Jour {
  const mois = Number(clotureMMJJ.slice(0, 2));
  const jourDuMois = Number(clotureMMJJ.slice(3, 5));
  const a = annee(j);
  const cetteAnnee = jourDe(a, mois, jourDuMois);
  return cetteAnnee <= j ? cetteAnnee : jourDe(a - 1, mois, jourDuMois);
}

/** The same calendar day one year earlier (28 Feb for a 29 Feb). */
export function anneePrecedente(j: Jour): Jour {
  const date = new Date(j * MS_PAR_JOUR);
  const mois = date.getUTCMonth();
  const jourDuMois = date.getUTCDate();
  const veille = jourDe(date.getUTCFullYear() - 1, mois + 1, jourDuMois);
  return mois === 1 && jourDuMois === 29 ? veille - 1 : veille;
}

/** The same calendar day `n` years later. */
export function plusAnnees(j: Jour, n: number): Jour {
  const date = new Date(j * MS_PAR_JOUR);
  return jourDe(date.getUTCFullYear() + n, date.getUTCMonth() + 1, date.getUTCDate());
}

/** "31/12/2023", for French labels. */
export function dateFrancaise(j: Jour): string {
  const [an, mois, jourDuMois] = iso(j).split('-');
  return `${jourDuMois}/${mois}/${an}`;
}
