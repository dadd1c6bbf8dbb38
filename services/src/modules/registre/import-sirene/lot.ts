import type { Enregistrement } from './lecture-csv.js';
import { sansEchappement, type LigneLue } from './staging.js';
import type { Rejet } from './suivi.js';

const LONGUEUR_EXTRAIT = 300;

export function extrait(texte: string): string {
  return texte.length > LONGUEUR_EXTRAIT ? `${texte.slice(0, LONGUEUR_EXTRAIT)}…` : texte;
}

/**
 * The lines of one batch, committed together with the resume position. A key
 * (SIREN, SIRET, a unit's siège) seen twice cannot go into one upsert: the
 * batch ends before the repeat, so the later line wins as in file order.
 */
export class Lot {
  /** Staging rows, line number first. */
  readonly lignes: Array<Array<string | null>> = [];
  readonly numeros: number[] = [];
  readonly textes: string[] = [];
  /** Rows whose values need no COPY escaping. */
  readonly propres: boolean[] = [];
  readonly rejets: Rejet[] = [];
  lues = 0;
  derniereLigne = 0;
  octetFin = 0;
  private readonly cles = new Set<string>();

  get taille(): number {
    return this.lignes.length + this.rejets.length;
  }

  /** False when the line repeats a key of this batch: it belongs to the next one. */
  admet(lue: LigneLue): boolean {
    return !this.cles.has(lue.cle) && (lue.cleSiege === undefined || !this.cles.has(`siège ${lue.cleSiege}`));
  }

  ajouter(enregistrement: Enregistrement, lue: LigneLue): void {
    this.cles.add(lue.cle);
    if (lue.cleSiege !== undefined) this.cles.add(`siège ${lue.cleSiege}`);
    this.lignes.push([String(enregistrement.ligne), ...lue.valeurs]);
    this.numeros.push(enregistrement.ligne);
    this.textes.push(enregistrement.texte);
    this.propres.push(sansEchappement(enregistrement.texte));
    this.suivre(enregistrement);
  }

  rejeter(enregistrement: Enregistrement, motif: string): void {
    this.rejets.push({ ligne: enregistrement.ligne, motif, extrait: extrait(enregistrement.texte) });
    this.suivre(enregistrement);
  }

  /** The raw text of an accepted line, for a rejection decided by the database. */
  texte(ligne: number): string {
    // Line numbers grow through the batch: binary search.
    let [bas, haut] = [0, this.numeros.length - 1];
    while (bas <= haut) {
      const milieu = (bas + haut) >> 1;
      const numero = this.numeros[milieu] as number;
      if (numero === ligne) return this.textes[milieu] as string;
      if (numero < ligne) bas = milieu + 1;
      else haut = milieu - 1;
    }
    return '';
  }

  private suivre(enregistrement: Enregistrement): void {
    this.lues++;
    this.derniereLigne = enregistrement.ligne;
    this.octetFin = enregistrement.octetFin;
  }
}
