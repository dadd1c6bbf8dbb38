/**
 * Domain types of the periodic Kbis (services/src/modules/kbis-periodiques/README.md and its
 * schemas.ts, SPEC §7 « Periodic Kbis »). Amounts are the basket's `Prix`.
 */
import type { FormatDiffusion, Periodicite, Prix } from './types-panier';

export type StatutKbisPeriodique = 'ACTIF' | 'TERMINE' | 'ANNULE';
export type StatutEnvoi = 'PREVU' | 'ENVOYE' | 'ANNULE' | 'ECHEC';

/** The order the subscription came from: where its issues' PDFs are downloaded (visualisations). */
export interface OrigineKbisPeriodique {
  reference_commande: string;
  /** AAAA-MM-JJ: the `date_commande` of the order's calls. */
  jour_commande: string;
  id_article: number;
}

export interface AdresseLivraison {
  nom: string;
  numero_voie: string;
  complement: string | null;
  code_postal: string;
  ville: string;
  /** ISO 3166-1 alpha-2. */
  pays: string;
}

/** The body of PUT …/adresse_livraison; `pays` is FR when absent. */
export interface SaisieAdresseLivraison {
  nom: string;
  numero_voie: string;
  complement?: string;
  code_postal: string;
  ville: string;
  pays?: string;
}

/** The PDF of an electronic issue, once sent: `id` is the `id_document` of the visualisations call. */
export interface DocumentEnvoi {
  id: number;
  code_verification: string | null;
  nom_fichier: string;
  emis_le: string;
}

export interface EnvoiKbisPeriodique {
  rang: number;
  /** AAAA-MM-JJ. */
  prevu_le: string;
  statut: StatutEnvoi;
  libelle_statut: string;
  /** ISO instant, once sent. */
  envoye_le: string | null;
  /** ELEC, once sent. */
  document: DocumentEnvoi | null;
  /** COURRIER, once sent: where it went. */
  adresse_livraison: AdresseLivraison | null;
}

export interface KbisPeriodiqueResume {
  id: number;
  id_entite: number;
  siren: string;
  denomination: string;
  format_diffusion: FormatDiffusion;
  quantite: number;
  periodicite: Periodicite;
  nombre_envois: number;
  envois_effectues: number;
  /** AAAA-MM-JJ of the next planned issue; null when none is left. */
  prochain_envoi_le: string | null;
  statut: StatutKbisPeriodique;
  libelle_statut: string;
  /** AAAA-MM-JJ. */
  date_debut: string;
  cree_le: string;
  /** TTC price of one issue of one copy, frozen by the order. */
  prix_unitaire: Prix;
  montant: Prix;
  commande: OrigineKbisPeriodique;
}

export interface KbisPeriodique extends KbisPeriodiqueResume {
  /** COURRIER: where the next issues go. */
  adresse_livraison: AdresseLivraison | null;
  /** ELEC: where the issues are e-mailed. */
  email: string | null;
  termine_le: string | null;
  annule_le: string | null;
  /** ANNULE: what the wallet was credited with. */
  remboursement: Prix | null;
  envois: EnvoiKbisPeriodique[];
}

export interface PageKbisPeriodiques {
  total: number;
  offset: number;
  limit: number;
  kbis_periodiques: KbisPeriodiqueResume[];
}

export interface EnvoisKbisPeriodique {
  commande: OrigineKbisPeriodique;
  envois: EnvoiKbisPeriodique[];
}

/** The body of POST kbis_periodiques: `duree_mois` a multiple of `frequence_mois`. */
export interface NouveauKbisPeriodique {
  id_entite: number;
  format_diffusion: FormatDiffusion;
  /** 1 to 99 copies of each issue. */
  quantite: number;
  /** 1 to 12. */
  frequence_mois: number;
  /** 1 to 36. */
  duree_mois: number;
}
