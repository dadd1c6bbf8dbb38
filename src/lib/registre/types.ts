/**
 * What the company data service returns (services/src/modules/entreprises/README.md).
 * Raw payloads are checked by `client.ts` before they reach a page.
 */
export type Libelle = { code: string; libelle: string };
export type Capital = { montant: number; devise: string; variable: boolean };
export type EtatEntreprise = 'ACTIVE' | 'RADIEE';
export type EtatEtablissement = 'ACTIF' | 'FERME';
export type GreffeRef = { code: string; nom: string };

export interface Adresse {
  lignes: string[];
  codePostal: string | null;
  commune: string | null;
  communeCode: string | null;
  departementCode: string | null;
  pays: string | null;
}

export interface EtablissementResume {
  id: number;
  siret: string;
  siretFormate: string;
  nic: string;
  siege: boolean;
  enseigne: string | null;
  denominationUsuelle: string | null;
  adresse: Adresse;
  naf: Libelle | null;
  etat: EtatEtablissement;
  dateCreation: string | null;
  dateFermeture: string | null;
}

export interface Entreprise {
  id: number;
  siren: string;
  sirenFormate: string;
  personnePhysique: boolean;
  denomination: string;
  sigle: string | null;
  nom: string | null;
  prenoms: string | null;
  formeJuridique: Libelle;
  capital: Capital | null;
  dateCreation: string | null;
  dateImmatriculation: string | null;
  dateDebutActivite: string | null;
  dateRadiation: string | null;
  dateFinPersonneMorale: string | null;
  clotureExercice: { jour: number; mois: number } | null;
  etat: EtatEntreprise;
  statut: Libelle;
  greffe: GreffeRef | null;
  numeroGestion: string | null;
  numeroRcs: string | null;
  naf: Libelle | null;
  secteur: Libelle | null;
  tvaIntracommunautaire: string | null;
  trancheEffectifs: Libelle | null;
  categorieEntreprise: 'PME' | 'ETI' | 'GE' | null;
  siege: EtablissementResume | null;
  nombreEtablissements: number;
  nombreEtablissementsActifs: number;
  source: 'GENERATEUR' | 'SIRENE';
}

export interface EntrepriseResume {
  id: number;
  siren: string;
  sirenFormate: string;
  denomination: string;
  sigle: string | null;
  formeJuridique: Libelle;
  etat: EtatEntreprise;
  naf: Libelle | null;
  capital: Capital | null;
  dateImmatriculation: string | null;
  siege: { codePostal: string | null; commune: string | null } | null;
  nombreEtablissements: number;
}

export interface Etablissement extends EtablissementResume {
  activite: string | null;
  origineFonds: string | null;
  modeExploitation: string | null;
  trancheEffectifs: Libelle | null;
  dateDebutActivite: string | null;
  entreprise: EntrepriseResume;
  greffe: GreffeRef | null;
}

export interface PersonnePubliee {
  type: 'PHYSIQUE';
  id: number;
  nom: string;
  nomUsage: string | null;
  prenoms: string;
  moisNaissance: number | null;
  anneeNaissance: number | null;
  nationalite: string | null;
}

export interface PersonneMorale {
  type: 'MORALE';
  entrepriseId: number | null;
  siren: string | null;
  denomination: string;
  representant: PersonnePubliee | null;
}

export type NatureFonction = 'DIRIGEANT' | 'COMMISSAIRE_AUX_COMPTES' | 'BENEFICIAIRE_EFFECTIF';

interface FonctionBase {
  id: number;
  nature: NatureFonction;
  qualite: string;
  dateDebut: string | null;
  dateFin: string | null;
  actif: boolean;
  modalitesControle: string | null;
  pourcentageCapital: number | null;
  pourcentageVotes: number | null;
}

export interface Fonction extends FonctionBase {
  personne: PersonnePubliee | PersonneMorale;
}

export interface FonctionDePersonne extends FonctionBase {
  entreprise: EntrepriseResume;
}

export interface PersonnePhysique extends PersonnePubliee {
  nombreMandats: number;
  nombreMandatsActifs: number;
}

export interface Exercice {
  dateCloture: string;
  dureeMois: number;
  chiffreAffaires: number | null;
  resultat: number | null;
  effectif: number | null;
  confidentiel: boolean;
}

export interface Procedure {
  id: number;
  type: string;
  libelle: string;
  dateOuverture: string;
  dateCloture: string | null;
  enCours: boolean;
  greffe: GreffeRef | null;
  jugements: { date: string; nature: string; complement: string | null }[];
}

export interface DocumentDepose {
  id: number;
  categorie: 'ACTE' | 'COMPTES_ANNUELS' | 'BENEFICIAIRES_EFFECTIFS';
  type: string;
  libelle: string;
  dateDocument: string;
  dateDepot: string;
  numeroDepot: string | null;
  confidentialite: 'PUBLIC' | 'COMPTE_RESULTAT_CONFIDENTIEL' | 'CONFIDENTIEL';
}

export interface Inscriptions {
  total: number;
  categories: { categorie: string; libelle: string; nombre: number }[];
}

export interface Fiche {
  entreprise: Entreprise;
  dirigeants: Fonction[];
  commissairesAuxComptes: Fonction[];
  beneficiairesEffectifs: Fonction[];
  chiffresCles: Exercice[];
  procedures: Procedure[];
  documents: { actes: DocumentDepose[]; comptesAnnuels: DocumentDepose[] };
  inscriptions: Inscriptions;
}

export interface Page<T> {
  total: number;
  items: T[];
}

export interface Departement {
  code: string;
  nom: string;
}

export interface Compte extends Libelle {
  nombreEntreprises: number;
}

export interface Greffe {
  code: string;
  nom: string;
  type: string;
  libelleType: string;
  ville: string;
  departement: Departement;
  adresse?: { codePostal: string | null; commune: string | null };
  nombreCommunes?: number;
  nombreEntreprises?: number;
}

export interface CommuneRessort {
  code: string;
  nom: string;
  codesPostaux: string[];
}
