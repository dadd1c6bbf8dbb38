import type { Queryable } from '../../../db/index.js';
import type { CommuneReference, DepartementReference } from './communes.js';
import type { FormeJuridiqueReference } from './formes-juridiques.js';
import type { NafReference } from './naf.js';

export interface VersionReference {
  empreinte: string;
  lignes: number;
}

export async function lireVersions(db: Queryable): Promise<Map<string, VersionReference>> {
  const { rows } = await db.query<{ jeu: string; empreinte: string; lignes: number }>(
    'SELECT jeu, empreinte, lignes FROM reference_versions',
  );
  return new Map(rows.map((row) => [row.jeu, { empreinte: row.empreinte, lignes: row.lignes }]));
}

export async function enregistrerVersion(tx: Queryable, jeu: string, version: VersionReference): Promise<void> {
  await tx.query(
    `INSERT INTO reference_versions (jeu, empreinte, lignes) VALUES ($1, $2, $3)
     ON CONFLICT (jeu) DO UPDATE SET empreinte = excluded.empreinte, lignes = excluded.lignes, charge_le = now()`,
    [jeu, version.empreinte, version.lignes],
  );
}

/** Row counts of the tables, for the cheap "nothing was removed by hand" check. */
export async function compterLignes(db: Queryable, departements: readonly string[]): Promise<Record<string, number>> {
  const { rows } = await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM departements WHERE code = ANY($1::text[])) AS departements,
            (SELECT count(*)::int FROM communes) AS communes,
            (SELECT count(*)::int FROM naf) AS naf,
            (SELECT count(*)::int FROM formes_juridiques) AS formes_juridiques`,
    [departements],
  );
  return rows[0] ?? {};
}

/** Inserts or corrects départements; returns how many rows changed. */
export async function upsertDepartements(tx: Queryable, rows: readonly DepartementReference[]): Promise<number> {
  const { rowCount } = await tx.query(
    `INSERT INTO departements (code, nom)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (code) DO UPDATE SET nom = excluded.nom
     WHERE departements.nom IS DISTINCT FROM excluded.nom`,
    [rows.map((row) => row.code), rows.map((row) => row.nom)],
  );
  return rowCount;
}

/** Inserts or corrects communes and removes those no longer current; returns how many rows changed. */
export async function synchroniserCommunes(tx: Queryable, rows: readonly CommuneReference[]): Promise<number> {
  const codes = rows.map((row) => row.code);
  const removed = await tx.query('DELETE FROM communes WHERE NOT (code = ANY($1::text[]))', [codes]);
  // Postal codes travel as 'a,b' strings: unnest() would flatten a text[][] parameter.
  const { rowCount } = await tx.query(
    `INSERT INTO communes (code, nom, nom_normalise, departement_code, codes_postaux, population, greffe_code)
     SELECT code, nom, nom_normalise, departement_code, string_to_array(codes_postaux, ','), population, greffe_code
     FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::text[])
       AS source (code, nom, nom_normalise, departement_code, codes_postaux, population, greffe_code)
     ON CONFLICT (code) DO UPDATE
       SET nom = excluded.nom, nom_normalise = excluded.nom_normalise, departement_code = excluded.departement_code,
           codes_postaux = excluded.codes_postaux, population = excluded.population, greffe_code = excluded.greffe_code
     WHERE (communes.nom, communes.nom_normalise, communes.departement_code, communes.codes_postaux,
            communes.population, communes.greffe_code)
       IS DISTINCT FROM (excluded.nom, excluded.nom_normalise, excluded.departement_code, excluded.codes_postaux,
                         excluded.population, excluded.greffe_code)`,
    [
      codes,
      rows.map((row) => row.nom),
      rows.map((row) => row.nom_normalise),
      rows.map((row) => row.departement_code),
      rows.map((row) => row.codes_postaux.join(',')),
      rows.map((row) => row.population),
      rows.map((row) => row.greffe_code),
    ],
  );
  return removed.rowCount + rowCount;
}

/** Inserts or corrects NAF codes and removes unknown ones; returns how many rows changed. */
export async function synchroniserNaf(tx: Queryable, rows: readonly NafReference[]): Promise<number> {
  const codes = rows.map((row) => row.code);
  const removed = await tx.query('DELETE FROM naf WHERE NOT (code = ANY($1::text[]))', [codes]);
  const { rowCount } = await tx.query(
    `INSERT INTO naf (code, libelle, niveau, division)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
     ON CONFLICT (code) DO UPDATE
       SET libelle = excluded.libelle, niveau = excluded.niveau, division = excluded.division
     WHERE (naf.libelle, naf.niveau, naf.division) IS DISTINCT FROM (excluded.libelle, excluded.niveau, excluded.division)`,
    [codes, rows.map((row) => row.libelle), rows.map((row) => row.niveau), rows.map((row) => row.division)],
  );
  return removed.rowCount + rowCount;
}

/** Inserts or corrects legal forms and removes unknown ones; returns how many rows changed. */
export async function synchroniserFormesJuridiques(
  tx: Queryable,
  rows: readonly FormeJuridiqueReference[],
): Promise<number> {
  const codes = rows.map((row) => row.code);
  const removed = await tx.query('DELETE FROM formes_juridiques WHERE NOT (code = ANY($1::text[]))', [codes]);
  const { rowCount } = await tx.query(
    `INSERT INTO formes_juridiques (code, libelle, libelle_court)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (code) DO UPDATE SET libelle = excluded.libelle, libelle_court = excluded.libelle_court
     WHERE (formes_juridiques.libelle, formes_juridiques.libelle_court)
       IS DISTINCT FROM (excluded.libelle, excluded.libelle_court)`,
    [codes, rows.map((row) => row.libelle), rows.map((row) => row.libelle_court)],
  );
  return removed.rowCount + rowCount;
}
