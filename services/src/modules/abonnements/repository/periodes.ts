import type { Queryable, Transaction } from '../../../db/index.js';

/**
 * Subscription periods (table `abonnements`, migrations 009 and 020) as this module reads and
 * writes them: the orders that pay them, their payment, their due dates. The account module
 * (comptes-clients) creates an account's first period and records cancellation requests.
 */

export type PeriodeRow = {
  id: number;
  uuid: string;
  compte_client_id: number;
  formule: string;
  libelle: string;
  date_debut: string;
  date_fin: string | null;
  duree_mois: number | null;
  ttc_centimes: number;
  ht_centimes: number;
  statut: 'GRATUIT' | 'EN_ATTENTE_DE_PAIEMENT' | 'PAYE' | 'ANNULE';
  resiliation_demandee_le: string | null;
  paye_le: string | null;
  libelle_facturation: string | null;
  contact_nom: string;
  contact_prenom: string;
  numero_voie_facturation: string;
  complement_adresse_facturation: string | null;
  code_postal_facturation: string;
  ville_facturation: string;
  pays_facturation: string;
  commande_reference: string | null;
  commande_jour: string | null;
  commande_statut: 'A_PAYER' | 'PAYEE' | 'LIVREE' | 'ANNULEE' | null;
};

// Dates as text, amounts in cents: node-postgres and PGlite parse dates and numerics differently.
const SELECT_PERIODES = `
  SELECT a.id, a.uuid::text AS uuid, a.compte_client_id, a.formule, f.libelle, a.date_debut::text AS date_debut,
         a.date_fin::text AS date_fin, f.duree_mois, (a.montant_ttc * 100)::int AS ttc_centimes,
         round(a.montant_ttc * 100 / (1 + f.taux_tva / 100))::int AS ht_centimes, a.statut,
         a.resiliation_demandee_le::text AS resiliation_demandee_le,
         to_char(a.paye_le AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS paye_le,
         a.libelle_facturation, a.contact_nom, a.contact_prenom, a.numero_voie_facturation,
         a.complement_adresse_facturation, a.code_postal_facturation, a.ville_facturation, a.pays_facturation,
         c.reference AS commande_reference, c.jour::text AS commande_jour, c.statut AS commande_statut
    FROM abonnements a
    JOIN formules_abonnement f ON f.code = a.formule
    LEFT JOIN commandes c ON c.id = a.commande_id`;

export async function findPeriodes(db: Queryable, compte: number): Promise<PeriodeRow[]> {
  const { rows } = await db.query<PeriodeRow>(
    `${SELECT_PERIODES} WHERE a.compte_client_id = $1 ORDER BY a.date_debut DESC, a.id DESC`,
    [compte],
  );
  return rows;
}

/** The account's period by its public uuid, or its period waiting for payment; locked for the order. */
export async function verrouillerPeriodeAPayer(
  tx: Transaction,
  compte: number,
  uuid: string | undefined,
): Promise<PeriodeRow | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    `SELECT id FROM abonnements WHERE compte_client_id = $1
        AND ${uuid === undefined ? "statut = 'EN_ATTENTE_DE_PAIEMENT'" : 'uuid = $2::uuid'}
      FOR UPDATE`,
    uuid === undefined ? [compte] : [compte, uuid],
  );
  const id = rows[0]?.id;
  if (id === undefined) return undefined;
  const { rows: periodes } = await tx.query<PeriodeRow>(`${SELECT_PERIODES} WHERE a.id = $1`, [id]);
  return periodes[0];
}

export type Formule = {
  code: string;
  libelle: string;
  duree_mois: number;
  ttc_centimes: number;
  ht_centimes: number;
};

/** The paid formula (ANNUEL): what a subscription costs today, read from `formules_abonnement`. */
export async function findFormuleAbonne(db: Queryable): Promise<Formule | undefined> {
  const { rows } = await db.query<Formule>(
    `SELECT code, libelle, duree_mois, (montant_ttc * 100)::int AS ttc_centimes,
            round(montant_ttc * 100 / (1 + taux_tva / 100))::int AS ht_centimes
       FROM formules_abonnement WHERE type_compte = 'ABONNE'`,
  );
  return rows[0];
}

/** The last day a paid period covers, on or after `jour` (renewals paid in advance included). */
export async function findPayeJusquAu(db: Queryable, compte: number, jour: string): Promise<string | null> {
  const { rows } = await db.query<{ fin: string | null }>(
    `SELECT max(date_fin)::text AS fin FROM abonnements
      WHERE compte_client_id = $1 AND statut = 'PAYE' AND date_fin >= $2::date
        AND EXISTS (SELECT 1 FROM abonnements p WHERE p.compte_client_id = $1 AND p.statut = 'PAYE'
                      AND p.date_debut <= $2::date AND p.date_fin >= $2::date)`,
    [compte, jour],
  );
  return rows[0]?.fin ?? null;
}

/** A new period waiting for its payment, with the given billing block. */
export async function insererPeriodeEnAttente(
  tx: Transaction,
  p: { compte: number; formule: Formule; date_debut: string; adresse: Omit<AdressePeriode, 'id'> },
): Promise<{ id: number; uuid: string }> {
  const { adresse } = p;
  const { rows } = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO abonnements (compte_client_id, formule, date_debut, date_fin, montant_ttc, statut,
                              libelle_facturation, contact_nom, contact_prenom, numero_voie_facturation,
                              complement_adresse_facturation, code_postal_facturation, ville_facturation,
                              pays_facturation)
     VALUES ($1, $2, $3::date, ($3::date + make_interval(months => $4) - interval '1 day')::date, $5::numeric / 100,
             'EN_ATTENTE_DE_PAIEMENT', $6, $7, $8, $9, $10, $11, $12, $13)
     RETURNING id, uuid::text AS uuid`,
    [
      p.compte,
      p.formule.code,
      p.date_debut,
      p.formule.duree_mois,
      p.formule.ttc_centimes,
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
  return rows[0] as { id: number; uuid: string };
}

export type AdressePeriode = {
  id: number;
  libelle_facturation: string | null;
  contact_nom: string;
  contact_prenom: string;
  numero_voie_facturation: string;
  complement_adresse_facturation: string | null;
  code_postal_facturation: string;
  ville_facturation: string;
  pays_facturation: string;
};

export async function changerAdressePeriode(tx: Transaction, a: AdressePeriode): Promise<void> {
  await tx.query(
    `UPDATE abonnements SET libelle_facturation = $2, contact_nom = $3, contact_prenom = $4,
            numero_voie_facturation = $5, complement_adresse_facturation = $6, code_postal_facturation = $7,
            ville_facturation = $8, pays_facturation = $9, modifie_le = now()
      WHERE id = $1`,
    [
      a.id,
      a.libelle_facturation,
      a.contact_nom,
      a.contact_prenom,
      a.numero_voie_facturation,
      a.complement_adresse_facturation,
      a.code_postal_facturation,
      a.ville_facturation,
      a.pays_facturation,
    ],
  );
}

export async function lierCommande(tx: Transaction, periode: number, reference: string): Promise<void> {
  await tx.query(
    'UPDATE abonnements SET commande_id = (SELECT id FROM commandes WHERE reference = $2), modifie_le = now() WHERE id = $1',
    [periode, reference],
  );
}

/** Serialises the subscription orders of an account (two clicks make one period and one order). */
export async function verrouillerCompte(tx: Transaction, compte: number): Promise<void> {
  await tx.query('SELECT 1 FROM comptes_clients WHERE id = $1 FOR UPDATE', [compte]);
}

/** The billing block a new period starts from: the account's abonnements[0] (latest non-cancelled period). */
export async function findModeleAdresse(
  db: Queryable,
  compte: number,
): Promise<Omit<AdressePeriode, 'id'> | undefined> {
  const { rows } = await db.query<Omit<AdressePeriode, 'id'>>(
    `SELECT libelle_facturation, contact_nom, contact_prenom, numero_voie_facturation, complement_adresse_facturation,
            code_postal_facturation, ville_facturation, pays_facturation::text AS pays_facturation
       FROM abonnements WHERE compte_client_id = $1 ORDER BY statut <> 'ANNULE' DESC, date_debut DESC LIMIT 1`,
    [compte],
  );
  return rows[0];
}

/** The last day of the account's latest paid period, if any (a renewal starts the day after). */
export async function findDernierJourPaye(db: Queryable, compte: number): Promise<string | null> {
  const { rows } = await db.query<{ fin: string | null }>(
    `SELECT max(date_fin)::text AS fin FROM abonnements WHERE compte_client_id = $1 AND statut = 'PAYE'`,
    [compte],
  );
  return rows[0]?.fin ?? null;
}

/**
 * The periods an order pays: those it is linked to (`commande_id`, the period's latest order; an
 * order cancelled before another was opened is never delivered, its late payment is refunded).
 */
export async function findPeriodesDeCommande(tx: Transaction, commande: number): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id FROM abonnements WHERE commande_id = $1 ORDER BY id FOR UPDATE',
    [commande],
  );
  return rows.map((row) => row.id);
}

/**
 * Records a period's payment, delivered on `jour`: it starts that day at the earliest (a period
 * paid late is not shortened), for its formula's length; the membership it replaces ends the day
 * before (or is cancelled when it began that very day); the account becomes a subscriber. False
 * when the period was already paid.
 */
export async function enregistrerPaiement(
  tx: Transaction,
  p: { periode: number; jour: string; payeLe: Date; habilitationsAbonne: string },
): Promise<boolean> {
  const { rows } = await tx.query<{ compte: number; debut: string }>(
    `SELECT compte_client_id AS compte, greatest(date_debut, $2::date)::text AS debut
       FROM abonnements WHERE id = $1 AND statut <> 'PAYE' FOR UPDATE`,
    [p.periode, p.jour],
  );
  const paye = rows[0];
  if (paye === undefined) return false;
  // The membership first: the paid period may start the day the membership did.
  await tx.query(
    `UPDATE abonnements SET modifie_le = now(),
            statut = CASE WHEN date_debut >= $2::date THEN 'ANNULE' ELSE statut END,
            date_fin = CASE WHEN date_debut >= $2::date THEN date_fin ELSE ($2::date - 1) END
      WHERE compte_client_id = $1 AND statut = 'GRATUIT' AND (date_fin IS NULL OR date_fin >= $2::date)`,
    [paye.compte, paye.debut],
  );
  await tx.query(
    `UPDATE abonnements a
        SET statut = 'PAYE', paye_le = $3, modifie_le = now(), date_debut = $2::date,
            date_fin = ($2::date + make_interval(months => f.duree_mois) - interval '1 day')::date
       FROM formules_abonnement f
      WHERE a.id = $1 AND f.code = a.formule`,
    [p.periode, paye.debut, p.payeLe],
  );
  await tx.query(
    `UPDATE comptes_clients SET type_compte = 'ABONNE', habilitations = $2, version = version + 1, modifie_le = now()
      WHERE id = $1 AND type_compte <> 'ABONNE'`,
    [paye.compte, p.habilitationsAbonne],
  );
  return true;
}

/** A period by id, as the messages about it read it. */
export async function findPeriode(db: Queryable, id: number): Promise<PeriodeRow | undefined> {
  const { rows } = await db.query<PeriodeRow>(`${SELECT_PERIODES} WHERE a.id = $1`, [id]);
  return rows[0];
}

/** The account's period waiting for payment, if any. */
export async function findPeriodeEnAttente(db: Queryable, compte: number): Promise<PeriodeRow | undefined> {
  const { rows } = await db.query<PeriodeRow>(
    `${SELECT_PERIODES} WHERE a.compte_client_id = $1 AND a.statut = 'EN_ATTENTE_DE_PAIEMENT'`,
    [compte],
  );
  return rows[0];
}
