import type { Queryable } from '../../../db/index.js';

/** A model instance as oidc-provider hands it to its adapter. */
export type Payload = Record<string, unknown> & { uid?: string; userCode?: string; grantId?: string };

interface Ligne extends Record<string, unknown> {
  payload: Payload;
  consomme_le: Date | string | null;
}

function versPayload(ligne: Ligne | undefined): Payload | undefined {
  if (!ligne) return undefined;
  // The library reads `consumed` (a truthy epoch) to refuse a used code or refresh token.
  return ligne.consomme_le === null
    ? ligne.payload
    : { ...ligne.payload, consumed: Math.floor(new Date(ligne.consomme_le).getTime() / 1000) };
}

export async function enregistrer(db: Queryable, modele: string, id: string, payload: Payload, expireDans?: number) {
  await db.query(
    `INSERT INTO oidc_modeles (modele, id, payload, uid, user_code, grant_id, expire_le)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7::integer IS NULL THEN NULL ELSE now() + make_interval(secs => $7::integer) END)
     ON CONFLICT (modele, id) DO UPDATE SET payload = EXCLUDED.payload, uid = EXCLUDED.uid,
       user_code = EXCLUDED.user_code, grant_id = EXCLUDED.grant_id, expire_le = EXCLUDED.expire_le`,
    [
      modele,
      id,
      JSON.stringify(payload),
      payload.uid ?? null,
      payload.userCode ?? null,
      payload.grantId ?? null,
      expireDans === undefined ? null : Math.ceil(expireDans),
    ],
  );
}

const VIVANT = '(expire_le IS NULL OR expire_le > now())';

export async function trouver(db: Queryable, modele: string, id: string): Promise<Payload | undefined> {
  const { rows } = await db.query<Ligne>(
    `SELECT payload, consomme_le FROM oidc_modeles WHERE modele = $1 AND id = $2 AND ${VIVANT}`,
    [modele, id],
  );
  return versPayload(rows[0]);
}

export async function trouverPar(
  db: Queryable,
  modele: string,
  colonne: 'uid' | 'user_code',
  valeur: string,
): Promise<Payload | undefined> {
  const { rows } = await db.query<Ligne>(
    `SELECT payload, consomme_le FROM oidc_modeles WHERE modele = $1 AND ${colonne} = $2 AND ${VIVANT} LIMIT 1`,
    [modele, valeur],
  );
  return versPayload(rows[0]);
}

export async function consommer(db: Queryable, modele: string, id: string): Promise<void> {
  await db.query('UPDATE oidc_modeles SET consomme_le = now() WHERE modele = $1 AND id = $2', [modele, id]);
}

export async function detruire(db: Queryable, modele: string, id: string): Promise<void> {
  await db.query('DELETE FROM oidc_modeles WHERE modele = $1 AND id = $2', [modele, id]);
}

/** Every token of a grant, whatever its model (the library calls this once per token model). */
export async function revoquerGrant(db: Queryable, modele: string, grantId: string): Promise<void> {
  await db.query('DELETE FROM oidc_modeles WHERE modele = $1 AND grant_id = $2', [modele, grantId]);
}

/** The grant itself and all its tokens. */
export async function supprimerGrant(db: Queryable, grantId: string): Promise<void> {
  await db.query(`DELETE FROM oidc_modeles WHERE grant_id = $1 OR (modele = 'Grant' AND id = $1)`, [grantId]);
}

/** Sessions, grants and tokens of one person: the next sign-in asks for the password. */
export async function supprimerPourCompte(db: Queryable, compte: string): Promise<void> {
  await db.query(
    `DELETE FROM oidc_modeles
     WHERE compte = $1 OR grant_id IN (SELECT id FROM oidc_modeles WHERE modele = 'Grant' AND compte = $1)`,
    [compte],
  );
}

export async function supprimerSessionsDuCompte(db: Queryable, compte: string): Promise<void> {
  await db.query(`DELETE FROM oidc_modeles WHERE modele = 'Session' AND compte = $1`, [compte]);
}

/** Rows past their expiry: the adapter already ignores them, this only frees the space. */
export async function purgerExpires(db: Queryable): Promise<number> {
  const { rowCount } = await db.query('DELETE FROM oidc_modeles WHERE expire_le < now()');
  return rowCount;
}
