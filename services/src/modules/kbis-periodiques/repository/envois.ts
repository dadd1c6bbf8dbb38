import type { Queryable, Transaction } from '../../../db/index.js';
import type { AdresseLivraison, StatutEnvoi } from '@portail/contrat/kbis-periodiques';

export interface EnvoiRow {
  [colonne: string]: unknown;
  rang: number;
  prevu_le: string;
  statut: StatutEnvoi;
  envoye_le: Date | null;
  echoue_le: Date | null;
  adresse_livraison: AdresseLivraison | null;
  document_id: number | null;
  code_verification: string | null;
  nom_fichier: string | null;
  document_emis_le: Date | null;
}

export async function findEnvois(db: Queryable, kbisPeriodique: number): Promise<EnvoiRow[]> {
  const { rows } = await db.query<EnvoiRow>(
    `SELECT e.rang, to_char(e.prevu_le, 'YYYY-MM-DD') AS prevu_le, e.statut, e.envoye_le, e.echoue_le, e.adresse_livraison,
            d.id::int AS document_id, d.code_verification, d.nom_fichier, d.emis_le AS document_emis_le
       FROM kbis_periodiques_envois e LEFT JOIN documents_emis d ON d.id = e.document_emis_id
      WHERE e.kbis_periodique_id = $1 ORDER BY e.rang`,
    [kbisPeriodique],
  );
  return rows;
}

export async function statutEnvoi(
  tx: Transaction,
  kbisPeriodique: number,
  rang: number,
): Promise<{ statut: StatutEnvoi; prevu_le: string } | undefined> {
  const { rows } = await tx.query<{ statut: StatutEnvoi; prevu_le: string }>(
    `SELECT statut, to_char(prevu_le, 'YYYY-MM-DD') AS prevu_le FROM kbis_periodiques_envois
      WHERE kbis_periodique_id = $1 AND rang = $2 FOR UPDATE`,
    [kbisPeriodique, rang],
  );
  return rows[0];
}

export async function insererEnvoisPrevus(tx: Transaction, kbisPeriodique: number, dates: string[]): Promise<void> {
  for (const [i, date] of dates.entries()) {
    await tx.query(
      'INSERT INTO kbis_periodiques_envois (kbis_periodique_id, rang, prevu_le) VALUES ($1, $2, $3::date)',
      [kbisPeriodique, i + 1, date],
    );
  }
}

export async function marquerEnvoye(
  tx: Transaction,
  envoi: {
    kbisPeriodique: number;
    rang: number;
    le: Date;
    document?: number;
    envoiPostal?: number;
    adresse?: AdresseLivraison | null;
  },
): Promise<void> {
  await tx.query(
    `UPDATE kbis_periodiques_envois
        SET statut = 'ENVOYE', envoye_le = $3, document_emis_id = $4, envoi_postal_id = $5, adresse_livraison = $6::jsonb
      WHERE kbis_periodique_id = $1 AND rang = $2 AND statut = 'PREVU'`,
    [
      envoi.kbisPeriodique,
      envoi.rang,
      envoi.le,
      envoi.document ?? null,
      envoi.envoiPostal ?? null,
      envoi.adresse ? JSON.stringify(envoi.adresse) : null,
    ],
  );
}

/** The newest document / postal dispatch the fulfilment just wrote for that article / sub-article. */
export async function dernierDocument(tx: Transaction, commandeArticle: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id::int AS id FROM documents_emis WHERE commande_article_id = $1 ORDER BY id DESC LIMIT 1',
    [commandeArticle],
  );
  return rows[0]?.id;
}

export async function dernierEnvoiPostal(tx: Transaction, commandeSousArticle: number): Promise<number | undefined> {
  const { rows } = await tx.query<{ id: number }>(
    'SELECT id::int AS id FROM envois_postaux WHERE commande_sous_article_id = $1 ORDER BY id DESC LIMIT 1',
    [commandeSousArticle],
  );
  return rows[0]?.id;
}

export async function insererEnvoiPostal(
  tx: Transaction,
  commandeSousArticle: number,
  quantite: number,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO envois_postaux (commande_sous_article_id, quantite) VALUES ($1, $2) RETURNING id::int AS id',
    [commandeSousArticle, quantite],
  );
  return (rows[0] as { id: number }).id;
}

/** Cancels the issues not sent yet; how many. */
export async function annulerEnvoisPrevus(tx: Transaction, kbisPeriodique: number): Promise<number> {
  const { rowCount } = await tx.query(
    "UPDATE kbis_periodiques_envois SET statut = 'ANNULE' WHERE kbis_periodique_id = $1 AND statut = 'PREVU'",
    [kbisPeriodique],
  );
  return rowCount;
}

export interface CourrielRow {
  [colonne: string]: unknown;
  email: string;
  siren: string;
  denomination: string;
  nombre_envois: number;
  nom_fichier: string;
  contenu: Uint8Array;
  code_verification: string | null;
}

/** What the e-mail of an issue needs; undefined once sent (or for an issue without a PDF). */
export async function findCourrielAEnvoyer(
  db: Queryable,
  kbisPeriodique: number,
  rang: number,
): Promise<CourrielRow | undefined> {
  const { rows } = await db.query<CourrielRow>(
    `SELECT k.email, k.siren::text AS siren, k.denomination, k.nombre_envois, d.nom_fichier, d.contenu, d.code_verification
       FROM kbis_periodiques_envois e
       JOIN kbis_periodiques k ON k.id = e.kbis_periodique_id
       JOIN documents_emis d ON d.id = e.document_emis_id
      WHERE e.kbis_periodique_id = $1 AND e.rang = $2 AND e.courriel_envoye_le IS NULL AND k.email IS NOT NULL`,
    [kbisPeriodique, rang],
  );
  return rows[0];
}

export async function marquerCourrielEnvoye(db: Queryable, kbisPeriodique: number, rang: number): Promise<void> {
  await db.query(
    'UPDATE kbis_periodiques_envois SET courriel_envoye_le = now() WHERE kbis_periodique_id = $1 AND rang = $2 AND courriel_envoye_le IS NULL',
    [kbisPeriodique, rang],
  );
}

/** Issue `rang`, still planned, given up by the queue (no document, no dispatch). */
export async function marquerEchec(tx: Transaction, kbisPeriodique: number, rang: number, le: Date): Promise<void> {
  await tx.query(
    `UPDATE kbis_periodiques_envois SET statut = 'ECHEC', echoue_le = $3
      WHERE kbis_periodique_id = $1 AND rang = $2 AND statut = 'PREVU'`,
    [kbisPeriodique, rang, le],
  );
}

export interface CourrielEchecRow {
  [colonne: string]: unknown;
  email: string;
  siren: string;
  denomination: string;
  nombre_envois: number;
  quantite: number;
  unitaire_ttc_centimes: number;
}

/**
 * What the e-mail of an issue not delivered needs: the subscription's address (ELEC), else the
 * address of the user who ordered it (COURRIER); undefined when nobody can be written to.
 */
export async function findCourrielEchec(
  db: Queryable,
  kbisPeriodique: number,
  rang: number,
): Promise<CourrielEchecRow | undefined> {
  const { rows } = await db.query<CourrielEchecRow>(
    `SELECT COALESCE(k.email, u.email) AS email, k.siren::text AS siren, k.denomination, k.nombre_envois, k.quantite,
            s.unitaire_ttc_centimes::int AS unitaire_ttc_centimes
       FROM kbis_periodiques_envois e
       JOIN kbis_periodiques k ON k.id = e.kbis_periodique_id
       JOIN commande_sous_articles s ON s.id = k.commande_sous_article_id
       LEFT JOIN utilisateurs u ON u.id = k.utilisateur_id
      WHERE e.kbis_periodique_id = $1 AND e.rang = $2 AND e.statut = 'ECHEC'
        AND COALESCE(k.email, u.email) IS NOT NULL`,
    [kbisPeriodique, rang],
  );
  return rows[0];
}
