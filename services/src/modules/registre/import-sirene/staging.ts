/**
 * Staging tables: one temporary table per file kind, emptied at every commit,
 * which a batch is loaded into (COPY on PostgreSQL) before the upsert reads it.
 * Values are checked in JS first, so loading a batch never fails on a value.
 */

// Keys use the target's char(n) type: a text key compared with a char(n)
// column is cast to text, and the unique index on the column goes unused.
export type TypeStaging = 'text' | 'date' | 'boolean' | 'bigint' | 'char(9)' | 'char(14)';

export interface ColonneStaging {
  nom: string;
  type: TypeStaging;
}

/** A line accepted by its mapper: its keys and the staging values (booleans 't'/'f'). */
export interface LigneLue {
  /** SIREN or SIRET: a key seen twice in one batch starts a new batch. */
  cle: string;
  /** The SIREN of a siège: at most one siège per unit in a batch. */
  cleSiege?: string | undefined;
  /** Reasons of the values set aside (stored as null, the line imported): reported with the rejections. */
  ecarts?: string[] | undefined;
  valeurs: Array<string | null>;
}

export interface TableStaging {
  nom: string;
  /** The loaded columns, `ligne` (the line number in the file) first. */
  colonnes: readonly ColonneStaging[];
}

export function tableStaging(nom: string, colonnes: readonly ColonneStaging[]): TableStaging {
  return { nom, colonnes: [{ nom: 'ligne', type: 'bigint' }, ...colonnes] };
}

export function sqlCreerStaging(table: TableStaging): string {
  const colonnes = table.colonnes.map(({ nom, type }) => `${nom} ${type}`).join(', ');
  return `CREATE TEMP TABLE IF NOT EXISTS ${table.nom} (${colonnes}) ON COMMIT DELETE ROWS`;
}

export function sqlCopy(table: TableStaging): string {
  return `COPY ${table.nom} (${table.colonnes.map(({ nom }) => nom).join(', ')}) FROM STDIN`;
}

const A_ECHAPPER = /[\\\t\n\r]/;
const echappements: Readonly<Record<string, string>> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** True when no value taken from this raw line can need a COPY escape. */
export function sansEchappement(texteBrut: string): boolean {
  return !A_ECHAPPER.test(texteBrut);
}

function echapper(champ: string): string {
  return A_ECHAPPER.test(champ) ? champ.replace(/[\\\t\n\r]/g, (c) => echappements[c] as string) : champ;
}

/**
 * One staging row in COPY text format, its line number first: tab-separated,
 * `\N` for NULL, backslash escapes; `propre` (see sansEchappement) skips the
 * per-value check. A batch keeps this one flat string per row rather than
 * the values: fewer objects outlive the young generation (garbage collection
 * took a third of the parse).
 */
export function ligneCopy(numero: number, valeurs: ReadonlyArray<string | null>, propre: boolean): string {
  const champs = new Array<string>(valeurs.length + 1);
  champs[0] = String(numero);
  for (let i = 0; i < valeurs.length; i++) {
    const valeur = valeurs[i] ?? null;
    champs[i + 1] = valeur === null ? '\\N' : propre ? valeur : echapper(valeur);
  }
  return champs.join('\t');
}

/** The rows as the body of COPY FROM STDIN. */
export function texteCopy(lignes: readonly string[]): string {
  return lignes.length === 0 ? '' : `${lignes.join('\n')}\n`;
}

const desechappements: Readonly<Record<string, string>> = { t: '\t', n: '\n', r: '\r' };

/** The values of a row written by ligneCopy, line number first. */
export function valeursCopy(ligne: string): Array<string | null> {
  return ligne
    .split('\t')
    .map((champ) => (champ === '\\N' ? null : champ.replace(/\\(.)/g, (_, c: string) => desechappements[c] ?? c)));
}

/**
 * Without COPY (PGlite through the Db interface): one INSERT of one text
 * array per column, cast in SQL (PGlite's parameter serializer wants Date
 * objects for date[]). Returns the statement and its parameters.
 */
export function insertionParTableaux(
  table: TableStaging,
  lignesCopy: readonly string[],
): { sql: string; parametres: Array<Array<string | null>> } {
  const lignes = lignesCopy.map(valeursCopy);
  const parametres = table.colonnes.map((_, colonne) => lignes.map((ligne) => ligne[colonne] ?? null));
  const tableaux = table.colonnes.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const alias = table.colonnes.map(({ nom }) => nom).join(', ');
  const valeurs = table.colonnes.map(({ nom, type }) => `${nom}::${type}`).join(', ');
  return {
    sql: `INSERT INTO ${table.nom} (${alias}) SELECT ${valeurs} FROM unnest(${tableaux}) AS u(${alias})`,
    parametres,
  };
}
