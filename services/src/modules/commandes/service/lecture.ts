import type { Queryable } from '../../../db/index.js';
import { ajouter, prix, ZERO } from '@portail/domaine';
import { CommandeIntrouvable } from '../erreurs.js';
import {
  findArticlesCommande,
  findCommande,
  findDocumentsCommande,
  findEnvoisCommande,
  findFactureCommande,
  findSousArticlesCommande,
  listerCommandes,
  type CommandeRow,
  type StatutCommande,
} from '../repository/commandes.js';
import { findSessionsCommande } from '../repository/paiements.js';
import type { Commande, CommandeResume } from '@portail/contrat/commandes';
import type { Client } from './contexte.js';

export const LIBELLES_STATUT: Record<StatutCommande, string> = {
  A_PAYER: 'En attente de paiement',
  PAYEE: 'Payée, documents en préparation',
  LIVREE: 'Documents délivrés',
  ANNULEE: 'Annulée',
};

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());
const cents = (ht: number, ttc: number) => prix({ ht, ttc });

export function resume(row: CommandeRow): CommandeResume {
  return {
    reference_commande: row.reference,
    date_commande: new Date(row.cree_le).toISOString(),
    jour_commande: row.jour,
    statut: row.statut,
    libelle_statut: LIBELLES_STATUT[row.statut],
    moyen_paiement: row.moyen_paiement,
    nombre_articles: row.nombre_articles,
    montant: cents(row.ht_centimes, row.ttc_centimes),
  };
}

/** The account's order, or 404 (someone else's, or `jour` is not its day). */
export async function trouverCommande(
  db: Queryable,
  client: Client,
  reference: string,
  jour?: string,
): Promise<CommandeRow> {
  const row = await findCommande(db, client.compte, reference, { jour });
  if (row === undefined) throw new CommandeIntrouvable({ reference, jour, compte: client.compte });
  return row;
}

export async function detailCommande(db: Queryable, row: CommandeRow): Promise<Commande> {
  const [articles, sousArticles, documents, envois, sessions, facture] = await Promise.all([
    findArticlesCommande(db, row.id),
    findSousArticlesCommande(db, row.id),
    findDocumentsCommande(db, row.id),
    findEnvoisCommande(db, row.id),
    findSessionsCommande(db, row.id),
    findFactureCommande(db, row.id),
  ]);
  const groupes = new Map<number | null, Commande['regroupements'][number] & { ht: number; ttc: number }>();
  for (const article of articles) {
    let groupe = groupes.get(article.id_entite);
    if (groupe === undefined) {
      groupe = {
        id_entite: article.id_entite,
        siren: article.siren,
        denomination: article.denomination,
        montant: prix(ZERO),
        articles: [],
        ht: 0,
        ttc: 0,
      };
      groupes.set(article.id_entite, groupe);
    }
    const somme = ajouter({ ht: groupe.ht, ttc: groupe.ttc }, { ht: article.ht_centimes, ttc: article.ttc_centimes });
    groupe.ht = somme.ht;
    groupe.ttc = somme.ttc;
    groupe.articles.push({
      id: article.id,
      id_article_catalogue: article.id_article_catalogue,
      type: article.type,
      libelle: article.libelle,
      donnees: article.donnees,
      montant: cents(article.ht_centimes, article.ttc_centimes),
      sous_articles: sousArticles
        .filter((s) => s.commande_article_id === article.id)
        .map((s) => ({
          id_sous_article_catalogue: s.id_sous_article_catalogue,
          format_diffusion: s.format_diffusion,
          quantite: s.quantite,
          nombre_envois: s.nombre_envois,
          periodicite: s.periodicite,
          prix_unitaire: cents(s.unitaire_ht_centimes, s.unitaire_ttc_centimes),
          montant: cents(s.ht_centimes, s.ttc_centimes),
        })),
      documents: documents
        .filter((d) => d.commande_article_id === article.id)
        .map((d) => ({
          id: d.id,
          type: d.type,
          libelle: d.libelle,
          nom_fichier: d.nom_fichier,
          taille: d.taille,
          code_verification: d.code_verification,
          emis_le: new Date(d.emis_le).toISOString(),
        })),
      envois_postaux: envois
        .filter((e) => e.commande_article_id === article.id)
        .map((e) => ({ quantite: e.quantite, enregistre_le: new Date(e.enregistre_le).toISOString() })),
    });
  }
  return {
    ...resume(row),
    paye_le: iso(row.paye_le),
    livree_le: iso(row.livree_le),
    regroupements: [...groupes.values()].map(({ ht, ttc, ...groupe }) => ({ ...groupe, montant: cents(ht, ttc) })),
    paiements: sessions.map((s) => ({
      id_session: s.id,
      moyen_paiement: s.moyen_paiement,
      statut: s.statut,
      // A session always asks for the whole order.
      montant: cents(row.ht_centimes, row.ttc_centimes),
      cree_le: new Date(s.cree_le).toISOString(),
      termine_le: iso(s.termine_le),
    })),
    facture: facture ?? null,
  };
}

export async function lireCommande(db: Queryable, client: Client, reference: string, jour?: string): Promise<Commande> {
  return detailCommande(db, await trouverCommande(db, client, reference, jour));
}

export async function listeCommandes(
  db: Queryable,
  client: Client,
  query: { offset: number; limit: number; statut?: StatutCommande },
) {
  const { total, rows } = await listerCommandes(db, client.compte, query);
  return { total, offset: query.offset, limit: query.limit, commandes: rows.map(resume) };
}
