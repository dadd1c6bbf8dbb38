import type { Db, Queryable, Transaction } from '../../../db/index.js';
import type { MoyenPaiement } from './commandes.js';

/** Payment sessions (card, wallet, deferred billing), wallet movements and the provider's notifications. */

export interface SessionRow {
  [colonne: string]: unknown;
  id: string;
  objet: 'COMMANDE' | 'RECHARGEMENT';
  commande_id: number | null;
  compte_client_id: number;
  utilisateur_id: string | null;
  moyen_paiement: MoyenPaiement;
  montant_centimes: number;
  statut: 'OUVERTE' | 'REUSSIE' | 'REFUSEE';
  cree_le: Date;
  termine_le: Date | null;
  /** The card provider the session was opened with, and its own reference for it (migration 028). */
  prestataire: 'sandbox' | 'stripe';
  reference_prestataire: string | null;
}

const COLONNES_SESSION = `id::text AS id, objet, commande_id::int AS commande_id, compte_client_id,
  utilisateur_id::text AS utilisateur_id, moyen_paiement, montant_centimes::int AS montant_centimes, statut, cree_le, termine_le,
  prestataire, reference_prestataire`;

export async function findSessionsCommande(db: Queryable, commande: number): Promise<SessionRow[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${COLONNES_SESSION} FROM paiements_sessions WHERE commande_id = $1 ORDER BY cree_le, id`,
    [commande],
  );
  return rows;
}

export async function findSession(db: Queryable, id: string, verrouiller = false): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${COLONNES_SESSION} FROM paiements_sessions WHERE id = $1::uuid ${verrouiller ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export type SessionOuverte = Pick<SessionRow, 'id' | 'prestataire' | 'reference_prestataire'>;

/** The card sessions of an order still open, locked as the provider's decision locks them. */
export async function verrouillerSessionsOuvertes(tx: Transaction, commande: number): Promise<SessionOuverte[]> {
  const { rows } = await tx.query<SessionOuverte>(
    `SELECT id::text AS id, prestataire, reference_prestataire FROM paiements_sessions
      WHERE commande_id = $1 AND statut = 'OUVERTE' ORDER BY id FOR UPDATE`,
    [commande],
  );
  return rows;
}

/**
 * A card payment that must not stay with us (its order was cancelled or already paid) is flagged
 * to refund; true when it has not been refunded yet (no wallet movement, no credit note). The caller
 * holds the session's row lock, so the answer stands until it commits (the movement's and the credit
 * note's session are unique besides).
 */
export async function marquerARembourser(tx: Transaction, session: string): Promise<boolean> {
  await tx.query('UPDATE paiements_sessions SET a_rembourser = true WHERE id = $1::uuid', [session]);
  const { rows } = await tx.query(
    `SELECT 1 FROM portefeuille_mouvements WHERE session_id = $1::uuid
      UNION ALL SELECT 1 FROM avoirs WHERE session_id = $1::uuid`,
    [session],
  );
  return rows.length === 0;
}

/** The flagged payment is to be refunded to the card by its provider (job REMBOURSER_PAIEMENT_CARTE). */
export async function demanderRemboursementCarte(tx: Transaction, session: string): Promise<void> {
  await tx.query("UPDATE paiements_sessions SET remboursement_carte = 'A_FAIRE' WHERE id = $1::uuid AND a_rembourser", [
    session,
  ]);
}

/** A card refund still to ask of the provider, or undefined (none asked, or already done). */
export async function findRemboursementCarteAFaire(db: Queryable, session: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${COLONNES_SESSION} FROM paiements_sessions
      WHERE id = $1::uuid AND a_rembourser AND remboursement_carte = 'A_FAIRE'`,
    [session],
  );
  return rows[0];
}

/** The provider refunded the card: its refund's id, once. */
export async function marquerRembourseeCarte(db: Queryable, session: string, reference: string): Promise<void> {
  await db.query(
    `UPDATE paiements_sessions SET remboursement_carte = 'FAIT', reference_remboursement = $2, rembourse_carte_le = now()
      WHERE id = $1::uuid AND remboursement_carte = 'A_FAIRE'`,
    [session, reference],
  );
}

export async function insererSession(
  tx: Transaction,
  session: Pick<
    SessionRow,
    'id' | 'objet' | 'commande_id' | 'compte_client_id' | 'utilisateur_id' | 'moyen_paiement' | 'montant_centimes'
  > & {
    statut?: SessionRow['statut'];
    /** A card session: its provider, and the provider's reference if it has one. */
    prestataire?: SessionRow['prestataire'];
    reference_prestataire?: string | null;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO paiements_sessions (id, objet, commande_id, compte_client_id, utilisateur_id, moyen_paiement, montant_centimes, statut, termine_le,
                                     prestataire, reference_prestataire)
     VALUES ($1::uuid, $2, $3, $4, $5::uuid, $6, $7, $8, CASE WHEN $8 = 'OUVERTE' THEN NULL ELSE now() END, $9, $10)`,
    [
      session.id,
      session.objet,
      session.commande_id,
      session.compte_client_id,
      session.utilisateur_id,
      session.moyen_paiement,
      session.montant_centimes,
      session.statut ?? 'OUVERTE',
      session.prestataire ?? 'sandbox',
      session.reference_prestataire ?? null,
    ],
  );
}

/** Serialises the wallet operations of one account (balance read, then debit). */
export async function verrouillerCompte(tx: Transaction, compte: number): Promise<void> {
  await tx.query('SELECT 1 FROM comptes_clients WHERE id = $1 FOR NO KEY UPDATE', [compte]);
}

export async function soldePortefeuille(db: Transaction | Db, compte: number): Promise<number> {
  const { rows } = await db.query<{ solde: number }>(
    'SELECT COALESCE(sum(montant_centimes), 0)::int AS solde FROM portefeuille_mouvements WHERE compte_client_id = $1',
    [compte],
  );
  return rows[0]?.solde ?? 0;
}

/** A → PAYEE, once: false when the order was no longer waiting for payment (the update is the guard). */
export async function passerPayee(tx: Transaction, commande: number, moyen: MoyenPaiement): Promise<boolean> {
  const { rowCount } = await tx.query(
    "UPDATE commandes SET statut = 'PAYEE', paye_le = now(), moyen_paiement = $2 WHERE id = $1 AND statut = 'A_PAYER'",
    [commande, moyen],
  );
  return rowCount === 1;
}

export async function insererPaiementPortefeuille(
  tx: Transaction,
  mouvement: { compte: number; libelle: string; montant: number; commande: number; session: string },
): Promise<void> {
  await tx.query(
    `INSERT INTO portefeuille_mouvements (compte_client_id, type, libelle, montant_centimes, commande_id, session_id)
     VALUES ($1, 'PAIEMENT', $2, $3, $4, $5::uuid)`,
    [mouvement.compte, mouvement.libelle, mouvement.montant, mouvement.commande, mouvement.session],
  );
}

/** A wallet debit that is not an order's payment (a consulted surveillance notice); its id. */
export async function insererDebit(
  tx: Transaction,
  debit: { compte: number; libelle: string; montant: number },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO portefeuille_mouvements (compte_client_id, type, libelle, montant_centimes)
     VALUES ($1, 'PAIEMENT', $2, $3) RETURNING id::int AS id`,
    [debit.compte, debit.libelle, -debit.montant],
  );
  return Number(rows[0]?.id);
}

export async function insererRechargement(tx: Transaction, session: SessionRow): Promise<void> {
  await tx.query(
    `INSERT INTO portefeuille_mouvements (compte_client_id, type, libelle, montant_centimes, session_id)
     VALUES ($1, 'RECHARGEMENT', 'Rechargement par carte bancaire', $2, $3::uuid)`,
    [session.compte_client_id, session.montant_centimes, session.id],
  );
}

/** The order cancelled, and its card pages still open closed: they can no longer pay it. */
export async function passerAnnulee(tx: Transaction, commande: number): Promise<void> {
  await tx.query("UPDATE commandes SET statut = 'ANNULEE', annulee_le = now() WHERE id = $1", [commande]);
  await tx.query(
    "UPDATE paiements_sessions SET statut = 'REFUSEE', termine_le = now() WHERE commande_id = $1 AND statut = 'OUVERTE'",
    [commande],
  );
}

export async function terminerSession(tx: Transaction, session: string, statut: 'REUSSIE' | 'REFUSEE'): Promise<void> {
  await tx.query('UPDATE paiements_sessions SET statut = $2, termine_le = now() WHERE id = $1::uuid', [
    session,
    statut,
  ]);
}

/**
 * Records a provider's notification under its event id; false when that event was already
 * recorded (a replay) or names no session of ours.
 */
export async function insererNotification(
  tx: Transaction,
  n: { id_evenement: string; id_session: string; statut: string; montant_centimes: number },
  corps: string,
): Promise<boolean> {
  const { rowCount } = await tx.query(
    `INSERT INTO paiements_notifications (id_evenement, session_id, statut, montant_centimes, corps)
     SELECT $1, s.id, $3, $4, $5 FROM paiements_sessions s WHERE s.id = $2::uuid
     ON CONFLICT (id_evenement) DO NOTHING`,
    [n.id_evenement, n.id_session, n.statut, n.montant_centimes, corps],
  );
  return rowCount !== 0;
}

// A type, not an interface: rows must fit the query's index signature.
export type MouvementRow = {
  id: number;
  cree_le: Date;
  type: 'RECHARGEMENT' | 'PAIEMENT' | 'REMBOURSEMENT';
  libelle: string;
  montant_centimes: number;
  reference: string | null;
  numero_avoir: string | null;
};

/** The wallet's latest 200 movements, newest first, with their order and credit note. */
export async function listerMouvements(db: Queryable, compte: number): Promise<MouvementRow[]> {
  const { rows } = await db.query<MouvementRow>(
    `SELECT m.id::int AS id, m.cree_le, m.type, m.libelle, m.montant_centimes::int AS montant_centimes, c.reference,
            a.numero AS numero_avoir
       FROM portefeuille_mouvements m LEFT JOIN commandes c ON c.id = m.commande_id
       LEFT JOIN avoirs a ON a.id = m.avoir_id
      WHERE m.compte_client_id = $1 ORDER BY m.id DESC LIMIT 200`,
    [compte],
  );
  return rows;
}
