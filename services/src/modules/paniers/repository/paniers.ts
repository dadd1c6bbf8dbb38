import type { Queryable, Transaction } from '../../../db/index.js';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { Donnees } from '@portail/contrat/paniers';
import { TARIF_EN_VIGUEUR } from './catalogue.js';

export interface PanierRow {
  id: number;
  uid_invite: string | null;
  reclame_par: string | null;
  grille_tarifaire: string;
  [colonne: string]: unknown;
}

const COLONNES = 'id, uid_invite::text AS uid_invite, reclame_par::text AS reclame_par, grille_tarifaire';

export async function findPanierInvite(
  db: Queryable,
  uid: string,
  verrouiller = false,
): Promise<PanierRow | undefined> {
  const { rows } = await db.query<PanierRow>(
    `SELECT ${COLONNES} FROM paniers WHERE uid_invite = $1::uuid${verrouiller ? ' FOR UPDATE' : ''}`,
    [uid],
  );
  return rows[0];
}

export async function findPanierUtilisateur(
  db: Queryable,
  utilisateur: string,
  compte: number,
): Promise<PanierRow | undefined> {
  const { rows } = await db.query<PanierRow>(
    `SELECT ${COLONNES} FROM paniers WHERE utilisateur_id = $1::uuid AND compte_client_id = $2`,
    [utilisateur, compte],
  );
  return rows[0];
}

/** The guest basket of `uid`, created on first use (concurrent first uses create one). */
export async function assurerPanierInvite(db: Queryable, uid: string, grille: string): Promise<PanierRow> {
  await db.query(
    'INSERT INTO paniers (uid_invite, grille_tarifaire) VALUES ($1::uuid, $2) ON CONFLICT (uid_invite) DO NOTHING',
    [uid, grille],
  );
  return (await findPanierInvite(db, uid)) as PanierRow;
}

export async function assurerPanierUtilisateur(
  db: Queryable,
  proprietaire: { utilisateur: string; compte: number; grille: string },
): Promise<PanierRow> {
  const { utilisateur, compte, grille } = proprietaire;
  await db.query(
    `INSERT INTO paniers (utilisateur_id, compte_client_id, grille_tarifaire) VALUES ($1::uuid, $2, $3)
     ON CONFLICT (utilisateur_id, compte_client_id) DO UPDATE SET grille_tarifaire = EXCLUDED.grille_tarifaire`,
    [utilisateur, compte, grille],
  );
  return (await findPanierUtilisateur(db, utilisateur, compte)) as PanierRow;
}

export interface NouvelArticle {
  id_article_catalogue: string;
  id_entite: number | null;
  donnees: Donnees;
  sous_articles: Array<{ id_sous_article_catalogue: string; payload: object }>;
}

export async function insererSousArticles(tx: Transaction, article: number, lignes: NouvelArticle['sous_articles']) {
  for (const { id_sous_article_catalogue, payload } of lignes) {
    await tx.query(
      'INSERT INTO panier_sous_articles (panier_article_id, id_sous_article_catalogue, payload) VALUES ($1, $2, $3)',
      [article, id_sous_article_catalogue, JSON.stringify(payload)],
    );
  }
}

export async function insererArticle(tx: Transaction, panier: number, article: NouvelArticle): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    'INSERT INTO panier_articles (panier_id, id_article_catalogue, id_entite, donnees) VALUES ($1, $2, $3, $4) RETURNING id',
    [panier, article.id_article_catalogue, article.id_entite, JSON.stringify(article.donnees)],
  );
  const id = (rows[0] as { id: number }).id;
  await insererSousArticles(tx, id, article.sous_articles);
  await tx.query('UPDATE paniers SET modifie_le = now() WHERE id = $1', [panier]);
  return id;
}

/** The article `id` if it is in basket `panier`: the only way to reach an article. */
export async function findArticle(
  db: Queryable,
  panier: number,
  id: number,
): Promise<{ id: number; id_article_catalogue: string } | undefined> {
  const { rows } = await db.query<{ id: number; id_article_catalogue: string }>(
    'SELECT id, id_article_catalogue FROM panier_articles WHERE id = $1 AND panier_id = $2',
    [id, panier],
  );
  return rows[0];
}

export async function remplacerSousArticles(tx: Transaction, article: number, lignes: NouvelArticle['sous_articles']) {
  await tx.query('DELETE FROM panier_sous_articles WHERE panier_article_id = $1', [article]);
  await insererSousArticles(tx, article, lignes);
}

export async function supprimerArticle(db: Queryable, panier: number, id: number): Promise<boolean> {
  const { rowCount } = await db.query('DELETE FROM panier_articles WHERE id = $1 AND panier_id = $2', [id, panier]);
  return rowCount > 0;
}

/** Moves every article of the guest basket into the user's and binds the uid to the user. */
export async function verser(tx: Transaction, invite: number, utilisateur: number, par: string): Promise<void> {
  await tx.query('UPDATE panier_articles SET panier_id = $2 WHERE panier_id = $1', [invite, utilisateur]);
  await tx.query('UPDATE paniers SET reclame_par = $2::uuid, modifie_le = now() WHERE id = $1', [invite, par]);
  await tx.query('UPDATE paniers SET modifie_le = now() WHERE id = $1', [utilisateur]);
}

export interface ArticleRow {
  id: number;
  id_article_catalogue: string;
  type: string;
  libelle: string;
  id_entite: number | null;
  siren: string | null;
  denomination: string | null;
  donnees: Donnees;
  [colonne: string]: unknown;
}

export async function findArticles(db: Queryable, panier: number): Promise<ArticleRow[]> {
  // Registry ids fit in an int (the generator and SIRENE imports number from 1).
  const { rows } = await db.query<ArticleRow>(
    `SELECT a.id, a.id_article_catalogue, ac.type, ac.libelle, a.id_entite::int AS id_entite,
            e.siren::text AS siren, e.denomination, a.donnees
     FROM panier_articles a
     JOIN articles_catalogue ac ON ac.id_article_catalogue = a.id_article_catalogue
     LEFT JOIN entreprises e ON e.id = a.id_entite
     WHERE a.panier_id = $1 ORDER BY a.id`,
    [panier],
  );
  return rows;
}

export interface SousArticleRow {
  id: number;
  panier_article_id: number;
  id_sous_article_catalogue: string;
  format_diffusion: FormatDiffusion;
  payload: {
    diffusions: Array<{
      format_diffusion: FormatDiffusion;
      quantite: number;
      periodicite?: { frequence_mois: number; duree_mois: number };
    }>;
  };
  ht_centimes: number | null;
  ttc_centimes: number | null;
  [colonne: string]: unknown;
}

/** The basket's sub-articles with their unit price in `grille` at `date` (null when none). */
export async function findSousArticlesPanier(
  db: Queryable,
  panier: number,
  grille: string,
  date: string,
): Promise<SousArticleRow[]> {
  const { rows } = await db.query<SousArticleRow>(
    `SELECT s.id, s.panier_article_id, s.id_sous_article_catalogue, sc.format_diffusion, s.payload,
            (t.prix_ht * 100)::int AS ht_centimes, (t.prix_ttc * 100)::int AS ttc_centimes
     FROM panier_sous_articles s
     JOIN panier_articles a ON a.id = s.panier_article_id
     JOIN sous_articles_catalogue sc ON sc.id_sous_article_catalogue = s.id_sous_article_catalogue
     ${TARIF_EN_VIGUEUR}
     WHERE a.panier_id = $3 ORDER BY s.panier_article_id, sc.format_diffusion DESC`,
    [grille, date, panier],
  );
  return rows;
}

export async function contientArticle(
  db: Queryable,
  panier: number,
  article: { id_article_catalogue: string; id_entite: number },
): Promise<boolean> {
  const { rows } = await db.query(
    'SELECT 1 FROM panier_articles WHERE panier_id = $1 AND id_article_catalogue = $2 AND id_entite = $3',
    [panier, article.id_article_catalogue, article.id_entite],
  );
  return rows.length > 0;
}

/**
 * The basket a user orders from, locked until the order is written: two clicks on « Commander »
 * make one order. Read as a user's basket (no guest identifiers).
 */
export async function verrouillerPanierACommander(
  tx: Transaction,
  utilisateur: string,
  compte: number,
): Promise<PanierRow | undefined> {
  const { rows } = await tx.query<PanierRow>(
    `SELECT id, NULL AS uid_invite, NULL AS reclame_par, grille_tarifaire FROM paniers
      WHERE utilisateur_id = $1::uuid AND compte_client_id = $2 FOR UPDATE`,
    [utilisateur, compte],
  );
  return rows[0];
}

/** Takes the ordered articles out of the basket, in the order's transaction. */
export async function retirerArticlesCommandes(tx: Transaction, panier: number | null, articles: readonly number[]) {
  await tx.query('DELETE FROM panier_articles WHERE id = ANY($1::int[])', [articles]);
  await tx.query('UPDATE paniers SET modifie_le = now() WHERE id = $1', [panier]);
}

/** The watches waiting in a basket (SURVEILLANCE articles, SPEC §3 « siren to monitor »), oldest first. */
export async function findSurveillancesAuPanier(
  db: Queryable,
  panier: number,
): Promise<Array<{ id: number; id_entite: number; groupes: string[] }>> {
  const { rows } = await db.query<{ id: number; id_entite: string | number; groupes: string[] | null }>(
    `SELECT id, id_entite, donnees->'groupes' AS groupes FROM panier_articles
      WHERE panier_id = $1 AND id_article_catalogue = 'SURVEILLANCE' ORDER BY id`,
    [panier],
  );
  return rows.map((row) => ({ id: row.id, id_entite: Number(row.id_entite), groupes: row.groupes ?? [] }));
}
