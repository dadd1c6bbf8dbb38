/** What a periodic Kbis copies from elsewhere: its order's lines, the company, the price, the account. */
import type { Queryable } from '../../../db/index.js';
import { TARIF_EN_VIGUEUR } from '../../paniers/index.js';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';
import type { AdresseLivraison } from '@portail/contrat/kbis-periodiques';

export interface DiffusionPeriodiqueRow {
  [colonne: string]: unknown;
  sous_article: number;
  article: number;
  format_diffusion: FormatDiffusion;
  quantite: number;
  nombre_envois: number;
  periodicite: { frequence_mois: number; duree_mois: number } | null;
  id_entite: number | null;
  siren: string | null;
  denomination: string | null;
}

/** The sub-articles of an order's KBIS_PERIODIQUE articles, with what a subscription copies. */
export async function findDiffusionsPeriodiques(db: Queryable, commande: number): Promise<DiffusionPeriodiqueRow[]> {
  const { rows } = await db.query<DiffusionPeriodiqueRow>(
    `SELECT s.id::int AS sous_article, a.id::int AS article, s.format_diffusion, s.quantite, s.nombre_envois, s.periodicite,
            a.id_entite::int AS id_entite, a.siren::text AS siren, a.denomination
       FROM commande_sous_articles s JOIN commande_articles a ON a.id = s.commande_article_id
      WHERE a.commande_id = $1 AND a.type = 'KBIS_PERIODIQUE' ORDER BY a.ordre, s.id`,
    [commande],
  );
  return rows;
}

/**
 * Where the issues are e-mailed: the user who ordered, or, once that user has left, the account's
 * oldest administrator (orders stay with the account).
 */
export async function emailUtilisateur(
  db: Queryable,
  utilisateur: string | null,
  compte: number,
): Promise<string | undefined> {
  const { rows } = await db.query<{ email: string }>(
    `SELECT u.email FROM utilisateurs u
      WHERE u.id = $1::uuid
     UNION ALL
     (SELECT u.email FROM utilisateurs_comptes uc JOIN utilisateurs u ON u.id = uc.utilisateur_id
       WHERE uc.compte_client_id = $2 AND uc.role = 'ADMINISTRATEUR' ORDER BY uc.cree_le LIMIT 1)
     LIMIT 1`,
    [utilisateur, compte],
  );
  return rows[0]?.email;
}

/**
 * The default delivery address: the billing address of the account's newest subscription period
 * (the one invoices print), named after its mail label.
 */
export async function adresseFacturation(db: Queryable, compte: number): Promise<AdresseLivraison | undefined> {
  const { rows } = await db.query<{
    libelle_courrier: string | null;
    libelle_facturation: string | null;
    denomination_sociale: string | null;
    contact_nom: string;
    contact_prenom: string;
    numero_voie_facturation: string;
    complement_adresse_facturation: string | null;
    code_postal_facturation: string;
    ville_facturation: string;
    pays_facturation: string;
  }>(
    `SELECT c.libelle_courrier, a.libelle_facturation, c.denomination_sociale, a.contact_nom, a.contact_prenom,
            a.numero_voie_facturation, a.complement_adresse_facturation, a.code_postal_facturation,
            a.ville_facturation, a.pays_facturation
       FROM comptes_clients c
       JOIN LATERAL (SELECT * FROM abonnements ab WHERE ab.compte_client_id = c.id
                      ORDER BY ab.statut <> 'ANNULE' DESC, ab.date_debut DESC, ab.id DESC LIMIT 1) a ON true
      WHERE c.id = $1`,
    [compte],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const nom =
    row.libelle_courrier ??
    row.libelle_facturation ??
    row.denomination_sociale ??
    `${row.contact_prenom} ${row.contact_nom}`;
  return {
    // 38: one line of a postal address (SPEC §5); a longer company name is cut, the user can change it.
    nom: nom.slice(0, 38),
    numero_voie: row.numero_voie_facturation,
    complement: row.complement_adresse_facturation,
    code_postal: row.code_postal_facturation,
    ville: row.ville_facturation,
    pays: row.pays_facturation,
  };
}

/** The company as the registry names it (the basket groups its articles under these). */
export async function findEntreprise(
  db: Queryable,
  id: number,
): Promise<{ siren: string; denomination: string } | undefined> {
  const { rows } = await db.query<{ siren: string; denomination: string }>(
    'SELECT siren::text AS siren, denomination FROM entreprises WHERE id = $1',
    [id],
  );
  return rows[0];
}

export interface TarifRow {
  [colonne: string]: unknown;
  id_article_catalogue: string;
  type: string;
  libelle: string;
  format_diffusion: FormatDiffusion;
  ht_centimes: number | null;
  ttc_centimes: number | null;
}

/** A catalogue sub-article with its article and its unit price in force (the basket's rule, TARIF_EN_VIGUEUR). */
export async function findTarif(
  db: Queryable,
  sousArticle: string,
  grille: string,
  date: string,
): Promise<TarifRow | undefined> {
  const { rows } = await db.query<TarifRow>(
    `SELECT ac.id_article_catalogue, ac.type, ac.libelle, sc.format_diffusion,
            (t.prix_ht * 100)::int AS ht_centimes, (t.prix_ttc * 100)::int AS ttc_centimes
       FROM sous_articles_catalogue sc
       JOIN articles_catalogue ac ON ac.id_article_catalogue = sc.id_article_catalogue
       ${TARIF_EN_VIGUEUR}
      WHERE sc.id_sous_article_catalogue = $3`,
    [grille, date, sousArticle],
  );
  return rows[0];
}
