/** Domain types of the basket service (services/src/modules/paniers/README.md, SPEC §3 « Basket »). */

/** An amount as the service gives it: euros and SPEC §9 strings (« 1 234,50 »), never computed here. */
export interface Prix {
  devise: 'EUR';
  ht: number;
  tva: number;
  ttc: number;
  ht_formate: string;
  tva_formate: string;
  ttc_formate: string;
}

export type FormatDiffusion = 'COURRIER' | 'ELEC';

export interface Periodicite {
  frequence_mois: number;
  duree_mois: number;
}

export interface Diffusion {
  format_diffusion: FormatDiffusion;
  quantite: number;
  periodicite?: Periodicite;
}

export interface SousArticlePanier {
  id: number;
  id_sous_article_catalogue: string;
  format_diffusion: FormatDiffusion;
  /** JSON string `{"diffusions":[…]}` (SPEC §3); read with `diffusionsDe`. */
  payload: string;
  nombre_envois: number;
  prix_unitaire: Prix;
  montant: Prix;
}

export interface ArticlePanier {
  id: number;
  id_article_catalogue: string;
  type: string;
  libelle: string;
  id_entite: number | null;
  donnees: Record<string, unknown>;
  diffusion_courrier: boolean;
  diffusion_electronique: boolean;
  sous_articles: SousArticlePanier[];
  montant: Prix;
}

export interface Regroupement {
  /** null: articles without a company of the registry (a debtor without SIREN, a judgment…). */
  id_entite: number | null;
  siren: string | null;
  denomination: string | null;
  articles: ArticlePanier[];
  montant: Prix;
}

export interface Panier {
  /** null until something has been put in the basket. */
  id: number | null;
  uid_invite: string | null;
  grille_tarifaire: string;
  date_tarif: string;
  /** Articles, not quantities. */
  nombre_articles: number;
  prix_devises: Prix;
  regroupements: Regroupement[];
}
