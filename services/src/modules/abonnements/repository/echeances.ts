import type { Queryable, Transaction } from '../../../db/index.js';

/** The daily due dates of paid periods (service/echeances.ts): renewals opened, expiries signalled. */

export type Echeance = {
  periode: number;
  compte: number;
  date_fin: string;
};

/**
 * Paid periods ending within `jours` days of `jour` with no later period yet, whose account has
 * not asked to end its subscription: each gets its renewal, waiting for payment, from the day
 * after (price of the formula today, billing block copied), and is marked reminded — both once.
 */
export async function ouvrirRenouvellements(tx: Transaction, jour: string, jours: number): Promise<Echeance[]> {
  const { rows } = await tx.query<Echeance & { successeur: number | null }>(
    `WITH dues AS (
       SELECT a.* FROM abonnements a JOIN comptes_clients c ON c.id = a.compte_client_id
        WHERE a.statut = 'PAYE' AND a.rappel_envoye_le IS NULL AND a.resiliation_demandee_le IS NULL
          AND a.date_fin BETWEEN $1::date AND $1::date + $2::int AND c.position = 'OUVERT'
          AND NOT EXISTS (SELECT 1 FROM abonnements s WHERE s.compte_client_id = a.compte_client_id
                            AND s.date_debut > a.date_debut AND s.statut <> 'ANNULE')
        FOR UPDATE OF a
     ), suivantes AS (
       INSERT INTO abonnements (compte_client_id, formule, date_debut, date_fin, montant_ttc, statut,
                                libelle_facturation, contact_nom, contact_prenom, numero_voie_facturation,
                                complement_adresse_facturation, code_postal_facturation, ville_facturation,
                                pays_facturation)
       SELECT d.compte_client_id, f.code, d.date_fin + 1,
              (d.date_fin + 1 + make_interval(months => f.duree_mois) - interval '1 day')::date, f.montant_ttc,
              'EN_ATTENTE_DE_PAIEMENT', d.libelle_facturation, d.contact_nom, d.contact_prenom,
              d.numero_voie_facturation, d.complement_adresse_facturation, d.code_postal_facturation,
              d.ville_facturation, d.pays_facturation
         FROM dues d JOIN formules_abonnement f ON f.type_compte = 'ABONNE'
        WHERE NOT EXISTS (SELECT 1 FROM abonnements e WHERE e.compte_client_id = d.compte_client_id
                            AND e.statut = 'EN_ATTENTE_DE_PAIEMENT')
       RETURNING id, compte_client_id
     )
     UPDATE abonnements a SET rappel_envoye_le = now()
       FROM dues d LEFT JOIN suivantes s ON s.compte_client_id = d.compte_client_id
      WHERE a.id = d.id
      RETURNING a.id AS periode, a.compte_client_id AS compte, a.date_fin::text AS date_fin, s.id AS successeur`,
    [jour, jours],
  );
  return rows.map(({ periode, compte, date_fin }) => ({ periode, compte, date_fin }));
}

/**
 * Paid periods ended before `jour` (within the last `jours` days) with no paid period covering
 * `jour`: marked as signalled, once, for their expiry notice.
 */
export async function signalerExpirations(tx: Transaction, jour: string, jours: number): Promise<Echeance[]> {
  const { rows } = await tx.query<Echeance>(
    `UPDATE abonnements a SET expiration_signalee_le = now()
      WHERE a.statut = 'PAYE' AND a.expiration_signalee_le IS NULL
        AND a.date_fin < $1::date AND a.date_fin >= $1::date - $2::int
        AND NOT EXISTS (SELECT 1 FROM abonnements p WHERE p.compte_client_id = a.compte_client_id
                          AND p.statut = 'PAYE' AND p.date_debut <= $1::date AND p.date_fin >= $1::date)
      RETURNING a.id AS periode, a.compte_client_id AS compte, a.date_fin::text AS date_fin`,
    [jour, jours],
  );
  return rows;
}

/** The administrators of an account, who receive its subscription's messages. */
export async function findAdministrateurs(
  db: Queryable,
  compte: number,
): Promise<Array<{ email: string; prenom: string }>> {
  const { rows } = await db.query<{ email: string; prenom: string }>(
    `SELECT u.email, u.prenom FROM utilisateurs_comptes uc JOIN utilisateurs u ON u.id = uc.utilisateur_id
      WHERE uc.compte_client_id = $1 AND uc.role = 'ADMINISTRATEUR' ORDER BY u.email`,
    [compte],
  );
  return rows;
}
