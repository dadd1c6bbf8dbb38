import type { Queryable, Transaction } from '../../../db/index.js';

/**
 * The next rank of a year's series, in the caller's transaction: the counter row stays locked
 * until it ends, so concurrent documents wait for it, and a rollback gives the rank back (no gap).
 */
export async function prochainRang(
  tx: Transaction,
  compteur: 'compteurs_factures' | 'compteurs_avoirs',
  annee: number,
): Promise<number> {
  const { rows } = await tx.query<{ dernier: number }>(
    `INSERT INTO ${compteur} (annee, dernier) VALUES ($1, 1)
     ON CONFLICT (annee) DO UPDATE SET dernier = ${compteur}.dernier + 1 RETURNING dernier`,
    [annee],
  );
  return (rows[0] as { dernier: number }).dernier;
}

/** The invoice of an order: its own, or the monthly one of deferred billing. */
export async function findFactureDeCommande(
  db: Queryable,
  commande: number,
): Promise<{ id: number; numero: string; date_facture: string } | undefined> {
  const { rows } = await db.query<{ id: number; numero: string; date_facture: string }>(
    `SELECT f.id::int AS id, f.numero, to_char(f.date_facture, 'YYYY-MM-DD') AS date_facture FROM factures f
      WHERE f.commande_id = $1 OR f.id = (SELECT facture_id FROM commandes WHERE id = $1)`,
    [commande],
  );
  return rows[0];
}

export interface NouvelAvoir {
  numero: string;
  annee: number;
  rang: number;
  compte: number;
  commande: number;
  facture: number | null;
  session: string | null;
  date: string;
  motif: string;
  htCentimes: number;
  ttcCentimes: number;
  contenu: Uint8Array;
}

export async function insererAvoir(tx: Transaction, avoir: NouvelAvoir): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO avoirs (numero, annee, rang, compte_client_id, commande_id, facture_id, session_id, date_avoir, motif,
                         ht_centimes, ttc_centimes, contenu)
     VALUES ($1, $2, $3, $4, $5, $6, $7::uuid, $8, $9, $10, $11, $12) RETURNING id::int AS id`,
    [
      avoir.numero,
      avoir.annee,
      avoir.rang,
      avoir.compte,
      avoir.commande,
      avoir.facture,
      avoir.session,
      avoir.date,
      avoir.motif,
      avoir.htCentimes,
      avoir.ttcCentimes,
      avoir.contenu,
    ],
  );
  return (rows[0] as { id: number }).id;
}

/** The wallet credit of a refund (TTC cents), with its credit note. */
export async function insererMouvementRemboursement(
  tx: Transaction,
  mouvement: {
    compte: number;
    commande: number;
    libelle: string;
    centimes: number;
    session: string | null;
    avoir: number;
  },
): Promise<void> {
  await tx.query(
    `INSERT INTO portefeuille_mouvements (compte_client_id, type, libelle, montant_centimes, commande_id, session_id, avoir_id)
     VALUES ($1, 'REMBOURSEMENT', $2, $3, $4, $5::uuid, $6)`,
    [mouvement.compte, mouvement.libelle, mouvement.centimes, mouvement.commande, mouvement.session, mouvement.avoir],
  );
}

export async function contenuAvoir(db: Queryable, compte: number, numero: string): Promise<Uint8Array | undefined> {
  const { rows } = await db.query<{ contenu: Uint8Array }>(
    'SELECT contenu FROM avoirs WHERE numero = $1 AND compte_client_id = $2',
    [numero, compte],
  );
  return rows[0]?.contenu;
}
