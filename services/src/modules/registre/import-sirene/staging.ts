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
  valeurs: Array<string | null>;
}

export interface TableStaging {
  nom: string;
  /** The loaded columns, `ligne` (the line number in the file) first. */
  colonnes: readonly ColonneStaging[];
  /** Columns the SQL fills after loading (e.g. the resolved company id). */
  calculees: readonly ColonneStaging[];
}

export function tableStaging(
  nom: string,
  colonnes: readonly ColonneStaging[],
  calculees: readonly ColonneStaging[] = [],
): TableStaging {
  return { nom, colonnes: [{ nom: 'ligne', type: 'bigint' }, ...colonnes], calculees };
}

export function sqlCreerStaging(table: TableStaging): string {
  const colonnes = [...table.colonnes, ...table.calculees].map(({ nom, type }) => `${nom} ${type}`).join(', ');
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

function echapper(champ: string | null): string {
  if (champ === null) return '\\N';
  return A_ECHAPPER.test(champ) ? champ.replace(/[\\\t\n\r]/g, (c) => echappements[c] as string) : champ;
}

/**
 * Rows in COPY text format: tab-separated, `\N` for NULL, backslash escapes.
 * Rows flagged in `propres` (see sansEchappement) skip the per-value check,
 * the costliest part of this function.
 */
export function texteCopy(lignes: ReadonlyArray<ReadonlyArray<string | null>>, propres?: readonly boolean[]): string {
  const texte: string[] = new Array<string>(lignes.length + 1);
  for (let i = 0; i < lignes.length; i++) {
    const ligne = lignes[i] as ReadonlyArray<string | null>;
    texte[i] = propres?.[i] === true ? ligne.map((champ) => champ ?? '\\N').join('\t') : ligne.map(echapper).join('\t');
  }
  texte[lignes.length] = '';
  return texte.join('\n');
}

/**
 * Without COPY (PGlite through the Db interface): one INSERT of one text
 * array per column, cast in SQL (PGlite's parameter serializer wants Date
 * objects for date[]). Returns the statement and its parameters.
 */
export function insertionParTableaux(
  table: TableStaging,
  lignes: ReadonlyArray<ReadonlyArray<string | null>>,
): { sql: string; parametres: Array<Array<string | null>> } {
  const parametres = table.colonnes.map((_, colonne) => lignes.map((ligne) => ligne[colonne] ?? null));
  const tableaux = table.colonnes.map((_, i) => `$${i + 1}::text[]`).join(', ');
  const alias = table.colonnes.map(({ nom }) => nom).join(', ');
  const valeurs = table.colonnes.map(({ nom, type }) => `${nom}::${type}`).join(', ');
  return {
    sql: `INSERT INTO ${table.nom} (${alias}) SELECT ${valeurs} FROM unnest(${tableaux}) AS u(${alias})`,
    parametres,
  };
}
