import type { Queryable, Transaction } from '../../../db/index.js';

export interface NouvelleFacture {
  numero: string;
  annee: number;
  rang: number;
  /** The order of a one-order invoice; null for the monthly invoice of deferred billing. */
  commandeId: number | null;
  periode: string | null;
  compte: number;
  jour: string;
  moyen: string;
  ht: number;
  ttc: number;
  contenu: Uint8Array;
}

export async function insererFacture(tx: Transaction, f: NouvelleFacture): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO factures (numero, annee, rang, commande_id, periode, compte_client_id, date_facture, moyen_paiement,
                           ht_centimes, ttc_centimes, contenu)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::int AS id`,
    [f.numero, f.annee, f.rang, f.commandeId, f.periode, f.compte, f.jour, f.moyen, f.ht, f.ttc, f.contenu],
  );
  return (rows[0] as { id: number }).id;
}

/** The month's delivered deferred orders of an account not yet invoiced, locked, in order. */
export async function findReferencesAFacturer(tx: Transaction, compte: number, periode: string): Promise<string[]> {
  const { rows } = await tx.query<{ reference: string }>(
    `SELECT reference FROM commandes
      WHERE compte_client_id = $1 AND moyen_paiement = 'DIFFERE' AND statut = 'LIVREE' AND facture_id IS NULL
        AND to_char(jour, 'YYYY-MM') = $2
      ORDER BY id FOR UPDATE`,
    [compte, periode],
  );
  return rows.map((row) => row.reference);
}

export async function attacherFacture(tx: Transaction, facture: number, commandes: readonly number[]): Promise<void> {
  await tx.query('UPDATE commandes SET facture_id = $1 WHERE id = ANY($2::bigint[])', [facture, commandes]);
}

/** A line of the monthly deferred invoice that is not an order (a consulted surveillance notice, migration 018). */
export type LigneDiffereeRow = { id: number; libelle: string; ht_centimes: number; ttc_centimes: number };

export async function findLignesAFacturer(
  tx: Transaction,
  compte: number,
  periode: string,
): Promise<LigneDiffereeRow[]> {
  const { rows } = await tx.query<LigneDiffereeRow>(
    `SELECT id::int AS id, libelle, ht_centimes::int AS ht_centimes, ttc_centimes::int AS ttc_centimes
       FROM lignes_facturation_differee
      WHERE compte_client_id = $1 AND periode = $2 AND facture_id IS NULL
      ORDER BY id FOR UPDATE`,
    [compte, periode],
  );
  return rows;
}

export async function attacherLignes(tx: Transaction, facture: number, lignes: readonly number[]): Promise<void> {
  await tx.query('UPDATE lignes_facturation_differee SET facture_id = $1 WHERE id = ANY($2::bigint[])', [
    facture,
    lignes,
  ]);
}

// A type, not an interface: rows must fit the query's index signature.
export type PieceRow = {
  type: 'FACTURE' | 'AVOIR';
  numero: string;
  date_piece: string;
  reference: string | null;
  jour: string | null;
  periode: string | null;
  moyen_paiement: string;
  ht_centimes: number;
  ttc_centimes: number;
  facture_creditee: string | null;
  motif: string | null;
};

/**
 * A page of the account's invoices and credit notes in one list, newest first (a credit note's
 * amounts negative), and how many there are in all.
 */
export async function listerPieces(
  db: Queryable,
  compte: number,
  offset: number,
  limit: number,
): Promise<{ total: number; rows: PieceRow[] }> {
  const [{ rows: total }, { rows }] = await Promise.all([
    db.query<{ total: number }>(
      `SELECT (SELECT count(*) FROM factures WHERE compte_client_id = $1)
            + (SELECT count(*) FROM avoirs WHERE compte_client_id = $1) AS total`,
      [compte],
    ),
    db.query<PieceRow>(
      `SELECT p.type, p.numero, to_char(p.date_piece, 'YYYY-MM-DD') AS date_piece, c.reference,
              to_char(c.jour, 'YYYY-MM-DD') AS jour, p.periode, p.moyen_paiement,
              p.ht_centimes::int AS ht_centimes, p.ttc_centimes::int AS ttc_centimes, p.facture_creditee, p.motif
         FROM (SELECT 'FACTURE' AS type, f.numero, f.date_facture AS date_piece, f.cree_le, f.rang, f.commande_id,
                      f.periode::text AS periode, f.moyen_paiement, f.ht_centimes, f.ttc_centimes,
                      NULL::text AS facture_creditee, NULL::text AS motif
                 FROM factures f WHERE f.compte_client_id = $1
               UNION ALL
               SELECT 'AVOIR', a.numero, a.date_avoir, a.cree_le, a.rang, a.commande_id, NULL,
                      CASE WHEN s.remboursement_carte IS NULL THEN 'PORTEFEUILLE_ELECTRONIQUE' ELSE 'CARTE_BANCAIRE' END,
                      -a.ht_centimes, -a.ttc_centimes, fc.numero, a.motif
                 FROM avoirs a LEFT JOIN factures fc ON fc.id = a.facture_id
                 -- Refunded to the card by the payment provider, or (every other one) to the wallet.
                 LEFT JOIN paiements_sessions s ON s.id = a.session_id
                WHERE a.compte_client_id = $1) p
         LEFT JOIN commandes c ON c.id = p.commande_id
        ORDER BY p.date_piece DESC, p.cree_le DESC, p.rang DESC OFFSET $2 LIMIT $3`,
      [compte, offset, limit],
    ),
  ]);
  return { total: Number(total[0]?.total ?? 0), rows };
}

/** An invoice's PDF, if it is the account's. */
export async function findContenuFacture(
  db: Queryable,
  compte: number,
  numero: string,
): Promise<Uint8Array | undefined> {
  const { rows } = await db.query<{ contenu: Uint8Array }>(
    'SELECT contenu FROM factures WHERE numero = $1 AND compte_client_id = $2',
    [numero, compte],
  );
  return rows[0]?.contenu;
}

/** The invoice of an order: its own, or the monthly invoice it is part of. */
export async function findFactureDeCommande(
  db: Queryable,
  commande: number,
): Promise<{ numero: string; contenu: Uint8Array } | undefined> {
  const { rows } = await db.query<{ numero: string; contenu: Uint8Array }>(
    `SELECT f.numero, f.contenu FROM factures f
      WHERE f.commande_id = $1 OR f.id = (SELECT facture_id FROM commandes WHERE id = $1)`,
    [commande],
  );
  return rows[0];
}
