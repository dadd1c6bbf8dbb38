import type { Queryable } from '../../../db/index.js';

/** Seconds left on a lock of `cle`, 0 when there is none. */
export async function blocageRestant(db: Queryable, cles: string[]): Promise<number> {
  const { rows } = await db.query<{ reste: number | string | null }>(
    `SELECT ceil(extract(epoch FROM max(jusqu_au) - now()))::integer AS reste
     FROM identite_blocages WHERE cle = ANY($1::text[]) AND jusqu_au > now()`,
    [cles],
  );
  return Math.max(0, Number(rows[0]?.reste ?? 0));
}

/**
 * Records a failure for `cle`; when `seuil` failures fall within `fenetre` seconds, locks `cle`
 * for `duree` seconds and starts counting afresh. Returns true when this failure locked it.
 */
export async function enregistrerEchec(
  db: Queryable,
  cle: string,
  seuil: number,
  fenetre: number,
  duree: number,
): Promise<boolean> {
  // One round trip for the failure and its count: a statement does not see the row its own WITH
  // clause inserts, hence the `+ 1` (the new row is within the window).
  const { rows } = await db.query<{ n: number | string }>(
    `WITH echec AS (INSERT INTO identite_echecs (cle) VALUES ($1))
     SELECT count(*) + 1 AS n FROM identite_echecs WHERE cle = $1 AND le > now() - make_interval(secs => $2::integer)`,
    [cle, fenetre],
  );
  if (Number(rows[0]?.n ?? 0) < seuil) return false;
  await db.query(
    `WITH remise_a_zero AS (DELETE FROM identite_echecs WHERE cle = $1)
     INSERT INTO identite_blocages (cle, jusqu_au) VALUES ($1, now() + make_interval(secs => $2::integer))
     ON CONFLICT (cle) DO UPDATE SET jusqu_au = EXCLUDED.jusqu_au`,
    [cle, duree],
  );
  return true;
}

/** After a successful sign-in or a password reset: the account's count starts again. */
export async function effacer(db: Queryable, cle: string): Promise<void> {
  await db.query(
    'WITH echecs AS (DELETE FROM identite_echecs WHERE cle = $1) DELETE FROM identite_blocages WHERE cle = $1',
    [cle],
  );
}

export async function purger(db: Queryable, fenetre: number): Promise<void> {
  await db.query('DELETE FROM identite_echecs WHERE le < now() - make_interval(secs => $1::integer)', [fenetre]);
  await db.query('DELETE FROM identite_blocages WHERE jusqu_au < now()');
}
