import type { Queryable, Transaction } from '../../../db/index.js';

/** The sandbox provider's own records: one decision (event) per session, and its delivery. */

/**
 * What the sandbox provider has decided for a session, if anything: a decision is taken once, with
 * the session row locked and open (`decider` in routes.ts), and its notification may still be on
 * its way. Read by a cancellation that holds the same lock: a session with no decision yet can be
 * closed on our side, and the provider will never decide it (a real provider's « expire the
 * session » call, which fails when the customer has already paid).
 */
export async function decisionFournisseur(db: Queryable, session: string): Promise<'REUSSI' | 'REFUSE' | null> {
  const { rows } = await db.query<{ statut: 'REUSSI' | 'REFUSE' }>(
    'SELECT statut FROM paiements_sandbox_evenements WHERE session_id = $1::uuid',
    [session],
  );
  return rows[0]?.statut ?? null;
}

/** The provider's decision on a session, once: false when one was already taken. */
export async function insererEvenement(
  tx: Transaction,
  evenement: { id: string; session: string; statut: 'REUSSI' | 'REFUSE'; corps: string },
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO paiements_sandbox_evenements (id, session_id, statut, corps) VALUES ($1::uuid, $2::uuid, $3, $4)
     ON CONFLICT (session_id) DO NOTHING`,
    [evenement.id, evenement.session, evenement.statut, evenement.corps],
  );
  return rowCount === 1;
}

export async function findEvenement(
  db: Queryable,
  id: string,
): Promise<{ corps: string; acquitte_le: Date | null } | undefined> {
  const { rows } = await db.query<{ corps: string; acquitte_le: Date | null }>(
    'SELECT corps, acquitte_le FROM paiements_sandbox_evenements WHERE id = $1::uuid',
    [id],
  );
  return rows[0];
}

/** Our notification endpoint answered 200: the event is delivered. */
export async function acquitterEvenement(db: Queryable, id: string): Promise<void> {
  await db.query('UPDATE paiements_sandbox_evenements SET acquitte_le = now() WHERE id = $1::uuid', [id]);
}
