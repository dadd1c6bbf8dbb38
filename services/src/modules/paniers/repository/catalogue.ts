import type { Queryable } from '../../../db/index.js';
import type { FormatDiffusion } from '@portail/contrat/commun/paniers';

// The tariff of sub-article `sc` in grid $1 at date $2: its own, or that of the sub-article it is priced as.
export const TARIF_EN_VIGUEUR = `
  LEFT JOIN tarifs t ON t.grille_tarifaire = $1
    AND t.id_sous_article_catalogue = COALESCE(sc.tarif_de, sc.id_sous_article_catalogue)
    AND t.valide_du <= $2::date AND (t.valide_au IS NULL OR t.valide_au >= $2::date)`;

export interface LigneSynthese {
  id_article_catalogue: string;
  type: string;
  libelle: string;
  code_produit: string | null;
  ancien_code_produit: string | null;
  id_sous_article_catalogue: string | null;
  libelle_sous_article: string | null;
  format_diffusion: FormatDiffusion | null;
  ht_centimes: number | null;
  ttc_centimes: number | null;
  taux_tva: number | null;
  valide_du: string | null;
  valide_au: string | null;
  source: string | null;
  date_source: string | null;
  remarque: string | null;
  [colonne: string]: unknown;
}

export async function findGrille(db: Queryable, code: string): Promise<{ code: string; libelle: string } | undefined> {
  const { rows } = await db.query<{ code: string; libelle: string }>(
    'SELECT code, libelle FROM grilles_tarifaires WHERE code = $1',
    [code],
  );
  return rows[0];
}

/**
 * Every article sold through the basket with its sub-articles and their price at `date`, in catalogue
 * order (ELEC first); the subscription (priced by its formula) is not one.
 */
export async function findSyntheses(db: Queryable, grille: string, date: string): Promise<LigneSynthese[]> {
  const { rows } = await db.query<LigneSynthese>(
    `SELECT ac.id_article_catalogue, ac.type, ac.libelle, ac.code_produit, ac.ancien_code_produit,
            sc.id_sous_article_catalogue, sc.libelle AS libelle_sous_article, sc.format_diffusion,
            (t.prix_ht * 100)::int AS ht_centimes, (t.prix_ttc * 100)::int AS ttc_centimes,
            t.taux_tva::float8 AS taux_tva, t.valide_du::text AS valide_du, t.valide_au::text AS valide_au,
            t.source, t.date_source, t.remarque
     FROM articles_catalogue ac
     LEFT JOIN sous_articles_catalogue sc ON sc.id_article_catalogue = ac.id_article_catalogue
     ${TARIF_EN_VIGUEUR}
     WHERE ac.vendu_au_panier
     ORDER BY ac.ordre, sc.format_diffusion DESC`,
    [grille, date],
  );
  return rows;
}

export interface ArticleCatalogue {
  id_article_catalogue: string;
  type: string;
  par_entite: boolean;
  [colonne: string]: unknown;
}

export async function findArticleCatalogue(db: Queryable, id: string): Promise<ArticleCatalogue | undefined> {
  const { rows } = await db.query<ArticleCatalogue>(
    'SELECT id_article_catalogue, type, par_entite FROM articles_catalogue WHERE id_article_catalogue = $1',
    [id],
  );
  return rows[0];
}

export interface SousArticleTarife {
  id_sous_article_catalogue: string;
  format_diffusion: FormatDiffusion;
  tarife: boolean;
  [colonne: string]: unknown;
}

/** The sub-articles of an article, and whether each has a price at `date` in `grille`. */
export async function findSousArticles(
  db: Queryable,
  article: string,
  grille: string,
  date: string,
): Promise<SousArticleTarife[]> {
  const { rows } = await db.query<SousArticleTarife>(
    `SELECT sc.id_sous_article_catalogue, sc.format_diffusion, t.id IS NOT NULL AS tarife
     FROM sous_articles_catalogue sc ${TARIF_EN_VIGUEUR}
     WHERE sc.id_article_catalogue = $3`,
    [grille, date, article],
  );
  return rows;
}

/** The identifier (SIREN, or a Caledonian portal's RID) of company `id`; undefined when there is none. */
export async function findSirenEntreprise(db: Queryable, id: number): Promise<string | undefined> {
  const { rows } = await db.query<{ siren: string }>('SELECT siren FROM entreprises WHERE id = $1', [id]);
  return rows[0]?.siren;
}

export async function findEntrepriseParSiren(db: Queryable, siren: string): Promise<number | undefined> {
  const { rows } = await db.query<{ id: number }>('SELECT id::int AS id FROM entreprises WHERE siren = $1', [siren]);
  return rows[0]?.id;
}

export async function documentDeLEntreprise(
  db: Queryable,
  document: { id: number; entreprise: number; categorie: string },
): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM documents WHERE id = $1 AND entreprise_id = $2 AND categorie = $3', [
    document.id,
    document.entreprise,
    document.categorie,
  ]);
  return rows.length > 0;
}

export async function greffeExiste(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM greffes WHERE code = $1', [code]);
  return rows.length > 0;
}
