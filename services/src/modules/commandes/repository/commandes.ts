import { createHash } from 'node:crypto';

import type { Queryable, Transaction } from '../../../db/index.js';
import type { DocumentProduit } from '../service/production.js';

export type StatutCommande = 'A_PAYER' | 'PAYEE' | 'LIVREE' | 'ANNULEE';
export type MoyenPaiement = 'CARTE_BANCAIRE' | 'PORTEFEUILLE_ELECTRONIQUE' | 'DIFFERE';

export interface CommandeRow {
  [colonne: string]: unknown;
  id: number;
  reference: string;
  utilisateur_id: string | null;
  compte_client_id: number;
  cree_le: Date;
  jour: string;
  statut: StatutCommande;
  moyen_paiement: MoyenPaiement | null;
  ht_centimes: number;
  ttc_centimes: number;
  paye_le: Date | null;
  livree_le: Date | null;
  nombre_articles: number;
}

const COLONNES = `c.id::int AS id, c.reference, c.utilisateur_id::text AS utilisateur_id, c.compte_client_id, c.cree_le,
  to_char(c.jour, 'YYYY-MM-DD') AS jour, c.statut, c.moyen_paiement, c.ht_centimes::int AS ht_centimes,
  c.ttc_centimes::int AS ttc_centimes, c.paye_le, c.livree_le,
  (SELECT count(*)::int FROM commande_articles a WHERE a.commande_id = c.id) AS nombre_articles`;

/** The account's order of that reference (and day, when given); FOR UPDATE inside a transaction that changes it. */
export async function findCommande(
  db: Queryable,
  compte: number,
  reference: string,
  options: { jour?: string; verrouiller?: boolean } = {},
): Promise<CommandeRow | undefined> {
  const { rows } = await db.query<CommandeRow>(
    `SELECT ${COLONNES} FROM commandes c
      WHERE c.reference = $1 AND c.compte_client_id = $2 AND ($3::date IS NULL OR c.jour = $3::date)
      ${options.verrouiller ? 'FOR UPDATE' : ''}`,
    [reference, compte, options.jour ?? null],
  );
  return rows[0];
}

export async function findCommandeParId(
  db: Queryable,
  id: number,
  verrouiller = false,
): Promise<CommandeRow | undefined> {
  const { rows } = await db.query<CommandeRow>(
    `SELECT ${COLONNES} FROM commandes c WHERE c.id = $1 ${verrouiller ? 'FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}

export async function listerCommandes(
  db: Queryable,
  compte: number,
  { offset, limit, statut }: { offset: number; limit: number; statut?: StatutCommande },
): Promise<{ total: number; rows: CommandeRow[] }> {
  const [{ rows: total }, { rows }] = await Promise.all([
    db.query<{ total: number }>(
      'SELECT count(*)::int AS total FROM commandes WHERE compte_client_id = $1 AND ($2::text IS NULL OR statut = $2)',
      [compte, statut ?? null],
    ),
    db.query<CommandeRow>(
      `SELECT ${COLONNES} FROM commandes c WHERE c.compte_client_id = $1 AND ($2::text IS NULL OR c.statut = $2)
        ORDER BY c.cree_le DESC, c.id DESC OFFSET $3 LIMIT $4`,
      [compte, statut ?? null, offset, limit],
    ),
  ]);
  return { total: total[0]?.total ?? 0, rows };
}

export interface ArticleRow {
  [colonne: string]: unknown;
  id: number;
  ordre: number;
  id_article_catalogue: string;
  type: string;
  libelle: string;
  id_entite: number | null;
  siren: string | null;
  denomination: string | null;
  donnees: Record<string, unknown>;
  ht_centimes: number;
  ttc_centimes: number;
}

export async function findArticlesCommande(db: Queryable, commande: number): Promise<ArticleRow[]> {
  const { rows } = await db.query<ArticleRow>(
    `SELECT id::int AS id, ordre, id_article_catalogue, type, libelle, id_entite::int AS id_entite, siren, denomination,
            donnees, ht_centimes::int AS ht_centimes, ttc_centimes::int AS ttc_centimes
       FROM commande_articles WHERE commande_id = $1 ORDER BY ordre`,
    [commande],
  );
  return rows;
}

export interface SousArticleRow {
  [colonne: string]: unknown;
  id: number;
  commande_article_id: number;
  id_sous_article_catalogue: string;
  format_diffusion: 'COURRIER' | 'ELEC';
  quantite: number;
  nombre_envois: number;
  periodicite: { frequence_mois: number; duree_mois: number } | null;
  unitaire_ht_centimes: number;
  unitaire_ttc_centimes: number;
  ht_centimes: number;
  ttc_centimes: number;
}

export async function findSousArticlesCommande(db: Queryable, commande: number): Promise<SousArticleRow[]> {
  const { rows } = await db.query<SousArticleRow>(
    `SELECT s.id::int AS id, s.commande_article_id::int AS commande_article_id, s.id_sous_article_catalogue,
            s.format_diffusion, s.quantite, s.nombre_envois, s.periodicite,
            s.unitaire_ht_centimes::int AS unitaire_ht_centimes, s.unitaire_ttc_centimes::int AS unitaire_ttc_centimes,
            s.ht_centimes::int AS ht_centimes, s.ttc_centimes::int AS ttc_centimes
       FROM commande_sous_articles s JOIN commande_articles a ON a.id = s.commande_article_id
      WHERE a.commande_id = $1 ORDER BY a.ordre, s.format_diffusion DESC`,
    [commande],
  );
  return rows;
}

export interface DocumentEmisRow {
  [colonne: string]: unknown;
  id: number;
  commande_article_id: number;
  type: string;
  libelle: string;
  nom_fichier: string;
  taille: number;
  code_verification: string | null;
  emis_le: Date;
}

export async function findDocumentsCommande(db: Queryable, commande: number): Promise<DocumentEmisRow[]> {
  const { rows } = await db.query<DocumentEmisRow>(
    `SELECT d.id::int AS id, d.commande_article_id::int AS commande_article_id, d.type, d.libelle, d.nom_fichier,
            octet_length(d.contenu) AS taille, d.code_verification, d.emis_le
       FROM documents_emis d JOIN commande_articles a ON a.id = d.commande_article_id
      WHERE a.commande_id = $1 ORDER BY a.ordre, d.id`,
    [commande],
  );
  return rows;
}

export async function findContenusDocuments(
  db: Queryable,
  commande: number,
  article?: number,
  document?: number,
): Promise<Array<{ commande_article_id: number; nom_fichier: string; contenu: Uint8Array }>> {
  const { rows } = await db.query<{ commande_article_id: number; nom_fichier: string; contenu: Uint8Array }>(
    `SELECT d.commande_article_id::int AS commande_article_id, d.nom_fichier, d.contenu
       FROM documents_emis d JOIN commande_articles a ON a.id = d.commande_article_id
      WHERE a.commande_id = $1 AND ($2::bigint IS NULL OR a.id = $2) AND ($3::bigint IS NULL OR d.id = $3)
      ORDER BY a.ordre, d.id`,
    [commande, article ?? null, document ?? null],
  );
  return rows;
}

export async function findEnvoisCommande(
  db: Queryable,
  commande: number,
): Promise<Array<{ commande_article_id: number; quantite: number; enregistre_le: Date }>> {
  const { rows } = await db.query<{ commande_article_id: number; quantite: number; enregistre_le: Date }>(
    `SELECT s.commande_article_id::int AS commande_article_id, e.quantite, e.enregistre_le
       FROM envois_postaux e JOIN commande_sous_articles s ON s.id = e.commande_sous_article_id
       JOIN commande_articles a ON a.id = s.commande_article_id
      WHERE a.commande_id = $1 ORDER BY e.id`,
    [commande],
  );
  return rows;
}

export async function findFactureCommande(
  db: Queryable,
  commande: number,
): Promise<{ numero: string; date_facture: string } | undefined> {
  const { rows } = await db.query<{ numero: string; date_facture: string }>(
    `SELECT f.numero, to_char(f.date_facture, 'YYYY-MM-DD') AS date_facture FROM factures f
      WHERE f.commande_id = $1 OR f.id = (SELECT facture_id FROM commandes WHERE id = $1)`,
    [commande],
  );
  return rows[0];
}

/**
 * Keeps an issued PDF under its order article, with its fingerprint and verification code (an
 * order's documents at fulfilment, each periodic Kbis issue later); its id.
 */
export async function insererDocumentEmis(
  tx: Transaction,
  article: { id: number; type: string; id_entite: number | null; siren: string | null; denomination: string | null },
  document: DocumentProduit,
  emisLe: Date,
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO documents_emis (commande_article_id, type, libelle, nom_fichier, contenu, sha256, code_verification,
                                 id_entite, siren, denomination, greffe_code, numero_gestion, emis_le)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id::int AS id`,
    [
      article.id,
      article.type,
      document.libelle,
      document.nomFichier,
      document.contenu,
      createHash('sha256').update(document.contenu).digest('hex'),
      document.codeVerification ?? null,
      article.id_entite,
      document.siren ?? article.siren,
      document.denomination ?? article.denomination,
      document.greffeCode ?? null,
      document.numero_gestion ?? null,
      emisLe,
    ],
  );
  return (rows[0] as { id: number }).id;
}

export async function insererEnvoiPostal(tx: Transaction, sousArticle: number, quantite: number): Promise<void> {
  await tx.query('INSERT INTO envois_postaux (commande_sous_article_id, quantite) VALUES ($1, $2)', [
    sousArticle,
    quantite,
  ]);
}

export async function passerLivree(tx: Transaction, commande: number, livreeLe: Date): Promise<void> {
  await tx.query("UPDATE commandes SET statut = 'LIVREE', livree_le = $2 WHERE id = $1", [commande, livreeLe]);
}

/** Whom to tell that an order is delivered; undefined when its user has deleted their account. */
/**
 * Who is told that an order's documents are ready; none for an order of subscription periods only
 * (the abonnements module sends its own message).
 */
export async function findDestinataireLivraison(
  db: Queryable,
  commande: number,
): Promise<{ reference: string; jour: string; email: string; prenom: string } | undefined> {
  const { rows } = await db.query<{ reference: string; jour: string; email: string; prenom: string }>(
    `SELECT c.reference, to_char(c.jour, 'YYYY-MM-DD') AS jour, u.email, u.prenom
       FROM commandes c JOIN utilisateurs u ON u.id = c.utilisateur_id
      WHERE c.id = $1 AND EXISTS (SELECT 1 FROM commande_articles a WHERE a.commande_id = c.id AND a.type <> 'ABONNEMENT')`,
    [commande],
  );
  return rows[0];
}

/** An order's reference and day, for a link to its page. */
export async function findReferenceCommande(
  db: Queryable,
  commande: number,
): Promise<{ reference: string; jour: string } | undefined> {
  const { rows } = await db.query<{ reference: string; jour: string }>(
    "SELECT reference, to_char(jour, 'YYYY-MM-DD') AS jour FROM commandes WHERE id = $1",
    [commande],
  );
  return rows[0];
}
