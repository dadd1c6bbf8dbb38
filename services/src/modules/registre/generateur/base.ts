import type { Queryable } from '../../../db/index.js';
import { supprimerIndexSecondaires } from '../../../db/index-secondaires.js';
import { tablesAvecId, type TableAvecId } from './tables.js';

/** The database already holds a generated registry and --replace was not given. */
export class RegistreDejaGenere extends Error {
  constructor(readonly entreprises: number) {
    super(
      `La base contient déjà ${entreprises.toLocaleString('fr-FR')} entreprises générées. ` +
        'Relancez avec --replace pour les remplacer (les données SIRENE ne sont jamais modifiées).',
    );
    this.name = 'RegistreDejaGenere';
  }
}

// Registry tables holding generated rows, dependants first.
const TABLES_DU_REGISTRE = [
  // The dossiers of the generated companies and the accounts' follows of them go with them.
  'formalites_suivies',
  'formalites_etapes',
  'formalites',
  'affaires_decisions',
  'affaires_audiences',
  'affaires_parties',
  'affaires',
  'gages_mentions',
  'gages',
  'evenements_registre',
  'inscriptions',
  'documents',
  'jugements',
  'procedures_collectives',
  'chiffres_cles',
  'fonctions',
  'etablissements',
  'entreprises',
  'personnes_physiques',
];

export async function compterGeneres(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM entreprises WHERE source = 'GENERATEUR'`,
  );
  return rows[0]?.n ?? 0;
}

// Natural persons holding no mandate, as a set difference (hashed: an OR in a
// NOT EXISTS would scan the mandates once per person).
const PERSONNES_SANS_MANDAT = `
  SELECT id FROM personnes_physiques
  EXCEPT SELECT personne_physique_id FROM fonctions
  EXCEPT SELECT representant_id FROM fonctions`;

/**
 * Removes the previously generated registry, inside the caller's transaction.
 * Only companies whose source is 'GENERATEUR' go, with what hangs on them
 * (ON DELETE CASCADE), and the natural persons only they referenced.
 * When they are the only companies, the tables are truncated instead (much
 * faster at a million companies) unless another table references them.
 */
export async function supprimerGeneres(tx: Queryable): Promise<void> {
  const { rows } = await tx.query<{ autres: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM entreprises WHERE source <> 'GENERATEUR')
         OR EXISTS (${PERSONNES_SANS_MANDAT}) AS autres`,
  );
  if (!rows[0]?.autres) {
    await tx.exec('SAVEPOINT avant_truncate');
    try {
      await tx.exec(`TRUNCATE ${TABLES_DU_REGISTRE.join(', ')}`);
      return;
    } catch {
      // Another module's table references these ones: delete row by row below.
      await tx.exec('ROLLBACK TO SAVEPOINT avant_truncate');
    }
  }
  await tx.exec(`
    CREATE TEMPORARY TABLE personnes_generees ON COMMIT DROP AS
      SELECT f.personne_physique_id AS id FROM fonctions f JOIN entreprises e ON e.id = f.entreprise_id
      WHERE e.source = 'GENERATEUR' AND f.personne_physique_id IS NOT NULL
      UNION
      SELECT f.representant_id FROM fonctions f JOIN entreprises e ON e.id = f.entreprise_id
      WHERE e.source = 'GENERATEUR' AND f.representant_id IS NOT NULL`);
  // The court cases of generated companies, whatever the other parties: the parties would go with
  // the companies (cascade), the cases would stay behind without them.
  await tx.query(
    `DELETE FROM affaires WHERE id IN (
       SELECT p.affaire_id FROM affaires_parties p JOIN entreprises e ON e.id = p.entreprise_id
       WHERE e.source = 'GENERATEUR')`,
  );
  // Mandates first: a generated company may be an officer of another one, and
  // the cascade would not remove its mandates before checking that reference.
  await tx.query(
    `DELETE FROM fonctions f USING entreprises e WHERE e.id = f.entreprise_id AND e.source = 'GENERATEUR'`,
  );
  await tx.query(`DELETE FROM entreprises WHERE source = 'GENERATEUR'`);
  await tx.query(
    `DELETE FROM personnes_physiques p
     USING (SELECT id FROM personnes_generees INTERSECT (${PERSONNES_SANS_MANDAT})) orphelines
     WHERE p.id = orphelines.id`,
  );
}

/** The first free id of each table (after SIRENE rows and anything else). */
export async function premiersIds(db: Queryable): Promise<Record<TableAvecId, number>> {
  const colonnes = tablesAvecId.map((table) => `(SELECT coalesce(max(id), 0) + 1 FROM ${table}) AS ${table}`);
  const { rows } = await db.query<Record<TableAvecId, string | number>>(`SELECT ${colonnes.join(', ')}`);
  const ligne = rows[0] ?? {};
  return Object.fromEntries(tablesAvecId.map((table) => [table, Number(ligne[table as keyof typeof ligne])])) as Record<
    TableAvecId,
    number
  >;
}

/** Moves the identity sequences past the generated ids, for the importers that rely on them. */
export async function avancerSequences(tx: Queryable): Promise<void> {
  for (const table of tablesAvecId) {
    await tx.query(
      `SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT coalesce(max(id), 0) + 1 FROM ${table}), false)`,
    );
  }
}

/**
 * The SIRENs already taken by SIRENE rows (or by any row, `toutes`), sorted, so that generated ones
 * avoid them.
 */
export async function sirensSirene(db: Queryable, toutes = false): Promise<Int32Array> {
  let valeurs = new Int32Array(0);
  let taille = 0;
  let apres = '';
  for (;;) {
    const { rows } = await db.query<{ siren: string }>(
      `SELECT siren FROM entreprises WHERE (source = 'SIRENE' OR $2) AND siren > $1 ORDER BY siren LIMIT 100000`,
      [apres, toutes],
    );
    if (rows.length === 0) return valeurs.subarray(0, taille);
    if (taille + rows.length > valeurs.length) {
      const agrandi = new Int32Array(Math.max(2 * valeurs.length, taille + rows.length));
      agrandi.set(valeurs.subarray(0, taille));
      valeurs = agrandi;
    }
    for (const row of rows) valeurs[taille++] = Number(row.siren);
    apres = rows[rows.length - 1]?.siren ?? apres;
  }
}

/**
 * Skips the per-row foreign-key triggers for the bulk load (the technique of
 * pg_restore --disable-triggers): only for a superuser, and only when no
 * trigger of another module sits on the tables, since replica mode would skip
 * it too. verifierReferences() then checks every reference in one pass.
 * Returns whether the checks were suspended.
 */
export async function suspendreControlesParLigne(tx: Queryable, tables: readonly string[]): Promise<boolean> {
  const { rows } = await tx.query<{ superutilisateur: boolean; declencheurs: number }>(
    `SELECT coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = current_user), false) AS superutilisateur,
            (SELECT count(*)::int FROM pg_trigger WHERE NOT tgisinternal AND tgrelid = ANY($1::regclass[])) AS declencheurs`,
    [tables],
  );
  if (!rows[0]?.superutilisateur || rows[0].declencheurs > 0) return false;
  await tx.exec('SET LOCAL session_replication_role = replica');
  return true;
}

// [table, column, referenced table, referenced column, id column bounding the generated rows]
const REFERENCES: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['entreprises', 'greffe_code', 'greffes', 'code', 'id'],
  ['etablissements', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['fonctions', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['fonctions', 'personne_physique_id', 'personnes_physiques', 'id', 'id'],
  ['fonctions', 'personne_morale_entreprise_id', 'entreprises', 'id', 'id'],
  ['fonctions', 'representant_id', 'personnes_physiques', 'id', 'id'],
  ['chiffres_cles', 'entreprise_id', 'entreprises', 'id', 'entreprise_id'],
  ['procedures_collectives', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['procedures_collectives', 'greffe_code', 'greffes', 'code', 'id'],
  ['jugements', 'procedure_id', 'procedures_collectives', 'id', 'id'],
  ['documents', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['inscriptions', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['inscriptions', 'greffe_code', 'greffes', 'code', 'id'],
  ['evenements_registre', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['gages', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['gages', 'greffe_code', 'greffes', 'code', 'id'],
  ['gages_mentions', 'gage_id', 'gages', 'id', 'id'],
  ['affaires', 'greffe_code', 'greffes', 'code', 'id'],
  ['affaires', 'procedure_id', 'procedures_collectives', 'id', 'id'],
  ['affaires_parties', 'affaire_id', 'affaires', 'id', 'id'],
  ['affaires_parties', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['affaires_audiences', 'affaire_id', 'affaires', 'id', 'id'],
  ['affaires_decisions', 'affaire_id', 'affaires', 'id', 'id'],
  ['affaires_decisions', 'jugement_id', 'jugements', 'id', 'id'],
  ['formalites', 'greffe_code', 'greffes', 'code', 'id'],
  ['formalites', 'entreprise_id', 'entreprises', 'id', 'id'],
  ['formalites_etapes', 'formalite_id', 'formalites', 'id', 'id'],
  ['evenements_registre', 'formalite_id', 'formalites', 'id', 'id'],
];

/** Every reference of the generated rows points at an existing row; throws otherwise. */
export async function verifierReferences(tx: Queryable, premiers: Record<TableAvecId, number>): Promise<void> {
  const premier = (table: string, colonne: string) =>
    colonne === 'entreprise_id' ? premiers.entreprises : premiers[table as TableAvecId];
  const comptes = REFERENCES.map(
    ([table, colonne, cible, cle, borne]) =>
      `(SELECT count(*) FROM ${table} t WHERE t.${borne} >= ${premier(table, borne)} AND t.${colonne} IS NOT NULL
         AND NOT EXISTS (SELECT 1 FROM ${cible} c WHERE c.${cle} = t.${colonne}))`,
  );
  const { rows } = await tx.query<{ orphelines: string }>(`SELECT ${comptes.join(' + ')} AS orphelines`);
  const orphelines = Number(rows[0]?.orphelines ?? 0);
  if (orphelines > 0) throw new Error(`Génération incohérente : ${orphelines} référence(s) vers des lignes absentes.`);
}

/**
 * On an empty registry, the secondary indexes of the tables are dropped for
 * the load and rebuilt at the end (a sorted build costs far less than
 * millions of random inserts). Indexes backing a constraint (primary keys,
 * unique SIREN/SIRET) stay. Returns the definitions to replay, [] when the
 * registry was not empty. The tables are locked until the commit, as the
 * truncation of --replace locks them anyway.
 */
export async function suspendreIndex(tx: Queryable, tables: readonly string[]): Promise<string[]> {
  const { rows: vide } = await tx.query<{ vide: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM entreprises) AND NOT EXISTS (SELECT 1 FROM personnes_physiques) AS vide`,
  );
  if (!vide[0]?.vide) return [];
  return supprimerIndexSecondaires(tx, tables);
}
