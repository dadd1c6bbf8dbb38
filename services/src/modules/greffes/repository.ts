import type { Queryable, Transaction } from '../../db/index.js';
import { REGISTRE_NC, type Region } from '@portail/domaine';
import type { TypeGreffe } from '@portail/contrat/greffes';

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

// The search form of a name in SQL, as normaliserNom() writes communes.nom_normalise.
const normalise = (column: string) => `btrim(regexp_replace(lower(unaccent(${column})), '[^a-z0-9]+', ' ', 'g'))`;

/**
 * The commune of the seat of the registry aliased `g` (its city matched to the communes of its
 * département, the most populous on a tie), as `s` with `nom` and `codes_postaux`: FACTS gives no
 * street address. One home for the greffe pages and the registry extract of the official documents.
 * The city is normalised once (`OFFSET 0` keeps PostgreSQL from folding it back into the filter,
 * where it was computed again for each commune of the département: 6.2 ms for Boulogne-sur-Mer's
 * 887 communes of the Pas-de-Calais, 1.4 ms once).
 */
export const SIEGE_DU_GREFFE = `LEFT JOIN LATERAL (
       SELECT c.nom, c.codes_postaux FROM (SELECT ${normalise('g.ville')} AS ville OFFSET 0) v, communes c
       WHERE c.departement_code = g.departement_code
         AND (c.nom_normalise = v.ville OR c.nom_normalise LIKE v.ville || ' %')
       ORDER BY c.nom_normalise = v.ville DESC, c.population DESC, c.code
       LIMIT 1
     ) s ON true`;

export interface GreffeFilter {
  /**
   * The portal's region: its greffes are those of its départements. New Caledonia (988) has none:
   * its RCS is the DAE's (FACTS §6); mainland France has all the others.
   */
  region: Region;
  departement?: string;
  /** normaliserNom() of the search: the registry's name contains it or a commune's name starts with it. */
  nom?: string;
  /** Digits of the search: a postal code of the jurisdiction, or its beginning. */
  code_postal?: string;
}

export async function findGreffes(db: Queryable, filter: GreffeFilter): Promise<GreffeRow[]> {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const caledonien = param(REGISTRE_NC.departement);
  const where = [filter.region === 'NC' ? `g.departement_code = ${caledonien}` : `g.departement_code <> ${caledonien}`];
  if (filter.departement !== undefined) where.push(`g.departement_code = ${param(filter.departement)}`);
  if (filter.nom !== undefined || filter.code_postal !== undefined) {
    const found: string[] = [];
    if (filter.nom !== undefined) {
      const nom = param(filter.nom);
      found.push(`${normalise('g.nom')} LIKE '%' || ${nom} || '%'`);
      found.push(`g.code IN (SELECT c.greffe_code FROM communes c WHERE c.nom_normalise LIKE ${nom} || '%')`);
    }
    if (filter.code_postal !== undefined) {
      // A whole code goes through the GIN index; a beginning reads the 35,000 communes.
      found.push(
        filter.code_postal.length === 5
          ? `g.code IN (SELECT c.greffe_code FROM communes c WHERE c.codes_postaux @> ARRAY[${param(filter.code_postal)}]::text[])`
          : `g.code IN (SELECT c.greffe_code FROM communes c, unnest(c.codes_postaux) cp
                        WHERE cp LIKE ${param(filter.code_postal)} || '%')`,
      );
    }
    where.push(`(${found.join(' OR ')})`);
  }
  const { rows } = await db.query<GreffeRow>(`${SELECT_GREFFES} WHERE ${where.join(' AND ')} ${BY_NAME}`, params);
  return rows;
}

export async function findGreffeByCode(db: Queryable, code: string): Promise<GreffeRow | undefined> {
  const { rows } = await db.query<GreffeRow>(`${SELECT_GREFFES} WHERE g.code = $1`, [code]);
  return rows[0];
}

export interface GreffeDetailRow extends GreffeRow {
  siege_commune: string | null;
  siege_code_postal: string | null;
  nombre_communes: number;
  nombre_entreprises: number;
}

/**
 * The registry with the commune of its seat (its city in its département,
 * exactly or as the start of a merged commune: Évry → Évry-Courcouronnes) and
 * its counts; the companies come from the counts of the SEO tree
 * (statistiques_seo, refreshed after every load of the registry).
 */
export async function findGreffeDetail(db: Queryable, code: string): Promise<GreffeDetailRow | undefined> {
  const { rows } = await db.query<GreffeDetailRow>(
    `SELECT g.code, g.nom, g.type, g.ville, d.code AS departement_code, d.nom AS departement_nom,
            s.nom AS siege_commune, s.codes_postaux[1] AS siege_code_postal,
            (SELECT count(*)::int FROM communes c WHERE c.greffe_code = g.code) AS nombre_communes,
            coalesce((SELECT st.nombre_entreprises FROM statistiques_seo st
                      WHERE st.niveau = 'greffe' AND st.departement_code = '' AND st.code = g.code), 0)
              AS nombre_entreprises
     FROM greffes g
     JOIN departements d ON d.code = g.departement_code
     ${SIEGE_DU_GREFFE}
     WHERE g.code = $1`,
    [code],
  );
  return rows[0];
}

export interface CommuneRow {
  code: string;
  nom: string;
  codes_postaux: string[];
  [column: string]: unknown;
}

export async function findCommunesDuRessort(
  db: Queryable,
  code: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; communes: CommuneRow[] }> {
  const [count, list] = await Promise.all([
    db.query<{ total: number }>('SELECT count(*)::int AS total FROM communes WHERE greffe_code = $1', [code]),
    db.query<CommuneRow>(
      `SELECT code, nom, codes_postaux FROM communes WHERE greffe_code = $1
       ORDER BY nom_normalise COLLATE "C", code LIMIT $2 OFFSET $3`,
      [code, page.limit, page.offset],
    ),
  ]);
  return { total: count.rows[0]?.total ?? 0, communes: list.rows };
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
