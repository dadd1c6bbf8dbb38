import type { Queryable } from '../../../db/index.js';

/** Accepted payment sessions of an account, with their order, invoice and provider reference. */
// A type, not an interface: rows must fit the query's index signature.
export type LigneEncaissement = {
  id_session: string;
  objet: 'COMMANDE' | 'RECHARGEMENT';
  moyen_paiement: string;
  montant_centimes: number;
  termine_le: Date;
  reference: string | null;
  jour: string | null;
  facture: string | null;
  id_evenement: string | null;
};

const SELECT = `
  SELECT s.id::text AS id_session, s.objet, s.moyen_paiement, s.montant_centimes::int AS montant_centimes, s.termine_le,
         c.reference, to_char(c.jour, 'YYYY-MM-DD') AS jour,
         (SELECT f.numero FROM factures f WHERE f.commande_id = c.id OR f.id = c.facture_id LIMIT 1) AS facture,
         (SELECT n.id_evenement FROM paiements_notifications n WHERE n.session_id = s.id AND n.statut = 'REUSSI' LIMIT 1) AS id_evenement
    FROM paiements_sessions s LEFT JOIN commandes c ON c.id = s.commande_id
   WHERE s.compte_client_id = $1 AND s.statut = 'REUSSIE'`;

/** « Direct » payments: by card, for an order (not the wallet, deferred billing or a top-up). */
const DIRECTS = " AND s.objet = 'COMMANDE' AND s.moyen_paiement = 'CARTE_BANCAIRE'";

export async function listerLignesEncaissement(
  db: Queryable,
  compte: number,
  offset: number,
  limit: number,
  directs: boolean,
): Promise<{ total: number; rows: LigneEncaissement[] }> {
  const filtre = directs ? DIRECTS : '';
  const [{ rows: total }, { rows }] = await Promise.all([
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM paiements_sessions s WHERE s.compte_client_id = $1 AND s.statut = 'REUSSIE'${filtre}`,
      [compte],
    ),
    db.query<LigneEncaissement>(`${SELECT}${filtre} ORDER BY s.termine_le DESC, s.id OFFSET $2 LIMIT $3`, [
      compte,
      offset,
      limit,
    ]),
  ]);
  return { total: total[0]?.total ?? 0, rows };
}

export async function findLigneEncaissement(
  db: Queryable,
  compte: number,
  session: string,
  directs: boolean,
): Promise<LigneEncaissement | undefined> {
  const { rows } = await db.query<LigneEncaissement>(`${SELECT}${directs ? DIRECTS : ''} AND s.id = $2::uuid`, [
    compte,
    session,
  ]);
  return rows[0];
}
