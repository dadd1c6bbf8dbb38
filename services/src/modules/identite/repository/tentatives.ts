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
 * Records an attempt for `cle` before its password is checked, and returns how many attempts of
 * `cle` fall within the last `fenetre` seconds, this one included. Counting before the check is
 * what keeps parallel attempts within the rule: the k-th attempt recorded sees at least k, so no
 * more than the threshold ever reach the password check. A checked attempt that turns out right
 * takes its row back (`retirer`); a wrong one leaves it as a failure.
 * Two statements: the count sees every attempt committed before it, its own included.
 */
export async function reserver(db: Queryable, cle: string, fenetre: number): Promise<number> {
  await db.query('INSERT INTO identite_echecs (cle) VALUES ($1)', [cle]);
  const { rows } = await db.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM identite_echecs WHERE cle = $1 AND le > now() - make_interval(secs => $2::integer)`,
    [cle, fenetre],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Gives back the row of one attempt of `cle` that was not a failure (the newest). */
export async function retirer(db: Queryable, cle: string): Promise<void> {
  await db.query(
    `DELETE FROM identite_echecs WHERE ctid = (
       SELECT ctid FROM identite_echecs WHERE cle = $1 ORDER BY le DESC LIMIT 1)`,
    [cle],
  );
}

/** Locks `cle` for `duree` seconds; its count starts afresh. */
export async function verrouiller(db: Queryable, cle: string, duree: number): Promise<void> {
  await db.query(
    `WITH remise_a_zero AS (DELETE FROM identite_echecs WHERE cle = $1)
     INSERT INTO identite_blocages (cle, jusqu_au) VALUES ($1, now() + make_interval(secs => $2::integer))
     ON CONFLICT (cle) DO UPDATE SET jusqu_au = EXCLUDED.jusqu_au`,
    [cle, duree],
  );
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
