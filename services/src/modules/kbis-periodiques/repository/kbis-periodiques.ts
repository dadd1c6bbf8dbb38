import type { Queryable, Transaction } from '../../../db/index.js';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { AdresseLivraison, StatutKbisPeriodique } from '@portail/contrat/kbis-periodiques';

/** A subscription with what its answers need from its order (reference, frozen prices, counts). */
export interface KbisPeriodiqueRow {
  [colonne: string]: unknown;
  id: number;
  compte_client_id: number;
  commande_article_id: number;
  commande_sous_article_id: number;
  id_entite: number;
  siren: string;
  denomination: string;
  format_diffusion: FormatDiffusion;
  quantite: number;
  frequence_mois: number;
  duree_mois: number;
  nombre_envois: number;
  date_debut: string;
  statut: StatutKbisPeriodique;
  adresse_livraison: AdresseLivraison | null;
  email: string | null;
  cree_le: Date;
  termine_le: Date | null;
  annule_le: Date | null;
  commande_id: number;
  reference_commande: string;
  jour_commande: string;
  unitaire_ht_centimes: number;
  unitaire_ttc_centimes: number;
  ht_centimes: number;
  ttc_centimes: number;
  envois_effectues: number;
  envois_annules: number;
  prochain_envoi_le: string | null;
}

const COLONNES = `k.id::int AS id, k.compte_client_id, k.commande_article_id::int AS commande_article_id,
  k.commande_sous_article_id::int AS commande_sous_article_id, k.id_entite::int AS id_entite, k.siren::text AS siren,
  k.denomination, k.format_diffusion, k.quantite, k.frequence_mois, k.duree_mois, k.nombre_envois,
  to_char(k.date_debut, 'YYYY-MM-DD') AS date_debut, k.statut, k.adresse_livraison, k.email, k.cree_le, k.termine_le,
  k.annule_le, c.id::int AS commande_id, c.reference AS reference_commande, to_char(c.jour, 'YYYY-MM-DD') AS jour_commande,
  s.unitaire_ht_centimes::int AS unitaire_ht_centimes, s.unitaire_ttc_centimes::int AS unitaire_ttc_centimes,
  s.ht_centimes::int AS ht_centimes, s.ttc_centimes::int AS ttc_centimes,
  (SELECT count(*)::int FROM kbis_periodiques_envois e WHERE e.kbis_periodique_id = k.id AND e.statut = 'ENVOYE') AS envois_effectues,
  (SELECT count(*)::int FROM kbis_periodiques_envois e WHERE e.kbis_periodique_id = k.id AND e.statut = 'ANNULE') AS envois_annules,
  (SELECT to_char(min(e.prevu_le), 'YYYY-MM-DD') FROM kbis_periodiques_envois e
    WHERE e.kbis_periodique_id = k.id AND e.statut = 'PREVU') AS prochain_envoi_le`;

const FROM = `FROM kbis_periodiques k
  JOIN commande_sous_articles s ON s.id = k.commande_sous_article_id
  JOIN commande_articles a ON a.id = k.commande_article_id
  JOIN commandes c ON c.id = a.commande_id`;

/** The account's subscription of that id (undefined for another account's: the same 404). */
export async function findKbisPeriodique(
  db: Queryable,
  compte: number,
  id: number,
): Promise<KbisPeriodiqueRow | undefined> {
  const { rows } = await db.query<KbisPeriodiqueRow>(
    `SELECT ${COLONNES} ${FROM} WHERE k.id = $1 AND k.compte_client_id = $2`,
    [id, compte],
  );
  return rows[0];
}

export async function listerKbisPeriodiques(
  db: Queryable,
  compte: number,
  { offset, limit, statut }: { offset: number; limit: number; statut?: StatutKbisPeriodique },
): Promise<{ total: number; rows: KbisPeriodiqueRow[] }> {
  const [{ rows: total }, { rows }] = await Promise.all([
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM kbis_periodiques WHERE compte_client_id = $1 AND ($2::text IS NULL OR statut = $2)',
      [compte, statut ?? null],
    ),
    db.query<KbisPeriodiqueRow>(
      `SELECT ${COLONNES} ${FROM} WHERE k.compte_client_id = $1 AND ($2::text IS NULL OR k.statut = $2)
        ORDER BY k.id DESC OFFSET $3 LIMIT $4`,
      [compte, statut ?? null, offset, limit],
    ),
  ]);
  return { total: total[0]?.total ?? 0, rows };
}

export interface VerrouRow {
  [colonne: string]: unknown;
  id: number;
  compte_client_id: number;
  commande_id: number;
  commande_article_id: number;
  commande_sous_article_id: number;
  format_diffusion: FormatDiffusion;
  quantite: number;
  unitaire_ht_centimes: number;
  unitaire_ttc_centimes: number;
  frequence_mois: number;
  nombre_envois: number;
  date_debut: string;
  statut: StatutKbisPeriodique;
  adresse_livraison: AdresseLivraison | null;
  denomination: string;
}

/**
 * Locks the subscription row: the issue job, the cancellation and the address change take this
 * lock first, so a cancellation either follows an issue or stops it, never races it.
 * `compte`: the caller's account (a route); undefined for the job.
 */
export async function verrouillerKbisPeriodique(
  tx: Transaction,
  id: number,
  compte?: number,
): Promise<VerrouRow | undefined> {
  const { rows } = await tx.query<VerrouRow>(
    `SELECT k.id::int AS id, k.compte_client_id, a.commande_id::int AS commande_id, k.commande_article_id::int AS commande_article_id,
            k.commande_sous_article_id::int AS commande_sous_article_id, k.format_diffusion, k.quantite,
            s.unitaire_ht_centimes::int AS unitaire_ht_centimes, s.unitaire_ttc_centimes::int AS unitaire_ttc_centimes,
            k.frequence_mois, k.nombre_envois,
            to_char(k.date_debut, 'YYYY-MM-DD') AS date_debut, k.statut, k.adresse_livraison, k.denomination
       FROM kbis_periodiques k
       JOIN commande_sous_articles s ON s.id = k.commande_sous_article_id
       JOIN commande_articles a ON a.id = k.commande_article_id
      WHERE k.id = $1 AND ($2::int IS NULL OR k.compte_client_id = $2) FOR UPDATE OF k`,
    [id, compte ?? null],
  );
  return rows[0];
}

export interface NouveauKbisPeriodique {
  compte: number;
  utilisateur: string | null;
  commandeArticle: number;
  commandeSousArticle: number;
  idEntite: number;
  siren: string;
  denomination: string;
  format: FormatDiffusion;
  quantite: number;
  frequenceMois: number;
  duree_mois: number;
  nombreEnvois: number;
  date_debut: string;
  adresse: AdresseLivraison | null;
  email: string | null;
}

export async function insererKbisPeriodique(tx: Transaction, k: NouveauKbisPeriodique): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO kbis_periodiques (compte_client_id, utilisateur_id, commande_article_id, commande_sous_article_id, id_entite,
       siren, denomination, format_diffusion, quantite, frequence_mois, duree_mois, nombre_envois, date_debut,
       adresse_livraison, email)
     VALUES ($1, $2::uuid, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13::date, $14::jsonb, $15)
     RETURNING id::int AS id`,
    [
      k.compte,
      k.utilisateur,
      k.commandeArticle,
      k.commandeSousArticle,
      k.idEntite,
      k.siren,
      k.denomination,
      k.format,
      k.quantite,
      k.frequenceMois,
      k.duree_mois,
      k.nombreEnvois,
      k.date_debut,
      k.adresse === null ? null : JSON.stringify(k.adresse),
      k.email,
    ],
  );
  return (rows[0] as { id: number }).id;
}

export async function terminer(tx: Transaction, kbisPeriodique: number, le: Date): Promise<void> {
  await tx.query("UPDATE kbis_periodiques SET statut = 'TERMINE', termine_le = $2 WHERE id = $1 AND statut = 'ACTIF'", [
    kbisPeriodique,
    le,
  ]);
}

export async function changerAdresse(
  tx: Transaction,
  kbisPeriodique: number,
  adresse: AdresseLivraison,
): Promise<void> {
  await tx.query('UPDATE kbis_periodiques SET adresse_livraison = $2::jsonb WHERE id = $1', [
    kbisPeriodique,
    JSON.stringify(adresse),
  ]);
}

export async function marquerAnnule(tx: Transaction, kbisPeriodique: number): Promise<void> {
  await tx.query(
    "UPDATE kbis_periodiques SET statut = 'ANNULE', annule_le = now() WHERE id = $1 AND statut = 'ACTIF'",
    [kbisPeriodique],
  );
}
