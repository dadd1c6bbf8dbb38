/**
 * What the search service answers (services/src/modules/recherche/README.md). `client.ts` checks
 * the fields the pages rely on before any of this reaches a component.
 */
import type { Adresse, EtatEntreprise, EtatEtablissement, Libelle } from '../registre/types';

/** How a result matched: its identifier, its exact name, all the words, or approximately (typos). */
export type Correspondance = 'IDENTIFIANT' | 'EXACTE' | 'MOTS' | 'APPROCHEE';

/** A word the service corrected (typo tolerance) and what it searched instead. */
export interface Correction {
  mot: string;
  propositions: string[];
}

export interface DirigeantResume {
  qualite: string;
  /** Set for a natural person, who then has a page. */
  personneId: number | null;
  nom: string | null;
  prenoms: string | null;
  /** Set for a legal person (a company holding the mandate). */
  denomination: string | null;
}

export interface ResultatEntreprise {
  type: 'ENTREPRISE';
  id: number;
  siren: string;
  sirenFormate: string;
  denomination: string;
  sigle: string | null;
  etat: EtatEntreprise;
  statut: Libelle;
  formeJuridique: Libelle;
  naf: Libelle | null;
  adresse: Adresse | null;
  nombreEtablissements: number;
  dateImmatriculation: string | null;
  dirigeants: DirigeantResume[];
  correspondance: Correspondance;
}

export interface EntrepriseDeEtablissement {
  id: number;
  siren: string;
  sirenFormate: string;
  denomination: string;
  etat: EtatEntreprise;
  formeJuridique: Libelle;
}

export interface ResultatEtablissement {
  type: 'ETABLISSEMENT';
  id: number;
  siret: string;
  siretFormate: string;
  nic: string;
  siege: boolean;
  enseigne: string | null;
  denominationUsuelle: string | null;
  etat: EtatEtablissement;
  adresse: Adresse | null;
  naf: Libelle | null;
  entreprise: EntrepriseDeEtablissement;
  correspondance: Correspondance;
}

export type ResultatEntrepriseOuEtablissement = ResultatEntreprise | ResultatEtablissement;

interface PageDeResultats<T> {
  /** Counted exactly up to 10 000. */
  total: number;
  /** False when there are more than 10 000 matches. */
  totalExact: boolean;
  limit: number;
  offset: number;
  corrections: Correction[];
  resultats: T[];
}

export interface ReponseEntreprises extends PageDeResultats<ResultatEntrepriseOuEtablissement> {
  typeEntite: 'ENTREPRISE' | 'ETABLISSEMENT';
}

export interface FonctionDePersonneTrouvee {
  qualite: string;
  nature: string;
  actif: boolean;
  entreprise: { id: number; siren: string; sirenFormate: string; denomination: string; etat: EtatEntreprise };
}

export interface ResultatPersonne {
  id: number;
  nom: string;
  nomUsage: string | null;
  prenoms: string;
  moisNaissance: number | null;
  anneeNaissance: number | null;
  nationalite: string | null;
  nombreFonctions: number;
  /** At most 5, current ones first. */
  fonctions: FonctionDePersonneTrouvee[];
  correspondance: Correspondance;
}

export type ReponsePersonnes = PageDeResultats<ResultatPersonne>;

export interface SuggestionEntreprise {
  id: number;
  siren: string;
  sirenFormate: string;
  denomination: string;
  etat: EtatEntreprise;
  codePostal: string | null;
  commune: string | null;
}

export interface SuggestionDirigeant {
  id: number;
  nom: string;
  prenoms: string;
  moisNaissance: number | null;
  anneeNaissance: number | null;
  nombreFonctions: number;
}

export interface ReponseSuggestions {
  /** At most 5. */
  entreprises: SuggestionEntreprise[];
  /** At most 3. */
  dirigeants: SuggestionDirigeant[];
}
