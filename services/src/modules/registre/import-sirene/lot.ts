import type { Enregistrement } from './lecture-csv.js';
import { ligneCopy, sansEchappement, type LigneLue } from './staging.js';
import type { Rejet } from './suivi.js';

const LONGUEUR_EXTRAIT = 300;

export function extrait(texte: string): string {
  return texte.length > LONGUEUR_EXTRAIT ? `${texte.slice(0, LONGUEUR_EXTRAIT)}…` : texte;
}

/**
 * The keys of one batch. The stock files are sorted, so a key greater than the
 * last one cannot be a repeat: the keys go into a Set only once they stop
 * increasing (a Set lookup per line cost a tenth of the parse).
 */
class Cles {
  private readonly croissantes: string[] = [];
  private ensemble: Set<string> | undefined;

  contient(cle: string): boolean {
    if (this.ensemble === undefined) {
      const derniere = this.croissantes[this.croissantes.length - 1];
      if (derniere === undefined || cle > derniere) return false;
      this.ensemble = new Set(this.croissantes);
    }
    return this.ensemble.has(cle);
  }

  /** After contient(cle) answered false. */
  ajouter(cle: string): void {
    if (this.ensemble === undefined) this.croissantes.push(cle);
    else this.ensemble.add(cle);
  }
}

/**
 * The lines of one batch, committed together with the resume position. A key
 * (SIREN, SIRET, a unit's siège) seen twice cannot go into one upsert: the
 * batch ends before the repeat, so the later line wins as in file order.
 */
export class Lot {
  /** Staging rows in COPY text format, line number first (see ligneCopy). */
  readonly lignes: string[] = [];
  readonly numeros: number[] = [];
  readonly textes: string[] = [];
  readonly rejets: Rejet[] = [];
  /** Values set aside on lines of this batch (the lines are imported): reported with the rejections. */
  readonly ecarts: Rejet[] = [];
  lues = 0;
  derniereLigne = 0;
  octetFin = 0;
  private readonly cles = new Cles();
  private readonly sieges = new Cles();

  get taille(): number {
    return this.lignes.length + this.rejets.length;
  }

  /** False when the line repeats a key of this batch: it belongs to the next one. */
  admet(lue: LigneLue): boolean {
    return !this.cles.contient(lue.cle) && (lue.cleSiege === undefined || !this.sieges.contient(lue.cleSiege));
  }

  ajouter(enregistrement: Enregistrement, lue: LigneLue): void {
    this.cles.ajouter(lue.cle);
    if (lue.cleSiege !== undefined) this.sieges.ajouter(lue.cleSiege);
    this.lignes.push(ligneCopy(enregistrement.ligne, lue.valeurs, sansEchappement(enregistrement.texte)));
    this.numeros.push(enregistrement.ligne);
    this.textes.push(enregistrement.texte);
    for (const motif of lue.ecarts ?? []) {
      this.ecarts.push({ ligne: enregistrement.ligne, motif, extrait: extrait(enregistrement.texte) });
    }
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
