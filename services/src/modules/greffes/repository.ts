import type { Queryable, Transaction } from '../../db/index.js';
import type { TypeGreffe } from './schemas.js';

export interface GreffeRow {
  code: string;
  nom: string;
  type: TypeGreffe;
  ville: string;
  departement_code: string;
  departement_nom: string;
  [column: string]: unknown;
}

const SELECT_GREFFES = `
  SELECT g.code, g.nom, g.type, g.ville, d.code AS departement_code, d.nom AS departement_nom
  FROM greffes g
  JOIN departements d ON d.code = g.departement_code`;

// Accent- and case-insensitive, with a byte-wise collation so that PGlite and
// every PostgreSQL server (whatever its locale) return the same order.
const BY_NAME = 'ORDER BY unaccent(lower(g.nom)) COLLATE "C", g.code';

export async function findGreffes(db: Queryable, filter: { departement?: string }): Promise<GreffeRow[]> {
  const { rows } = await db.query<GreffeRow>(
    `${SELECT_GREFFES} WHERE $1::text IS NULL OR g.departement_code = $1 ${BY_NAME}`,
    [filter.departement ?? null],
  );
  return rows;
}

export async function findGreffeByCode(db: Queryable, code: string): Promise<GreffeRow | undefined> {
  const { rows } = await db.query<GreffeRow>(`${SELECT_GREFFES} WHERE g.code = $1`, [code]);
  return rows[0];
}

/** Inserts or corrects départements; returns how many rows changed. */
export async function upsertDepartements(
  db: Queryable,
  departements: ReadonlyArray<{ code: string; nom: string }>,
  tx?: Transaction,
): Promise<number> {
  const { rowCount } = await (tx ?? db).query(
    `INSERT INTO departements (code, nom)
     SELECT * FROM unnest($1::text[], $2::text[])
     ON CONFLICT (code) DO UPDATE SET nom = excluded.nom
     WHERE departements.nom IS DISTINCT FROM excluded.nom`,
    [departements.map((d) => d.code), departements.map((d) => d.nom)],
  );
  return rowCount;
}

/** Inserts or corrects greffes (départements first); returns how many rows changed. */
export async function upsertGreffes(
  db: Queryable,
  greffes: ReadonlyArray<{ code: string; nom: string; type: TypeGreffe; ville: string; departement: string }>,
  tx?: Transaction,
): Promise<number> {
  const { rowCount } = await (tx ?? db).query(
    `INSERT INTO greffes (code, nom, type, ville, departement_code)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[])
     ON CONFLICT (code) DO UPDATE
       SET nom = excluded.nom, type = excluded.type, ville = excluded.ville,
           departement_code = excluded.departement_code
     WHERE (greffes.nom, greffes.type, greffes.ville, greffes.departement_code)
       IS DISTINCT FROM (excluded.nom, excluded.type, excluded.ville, excluded.departement_code)`,
    [
      greffes.map((g) => g.code),
      greffes.map((g) => g.nom),
      greffes.map((g) => g.type),
      greffes.map((g) => g.ville),
      greffes.map((g) => g.departement),
    ],
  );
  return rowCount;
}
