import type { Db, Transaction } from '../../../db/index.js';
import { ajouterTravail } from '../../travaux/index.js';
import { ouvrirRenouvellements, signalerExpirations } from '../repository/echeances.js';

/** A paid period's renewal opens, and its reminder goes, this many days before its last day. */
export const JOURS_AVANT_ECHEANCE = 30;
/** An expiry is signalled up to this many days after the period's end (a portal stopped for a while catches up). */
const JOURS_APRES_EXPIRATION = 30;

export const TRAVAIL_COURRIEL_ABONNEMENT = 'COURRIEL_ABONNEMENT';
export type MotifCourriel = 'PAYE' | 'RAPPEL' | 'EXPIRATION';

/** Queues a message about a period, once per period and motive (the job key), in the caller's transaction. */
export async function planifierCourriel(tx: Transaction, periode: number, motif: MotifCourriel): Promise<void> {
  await ajouterTravail(tx, {
    type: TRAVAIL_COURRIEL_ABONNEMENT,
    cle: `${motif}:${periode}`,
    donnees: { periode, motif },
  });
}

/**
 * The day's due dates, in one transaction: renewals opened (and their reminders queued) for paid
 * periods ending within JOURS_AVANT_ECHEANCE days, expiry notices queued for periods that ended
 * without a paid successor. Each once, however often it runs.
 */
export async function traiterEcheances(db: Db, jour: string): Promise<{ rappels: number; expirations: number }> {
  return db.transaction(async (tx) => {
    const rappels = await ouvrirRenouvellements(tx, jour, JOURS_AVANT_ECHEANCE);
    for (const echeance of rappels) await planifierCourriel(tx, echeance.periode, 'RAPPEL');
    const expirations = await signalerExpirations(tx, jour, JOURS_APRES_EXPIRATION);
    for (const echeance of expirations) await planifierCourriel(tx, echeance.periode, 'EXPIRATION');
    return { rappels: rappels.length, expirations: expirations.length };
  });
}
