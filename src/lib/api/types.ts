/** Domain types of the identity and customer-account services (their READMEs, SPEC §3). */

export interface AbonnementFacturation {
  libelle_facturation: string | null;
  contact_nom: string | null;
  contact_prenom: string | null;
  ville_facturation: string | null;
  pays_facturation: string | null;
  complement_adresse_facturation: string | null;
  numero_voie_facturation: string | null;
  code_postal_facturation: string | null;
}

export type Position = 'OUVERT' | 'RADIE' | 'INTERDIT' | 'SUSPENDU';

export interface CompteClient {
  id: number;
  numero_client: string;
  type_compte: 'MEMBRE' | 'ABONNE' | string;
  type_profil: 'PARTICULIER' | 'PROFESSIONNEL' | string;
  siren: string | null;
  version: number;
  grille_tarifaire: string;
  denomination_sociale: string | null;
  role_greffeo: string;
  tva_intra_communautaire: string | null;
  position: Position | string;
  libelle_courrier: string | null;
  libelle_facturation: string | null;
  /** Comma-separated service-offer codes (`14`, `WS`, `WS_INTEG`…). */
  offres_de_service: string;
  abonnements: AbonnementFacturation[];
  selectionne: boolean;
}

export interface CompteSelectionne {
  compte_client: CompteClient;
  /** Parsed from the service's comma-separated string. */
  habilitations: string[];
}

export interface AttributsUtilisateur {
  address: string[];
  additionalAddress: string[];
  zipCode: string[];
  city: string[];
  country: string[];
  mobilePhone: string[];
  phone: string[];
}

export interface Utilisateur {
  id: string;
  email: string;
  lastName: string;
  firstName: string;
  attributes: AttributsUtilisateur;
  /** New address waiting for its confirmation link, if any. */
  emailEnAttente: string | null;
  compteDeTest: boolean;
}

export type ModificationUtilisateur = Pick<Utilisateur, 'lastName' | 'firstName' | 'email' | 'attributes'>;

export interface Abonnement {
  id: number;
  compte_client_id: number;
  formule: string;
  date_debut: string;
  date_fin: string | null;
  montant_ttc: number | string | null;
  statut: string;
  resiliation_demandee_le: string | null;
}

export interface Suppression {
  supprimable: boolean;
  date_effet: string | null;
  motifs: string[];
}

export interface CreationDossierClient {
  type_compte: 'MEMBRE' | 'ABONNE';
  type_profil: 'PARTICULIER' | 'PROFESSIONNEL';
  siren: string | null;
  denomination_sociale: string | null;
  libelle_facturation: string;
  contact_nom: string;
  contact_prenom: string;
  numero_voie_facturation: string;
  complement_adresse_facturation: string | null;
  code_postal_facturation: string;
  ville_facturation: string;
  pays_facturation: string;
}

export const ATTRIBUTS_VIDES: AttributsUtilisateur = {
  address: [],
  additionalAddress: [],
  zipCode: [],
  city: [],
  country: [],
  mobilePhone: [],
  phone: [],
};
