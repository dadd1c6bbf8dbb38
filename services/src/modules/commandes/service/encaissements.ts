import type { Queryable } from '../../../db/index.js';
import { prix } from '../../paniers/service/montants.js';
import { PaiementIntrouvable } from '../erreurs.js';
import type { Client } from './contexte.js';
import { INTITULES_MOYENS } from './paiements.js';

/**
 * What the account paid, as the accounting sees it (SPEC §7 « factures/encaissements »,
 * « encaissements/paiements », « paiements_directs »): every accepted payment session — card
 * payments of orders and top-ups, wallet and deferred payments — newest first. A « direct »
 * payment is one made by card for an order, as opposed to the wallet or deferred billing.
 */
interface LigneEncaissement {
  id_session: string;
  objet: 'COMMANDE' | 'RECHARGEMENT';
  moyen_paiement: string;
  montant_centimes: number;
  termine_le: Date;
  reference: string | null;
  jour: string | null;
  facture: string | null;
  id_evenement: string | null;
}

const SELECT = `
  SELECT s.id::text AS id_session, s.objet, s.moyen_paiement, s.montant_centimes::int AS montant_centimes, s.termine_le,
         c.reference, to_char(c.jour, 'YYYY-MM-DD') AS jour,
         (SELECT f.numero FROM factures f WHERE f.commande_id = c.id OR f.id = c.facture_id LIMIT 1) AS facture,
         (SELECT n.id_evenement FROM paiements_notifications n WHERE n.session_id = s.id AND n.statut = 'REUSSI' LIMIT 1) AS id_evenement
    FROM paiements_sessions s LEFT JOIN commandes c ON c.id = s.commande_id
   WHERE s.compte_client_id = $1 AND s.statut = 'REUSSIE'`;

function encaissement(l: LigneEncaissement) {
  return {
    id_session: l.id_session,
    date: new Date(l.termine_le).toISOString(),
    objet: l.objet,
    libelle:
      l.objet === 'RECHARGEMENT' ? 'Rechargement du portefeuille électronique' : `Commande ${l.reference ?? ''}`.trim(),
    moyen_paiement: l.moyen_paiement,
    libelle_moyen: INTITULES_MOYENS[l.moyen_paiement] ?? l.moyen_paiement,
    // A top-up is not a sale: no VAT on it (the orders it pays carry theirs).
    montant: prix({ ht: l.montant_centimes, ttc: l.montant_centimes }),
    reference_commande: l.reference,
    jour_commande: l.jour,
    facture: l.facture,
    reference_prestataire: l.id_evenement,
  };
}

export type Encaissement = ReturnType<typeof encaissement>;

export async function listerEncaissements(
  db: Queryable,
  client: Client,
  { offset, limit, directs = false }: { offset: number; limit: number; directs?: boolean },
) {
  const filtre = directs ? " AND s.objet = 'COMMANDE' AND s.moyen_paiement = 'CARTE_BANCAIRE'" : '';
  const [{ rows: total }, { rows }] = await Promise.all([
    db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM paiements_sessions s WHERE s.compte_client_id = $1 AND s.statut = 'REUSSIE'${filtre}`,
      [client.compte],
    ),
    db.query<LigneEncaissement & Record<string, unknown>>(
      `${SELECT}${filtre} ORDER BY s.termine_le DESC, s.id OFFSET $2 LIMIT $3`,
      [client.compte, offset, limit],
    ),
  ]);
  return { total: total[0]?.total ?? 0, encaissements: rows.map(encaissement) };
}

/** One payment of the account, by its session id; 404 for anyone else's or one not accepted. */
export async function detailEncaissement(db: Queryable, client: Client, idSession: string, directs = false) {
  const filtre = directs ? " AND s.objet = 'COMMANDE' AND s.moyen_paiement = 'CARTE_BANCAIRE'" : '';
  const { rows } = await db.query<LigneEncaissement & Record<string, unknown>>(
    `${SELECT}${filtre} AND s.id = $2::uuid`,
    [client.compte, idSession],
  );
  const ligne = rows[0];
  if (ligne === undefined) throw new PaiementIntrouvable({ id_session: idSession, compte: client.compte });
  return encaissement(ligne);
}
