/**
 * Domain types of the orders and payments service (services/src/modules/commandes/README.md,
 * SPEC §7 « Orders and payments service », §9 payment means). Amounts are the basket's `Prix`.
 */
import type { FormatDiffusion, Periodicite, Prix } from './types-panier';

export type StatutCommande = 'A_PAYER' | 'PAYEE' | 'LIVREE' | 'ANNULEE';

/** SPEC §9; the service takes CARTE_BANCAIRE, PORTEFEUILLE_ELECTRONIQUE and DIFFERE for an order. */
export type CodeMoyenPaiement =
  | 'CARTE_BANCAIRE'
  | 'CARTE_BLEUE'
  | 'PORTEFEUILLE_ELECTRONIQUE'
  | 'VIREMENT'
  | 'CARTE_PREPAYEE'
  | 'DIFFERE'
  | 'PORTEFEUILLE_COMPTE_PROVISIONNE'
  | 'INTERNET_PLUS'
  | 'INTERNET_PLUS_PRO'
  | 'PRELEVEMENT_BANCAIRE';

export interface CommandeResume {
  reference_commande: string;
  /** ISO date and time of the order. */
  date_commande: string;
  /** AAAA-MM-JJ, the order's day in Paris: the `date_commande` query of the order's calls. */
  jour_commande: string;
  statut: StatutCommande;
  libelle_statut: string;
  moyen_paiement: CodeMoyenPaiement | null;
  nombre_articles: number;
  montant: Prix;
}

export interface SousArticleCommande {
  id_sous_article_catalogue: string;
  format_diffusion: FormatDiffusion;
  quantite: number;
  nombre_envois: number;
  periodicite: Periodicite | null;
  prix_unitaire: Prix;
  montant: Prix;
}

export interface DocumentCommande {
  id: number;
  type: string;
  libelle: string;
  nom_fichier: string;
  /** Bytes. */
  taille: number;
  /** Kbis and certificates only. */
  code_verification: string | null;
  emis_le: string;
}

export interface EnvoiPostal {
  quantite: number;
  enregistre_le: string;
}

export interface ArticleCommande {
  id: number;
  id_article_catalogue: string;
  type: string;
  libelle: string;
  /** What the article is about, by kind (README of paniers): `siren`, `nom`, `departement`… */
  donnees: Record<string, unknown>;
  montant: Prix;
  sous_articles: SousArticleCommande[];
  documents: DocumentCommande[];
  envois_postaux: EnvoiPostal[];
}

export interface RegroupementCommande {
  id_entite: number | null;
  siren: string | null;
  denomination: string | null;
  montant: Prix;
  articles: ArticleCommande[];
}

export interface PaiementCommande {
  id_session: string;
  moyen_paiement: CodeMoyenPaiement;
  statut: string;
  montant: Prix;
  cree_le: string;
  termine_le: string | null;
}

export interface Commande extends CommandeResume {
  paye_le: string | null;
  livree_le: string | null;
  regroupements: RegroupementCommande[];
  paiements: PaiementCommande[];
  facture: { numero: string; date_facture: string } | null;
}

export interface PageCommandes {
  total: number;
  offset: number;
  limit: number;
  commandes: CommandeResume[];
}

export interface SessionPaiement {
  id_session: string;
  moyen_paiement: CodeMoyenPaiement;
  statut: 'OUVERTE' | 'REUSSIE' | 'REFUSEE';
  /** The provider's hosted page (card); null for the wallet and deferred billing. */
  url_paiement: string | null;
  reference_commande: string | null;
  date_commande: string | null;
}

export interface Facture {
  /**
   * FACTURE, or AVOIR: the credit note of a refund to the wallet, numbered AVAAAA-NNNNNN, its
   * amounts negative. Absent: an invoice.
   */
  type?: 'FACTURE' | 'AVOIR';
  numero: string;
  /** The date of the invoice or of the credit note. */
  date_facture: string;
  /** Null for the monthly invoice of deferred billing (`periode`). */
  reference_commande: string | null;
  jour_commande: string | null;
  /** AAAA-MM: the month a deferred-billing invoice covers. */
  periode?: string | null;
  moyen_paiement: CodeMoyenPaiement;
  montant: Prix;
  /** Credit note: the invoice it cancels, when there is one. */
  facture_creditee?: string | null;
  /** Credit note: why the money was refunded. */
  motif?: string | null;
}

export interface PageFactures {
  total: number;
  factures: Facture[];
}

export interface MoyenPaiement {
  code: CodeMoyenPaiement;
  libelle: string;
  disponible: boolean;
  /** Why it cannot be used, when it cannot. */
  raison?: string | null;
}

export interface MoyensPaiement {
  moyens: MoyenPaiement[];
  portefeuille: { solde: Prix };
}

/** `{ [code]: libelle }` for every SPEC §9 code. */
export type IntitulesMoyens = Partial<Record<CodeMoyenPaiement, string>> & Record<string, string>;

export type TypeMouvement = 'RECHARGEMENT' | 'PAIEMENT' | 'REMBOURSEMENT';

export interface MouvementPortefeuille {
  id: number;
  date: string;
  type: TypeMouvement;
  libelle: string;
  /** Credit positive, debit negative. */
  montant: Prix;
  reference_commande?: string | null;
  /** A refund's credit note (AVAAAA-NNNNNN), downloaded like an invoice. */
  numero_avoir?: string | null;
}

export interface Portefeuille {
  solde: Prix;
  mouvements: MouvementPortefeuille[];
}

export interface DocumentVerifie {
  type: string;
  libelle: string;
  emis_le: string;
  entreprise: { siren: string | null; denomination: string | null };
  /** The contract does not give its shape: a name, or an object with a name and a code. */
  greffe: string | { code?: string | null; nom?: string | null; libelle?: string | null } | null;
  numero_gestion: string | null;
  empreinte_sha256: string;
}

export interface Verification {
  code: string;
  document: DocumentVerifie;
}

/** A file fetched with the bearer token, ready to be saved. */
export interface Fichier {
  contenu: Blob;
  nom: string;
}

/** An inscription of a debtor of an ordered état d'endettement (SPEC §7 « etat_endettement »). */
export interface InscriptionDebiteur {
  type_inscription: string;
  libelle: string;
  numero: string;
  code_greffe: string | null;
  date_inscription: string;
  date_radiation: string | null;
  en_vigueur: boolean;
  /** Euros; null when the registry gives none. */
  montant: number | null;
  creancier: string;
}

export interface EtatEndettement {
  reference_commande: string;
  id_article: number;
  type: string;
  critere: Record<string, unknown>;
  debiteurs: Array<{
    numero_debiteur: string;
    id_entite: number;
    denomination: string;
    greffe: { code: string; nom: string } | null;
    inscriptions: InscriptionDebiteur[];
  }>;
}
