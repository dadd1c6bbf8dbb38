import type { Db, Queryable, Transaction } from '../../../db/index.js';
import { aujourdhui } from '../../comptes-clients/service/dates.js';
import type { Article, Regroupement } from '../../paniers/schemas/panier.js';
import { chiffrerPanier } from '../../paniers/service/lecture.js';
import { ChampsInvalides, CommandeIntrouvable } from '../erreurs.js';
import { findCommande } from '../repository/commandes.js';
import type { Commande } from '../schemas.js';
import { exigerCompteOuvert, type Client } from './contexte.js';
import { detailCommande } from './lecture.js';

/** Watches are not orders: the surveillance service takes them from the basket. */
const HORS_COMMANDE = new Set(['SURVEILLANCE']);

interface DiffusionPayload {
  quantite: number;
  periodicite?: { frequence_mois: number; duree_mois: number };
}

/**
 * Turns the caller's basket into an order, at today's prices in their account's grid (computed
 * here, never read from the client), in one transaction: the order with its frozen lines, and
 * the basket emptied of what was ordered. The basket row is locked, so two clicks on « Commander »
 * make one order and an empty basket answer.
 */
export async function creerCommande(db: Db, client: Client): Promise<Commande> {
  exigerCompteOuvert(client);
  const jour = aujourdhui();
  const creee = await db.transaction(async (tx) => {
    const { rows: paniers } = await tx.query<{
      id: number;
      uid_invite: null;
      reclame_par: null;
      grille_tarifaire: string;
    }>(
      `SELECT id, NULL AS uid_invite, NULL AS reclame_par, grille_tarifaire FROM paniers
        WHERE utilisateur_id = $1::uuid AND compte_client_id = $2 FOR UPDATE`,
      [client.utilisateur, client.compte],
    );
    const proprietaire = {
      type: 'utilisateur' as const,
      utilisateur: client.utilisateur,
      compte: client.compte,
      grille: client.grille,
    };
    const panier = await chiffrerPanier(tx, proprietaire, paniers[0]);
    const lignes = panier.regroupements.flatMap((groupe) =>
      groupe.articles.filter((article) => !HORS_COMMANDE.has(article.type)).map((article) => ({ groupe, article })),
    );
    if (lignes.length === 0) throw new ChampsInvalides([{ champ: 'panier', message: 'Votre panier est vide.' }]);
    const reference = await insererCommande(tx, client, { jour, grille: panier.grille_tarifaire }, lignes);
    await tx.query('DELETE FROM panier_articles WHERE id = ANY($1::int[])', [lignes.map(({ article }) => article.id)]);
    await tx.query('UPDATE paniers SET modifie_le = now() WHERE id = $1', [panier.id]);
    return reference;
  });
  return lireCommandeCreee(db, client, creee);
}

/** An order line as the basket service prices it (paniers `chiffrerPanier`): what the order freezes. */
export interface LigneCommande {
  groupe: Pick<Regroupement, 'siren' | 'denomination'>;
  article: Pick<Article, 'id_article_catalogue' | 'type' | 'libelle' | 'id_entite' | 'donnees' | 'montant'> & {
    sous_articles: Array<
      Pick<
        Article['sous_articles'][number],
        'id_sous_article_catalogue' | 'format_diffusion' | 'payload' | 'nombre_envois' | 'prix_unitaire'
      >
    >;
  };
}

/**
 * Writes an order (A_PAYER) with its articles and sub-articles at the given prices, in the
 * caller's transaction; its reference. The basket's order and a directly ordered periodic Kbis
 * (module kbis-periodiques) both go through here.
 */
export async function insererCommande(
  tx: Transaction,
  client: Client,
  { jour, grille }: { jour: string; grille: string },
  lignes: LigneCommande[],
): Promise<string> {
  const ht = lignes.reduce((somme, { article }) => somme + Math.round(article.montant.ht * 100), 0);
  const ttc = lignes.reduce((somme, { article }) => somme + Math.round(article.montant.ttc * 100), 0);
  const { rows } = await tx.query<{ id: number; reference: string }>(
    `INSERT INTO commandes (reference, utilisateur_id, compte_client_id, grille_tarifaire, jour, ht_centimes, ttc_centimes)
     VALUES ('CMD-' || substr($3::text, 1, 4) || '-' || lpad(nextval('commandes_numero_seq')::text, 6, '0'),
             $1::uuid, $2, $4, $3::date, $5, $6)
     RETURNING id::int AS id, reference`,
    [client.utilisateur, client.compte, jour, grille, ht, ttc],
  );
  const commande = rows[0] as { id: number; reference: string };
  let ordre = 0;
  for (const { groupe, article } of lignes) {
    ordre += 1;
    const { rows: inseres } = await tx.query<{ id: number }>(
      `INSERT INTO commande_articles (commande_id, ordre, id_article_catalogue, type, libelle, id_entite, siren, denomination,
                                      donnees, ht_centimes, ttc_centimes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::int AS id`,
      [
        commande.id,
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
    const idArticle = (inseres[0] as { id: number }).id;
    for (const sous of article.sous_articles) {
      const diffusion = (JSON.parse(sous.payload) as { diffusions: DiffusionPayload[] }).diffusions[0];
      const quantite = diffusion?.quantite ?? 1;
      const unitaireHt = Math.round(sous.prix_unitaire.ht * 100);
      const unitaireTtc = Math.round(sous.prix_unitaire.ttc * 100);
      await tx.query(
        `INSERT INTO commande_sous_articles (commande_article_id, id_sous_article_catalogue, format_diffusion, quantite,
           nombre_envois, periodicite, unitaire_ht_centimes, unitaire_ttc_centimes, ht_centimes, ttc_centimes)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          idArticle,
          sous.id_sous_article_catalogue,
          sous.format_diffusion,
          quantite,
          sous.nombre_envois,
          diffusion?.periodicite ? JSON.stringify(diffusion.periodicite) : null,
          unitaireHt,
          unitaireTtc,
          unitaireHt * quantite * sous.nombre_envois,
          unitaireTtc * quantite * sous.nombre_envois,
        ],
      );
    }
  }
  return commande.reference;
}

/** The order just written, as `POST commandes` answers it. */
export async function lireCommandeCreee(db: Queryable, client: Client, reference: string): Promise<Commande> {
  const row = await findCommande(db, client.compte, reference);
  if (row === undefined) throw new CommandeIntrouvable({ reference });
  return detailCommande(db, row);
}
