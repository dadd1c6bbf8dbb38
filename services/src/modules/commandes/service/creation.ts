import type { Db, Queryable, Transaction } from '../../../db/index.js';
import { aujourdhui } from '@portail/domaine';
import type { Article, Regroupement } from '../../paniers/index.js';
import { chiffrerPanier, retirerArticlesCommandes, verrouillerPanierACommander } from '../../paniers/index.js';
import { ChampsInvalides, CommandeIntrouvable } from '../erreurs.js';
import { findCommande } from '../repository/commandes.js';
import { insererArticleCommande, insererLigneCommande, insererSousArticleCommande } from '../repository/creation.js';
import type { Commande } from '@portail/contrat/commandes';
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
    const trouve = await verrouillerPanierACommander(tx, client.utilisateur, client.compte);
    const proprietaire = {
      type: 'utilisateur' as const,
      utilisateur: client.utilisateur,
      compte: client.compte,
      grille: client.grille,
    };
    const panier = await chiffrerPanier(tx, proprietaire, trouve);
    const lignes = panier.regroupements.flatMap((groupe) =>
      groupe.articles.filter((article) => !HORS_COMMANDE.has(article.type)).map((article) => ({ groupe, article })),
    );
    if (lignes.length === 0) throw new ChampsInvalides([{ champ: 'panier', message: 'Votre panier est vide.' }]);
    const reference = await insererCommande(tx, client, { jour, grille: panier.grille_tarifaire }, lignes);
    await retirerArticlesCommandes(
      tx,
      panier.id,
      lignes.map(({ article }) => article.id),
    );
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
  const commande = await insererLigneCommande(tx, { client, jour, grille, ht, ttc });
  let ordre = 0;
  for (const { groupe, article } of lignes) {
    ordre += 1;
    const idArticle = await insererArticleCommande(tx, commande.id, ordre, groupe, article);
    for (const sous of article.sous_articles) {
      const diffusion = (JSON.parse(sous.payload) as { diffusions: DiffusionPayload[] }).diffusions[0];
      const quantite = diffusion?.quantite ?? 1;
      const unitaireHt = Math.round(sous.prix_unitaire.ht * 100);
      const unitaireTtc = Math.round(sous.prix_unitaire.ttc * 100);
      await insererSousArticleCommande(tx, idArticle, {
        id_sous_article_catalogue: sous.id_sous_article_catalogue,
        format_diffusion: sous.format_diffusion,
        quantite,
        nombre_envois: sous.nombre_envois,
        periodicite: diffusion?.periodicite ? JSON.stringify(diffusion.periodicite) : null,
        unitaire_ht_centimes: unitaireHt,
        unitaire_ttc_centimes: unitaireTtc,
        ht_centimes: unitaireHt * quantite * sous.nombre_envois,
        ttc_centimes: unitaireTtc * quantite * sous.nombre_envois,
      });
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
