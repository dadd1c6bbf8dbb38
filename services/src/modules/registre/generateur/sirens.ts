import { cleLuhn } from '@portail/domaine';

// SIRENs from 300 000 000 up (the first digit of companies' SIRENs is 3 to 9):
// the 70 million 8-digit bases 30000000–99999999, each followed by its key.
const BASE_MINIMALE = 30_000_000;
const ETENDUE = 70_000_000;
// Prime to 70 000 000 (= 2^7 · 5^7 · 7), so i → (A·i + B) mod 70 000 000 is a
// permutation: consecutive companies get SIRENs scattered over the whole range.
const MULTIPLICATEUR = 39_916_801;
const LA_POSTE = 356_000_000;

/**
 * Unique Luhn-valid SIRENs, spread over the 9-digit space, never La Poste's
 * 356 000 000 nor any SIREN of `exclus` (the SIRENE rows already in the
 * database, sorted ascending).
 */
export class GenerateurSirens {
  private rang = 0;

  constructor(
    private readonly decalage: number,
    private readonly exclus: Int32Array = new Int32Array(0),
  ) {}

  suivant(): string {
    for (;;) {
      if (this.rang >= ETENDUE) throw new Error('Plus aucun SIREN disponible.');
      const base = BASE_MINIMALE + ((MULTIPLICATEUR * this.rang + this.decalage) % ETENDUE);
      this.rang++;
      const huit = String(base);
      const siren = Number(huit + cleLuhn(huit));
      if (siren !== LA_POSTE && !contient(this.exclus, siren)) return String(siren);
    }
  }
}

function contient(tries: Int32Array, valeur: number): boolean {
  let bas = 0;
  let haut = tries.length - 1;
  while (bas <= haut) {
    const milieu = (bas + haut) >>> 1;
    const v = tries[milieu] as number;
    if (v === valeur) return true;
    if (v < valeur) bas = milieu + 1;
    else haut = milieu - 1;
  }
  return false;
}

/** NIC of the `rang`-th establishment (1-based): 4-digit order number and the key that makes the SIRET valid. */
export function nic(siren: string, rang: number): string {
  const ordre = String(rang).padStart(4, '0');
  return ordre + cleLuhn(siren + ordre);
}
