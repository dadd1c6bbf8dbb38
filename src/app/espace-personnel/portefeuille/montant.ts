/** The top-up amount (README: « montant » in euros, 10 to 5 000), read from what the user typed. */

export const MONTANT_MIN = 10;
export const MONTANT_MAX = 5000;

export const messagesMontant = {
  requis: 'Saisissez le montant à recharger.',
  format: 'Saisissez un montant en euros, par exemple 50 ou 49,90.',
  bornes: 'Le montant doit être compris entre 10\u00a0€ et 5\u202f000\u00a0€.',
} as const;

/** « 49,90 », « 1 000 », « 50 € » → euros; or the message saying what is wrong. */
export function lireMontant(saisie: string): { montant: number } | { erreur: string } {
  const texte = saisie
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/€$/, '')
    .replace(',', '.');
  if (!texte) return { erreur: messagesMontant.requis };
  if (!/^\d+(\.\d{1,2})?$/.test(texte)) return { erreur: messagesMontant.format };
  const montant = Number(texte);
  if (montant < MONTANT_MIN || montant > MONTANT_MAX) return { erreur: messagesMontant.bornes };
  return { montant };
}

/**
 * The balance before leaving for the provider, kept for the return: the page then waits for the
 * balance to move away from it (a notification may arrive after the browser is back).
 */
const CLE = 'greffeo.rechargement';

export interface RechargementEnCours {
  idCompte: number;
  soldeAvant: number;
}

export function memoriserRechargement(rechargement: RechargementEnCours): void {
  try {
    window.sessionStorage.setItem(CLE, JSON.stringify(rechargement));
  } catch {
    // Storage refused (private mode): the page compares with the balance it first reads.
  }
}

export function lireRechargement(idCompte: number): RechargementEnCours | null {
  try {
    const valeur = JSON.parse(window.sessionStorage.getItem(CLE) ?? 'null') as Partial<RechargementEnCours> | null;
    return valeur?.idCompte === idCompte && typeof valeur.soldeAvant === 'number'
      ? { idCompte, soldeAvant: valeur.soldeAvant }
      : null;
  } catch {
    return null;
  }
}

export function oublierRechargement(): void {
  try {
    window.sessionStorage.removeItem(CLE);
  } catch {
    // Nothing kept.
  }
}
