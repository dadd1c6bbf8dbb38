import type { Queryable, Transaction } from '../../../db/index.js';
import type { AdresseFacturation, TypeCompte } from '@portail/contrat/comptes-clients';
import type { Abonnement } from '@portail/contrat/comptes-clients';

export type AbonnementRow = Abonnement & { [column: string]: unknown };

// Dates as text and amounts as float8: node-postgres and PGlite parse date and numeric differently.
const SELECT_ABONNEMENTS = `
  SELECT id, compte_client_id, formule, date_debut::text AS date_debut, date_fin::text AS date_fin,
         montant_ttc::float8 AS montant_ttc, statut, resiliation_demandee_le::text AS resiliation_demandee_le
  FROM abonnements`;

// In force: begun, not ended (date_fin is the last day included), not cancelled; a period with
// rights before one waiting for its payment (a member who has begun to subscribe is still a member).
const EN_VIGUEUR = `compte_client_id = $1 AND statut <> 'ANNULE'
  AND date_debut <= $2::date AND (date_fin IS NULL OR date_fin >= $2::date)`;

export async function findAbonnementEnVigueur(
  db: Queryable,
  compte: number,
  date: string,
): Promise<AbonnementRow | undefined> {
  const { rows } = await db.query<AbonnementRow>(
    `${SELECT_ABONNEMENTS} WHERE ${EN_VIGUEUR} ORDER BY statut IN ('GRATUIT', 'PAYE') DESC, date_debut DESC LIMIT 1`,
    [compte, date],
  );
  return rows[0];
}

/** The latest last day of a paid period that ends on or after `date` (renewals paid in advance included). */
export async function finPeriodePayee(db: Queryable, compte: number, date: string): Promise<string | undefined> {
  const { rows } = await db.query<{ date_fin: string }>(
    `SELECT max(date_fin)::text AS date_fin FROM abonnements
     WHERE compte_client_id = $1 AND statut = 'PAYE' AND date_fin >= $2::date`,
    [compte, date],
  );
  return rows[0]?.date_fin ?? undefined;
}

/** Whether a period still waits for its payment, in force on `date` or later. */
export async function aPeriodeEnAttente(db: Queryable, compte: number, date: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM abonnements WHERE compte_client_id = $1 AND statut = 'EN_ATTENTE_DE_PAIEMENT'
       AND (date_fin IS NULL OR date_fin >= $2::date)`,
    [compte, date],
  );
  return rows.length > 0;
}

/**
 * The first period of an account, from the formula of its type: length and price are read from
 * `formules_abonnement`, the price copied onto the period. Free periods need no payment.
 */
export async function insererPremierePeriode(
  tx: Transaction,
  periode: { compte: number; type_compte: TypeCompte; date_debut: string; adresse: AdresseFacturation },
): Promise<void> {
  const { adresse } = periode;
  const { rowCount } = await tx.query(
    `INSERT INTO abonnements (compte_client_id, formule, date_debut, date_fin, montant_ttc, statut,
                              libelle_facturation, contact_nom, contact_prenom, numero_voie_facturation,
                              complement_adresse_facturation, code_postal_facturation, ville_facturation,
                              pays_facturation)
     SELECT $1, f.code, $3::date, ($3::date + make_interval(months => f.duree_mois) - interval '1 day')::date,
            f.montant_ttc, CASE WHEN f.montant_ttc = 0 THEN 'GRATUIT' ELSE 'EN_ATTENTE_DE_PAIEMENT' END,
            $4, $5, $6, $7, $8, $9, $10, $11
     FROM formules_abonnement f WHERE f.type_compte = $2`,
    [
      periode.compte,
      periode.type_compte,
      periode.date_debut,
      adresse.libelle_facturation,
      adresse.contact_nom,
      adresse.contact_prenom,
      adresse.numero_voie_facturation,
      adresse.complement_adresse_facturation,
      adresse.code_postal_facturation,
      adresse.ville_facturation,
      adresse.pays_facturation,
    ],
  );
  if (rowCount !== 1) throw new Error(`Aucune formule d'abonnement pour le type de compte ${periode.type_compte}`);
}

/** Records the request once: a second request leaves the first date and reason as they were. */
export async function demanderResiliation(
  db: Queryable,
  abonnement: number,
  demande: { date: string; motif: string },
): Promise<AbonnementRow> {
  // Two statements: a SELECT in the same statement as an UPDATE would see the row before it.
  await db.query(
    `UPDATE abonnements SET resiliation_demandee_le = $2::date, motif_resiliation = $3, modifie_le = now()
     WHERE id = $1 AND resiliation_demandee_le IS NULL`,
    [abonnement, demande.date, demande.motif],
  );
  const { rows } = await db.query<AbonnementRow>(`${SELECT_ABONNEMENTS} WHERE id = $1`, [abonnement]);
  return rows[0] as AbonnementRow;
}

/** Cancels the periods still waiting for their payment (the account's last user is leaving). */
export async function annulerPeriodesEnAttente(tx: Queryable, compte: number, date: string): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE abonnements SET statut = 'ANNULE', modifie_le = now()
      WHERE compte_client_id = $1 AND statut = 'EN_ATTENTE_DE_PAIEMENT'
        AND (date_fin IS NULL OR date_fin >= $2::date)`,
    [compte, date],
  );
  return rowCount;
}
