import type { Queryable } from '../../../db/index.js';

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
