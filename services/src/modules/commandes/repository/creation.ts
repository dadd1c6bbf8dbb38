import type { Transaction } from '../../../db/index.js';

/** Writing an order: its row, then its articles and sub-articles with their frozen prices. */

/** A new order, A_PAYER, numbered CMD-AAAA-NNNNNN from a sequence. */
export async function insererLigneCommande(
  tx: Transaction,
  c: { client: { utilisateur: string; compte: number }; jour: string; grille: string; ht: number; ttc: number },
): Promise<{ id: number; reference: string }> {
  const { rows } = await tx.query<{ id: number; reference: string }>(
    `INSERT INTO commandes (reference, utilisateur_id, compte_client_id, grille_tarifaire, jour, ht_centimes, ttc_centimes)
     VALUES ('CMD-' || substr($3::text, 1, 4) || '-' || lpad(nextval('commandes_numero_seq')::text, 6, '0'),
             $1::uuid, $2, $4, $3::date, $5, $6)
     RETURNING id::int AS id, reference`,
    [c.client.utilisateur, c.client.compte, c.jour, c.grille, c.ht, c.ttc],
  );
  return rows[0] as { id: number; reference: string };
}

export async function insererArticleCommande(
  tx: Transaction,
  commande: number,
  ordre: number,
  groupe: { siren: string | null; denomination: string | null },
  article: {
    id_article_catalogue: string;
    type: string;
    libelle: string;
    id_entite: number | string | null;
    donnees: unknown;
    montant: { ht: number; ttc: number };
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO commande_articles (commande_id, ordre, id_article_catalogue, type, libelle, id_entite, siren, denomination,
                                    donnees, ht_centimes, ttc_centimes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::int AS id`,
    [
      commande,
      ordre,
      article.id_article_catalogue,
      article.type,
      article.libelle,
      article.id_entite,
      groupe.siren,
      groupe.denomination,
      JSON.stringify(article.donnees),
      Math.round(article.montant.ht * 100),
      Math.round(article.montant.ttc * 100),
    ],
  );
  return (rows[0] as { id: number }).id;
}

export interface NouveauSousArticle {
  id_sous_article_catalogue: string;
  format_diffusion: string;
  quantite: number;
  nombre_envois: number;
  /** JSON of `{ frequence_mois, duree_mois }` for a periodic Kbis; null otherwise. */
  periodicite: string | null;
  unitaire_ht_centimes: number;
  unitaire_ttc_centimes: number;
  ht_centimes: number;
  ttc_centimes: number;
}

export async function insererSousArticleCommande(tx: Transaction, article: number, s: NouveauSousArticle) {
  await tx.query(
    `INSERT INTO commande_sous_articles (commande_article_id, id_sous_article_catalogue, format_diffusion, quantite,
       nombre_envois, periodicite, unitaire_ht_centimes, unitaire_ttc_centimes, ht_centimes, ttc_centimes)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      article,
      s.id_sous_article_catalogue,
      s.format_diffusion,
      s.quantite,
      s.nombre_envois,
      s.periodicite,
      s.unitaire_ht_centimes,
      s.unitaire_ttc_centimes,
      s.ht_centimes,
      s.ttc_centimes,
    ],
  );
}
