/**
 * Rows in PostgreSQL's COPY text format: tab-separated, \N for NULL,
 * backslash, tab, newline and carriage return escaped.
 */
export type Valeur = string | number | boolean | null;

const A_ECHAPPER = /[\\\t\n\r]/;

function champ(valeur: Valeur): string {
  if (valeur === null) return '\\N';
  if (typeof valeur === 'string') {
    return A_ECHAPPER.test(valeur)
      ? valeur.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r')
      : valeur;
  }
  if (typeof valeur === 'boolean') return valeur ? 't' : 'f';
  return String(valeur);
}

/** The rows of one table for the current batch. */
export class TableCopie {
  private texte = '';
  private lignes = 0;
  /** Rows written since the start of the run. */
  total = 0;

  constructor(
    readonly table: string,
    readonly colonnes: readonly string[],
  ) {}

  ajouter(valeurs: readonly Valeur[]): void {
    let ligne = champ(valeurs[0] ?? null);
    for (let i = 1; i < valeurs.length; i++) ligne += '\t' + champ(valeurs[i] ?? null);
    this.texte += ligne + '\n';
    this.lignes++;
    this.total++;
  }

  get enAttente(): number {
    return this.lignes;
  }

  /** The batch as COPY text, and a fresh buffer. */
  vider(): string {
    const texte = this.texte;
    this.texte = '';
    this.lignes = 0;
    return texte;
  }
}
