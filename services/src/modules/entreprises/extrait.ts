import type { Adresse, GreffeReference, Libelle } from '@portail/contrat/commun/communs';
import type {
  CategorieInscription,
  Document,
  Entreprise,
  Etablissement,
  Exercice,
  Fonction,
  PersonneMorale,
  PersonnePubliee,
  Procedure,
} from '@portail/contrat/entreprises';
import type { TypeGreffe } from '@portail/contrat/greffes';

/*
 * The registry extract: a company as the official documents (Kbis, certificates, état
 * d'endettement, records of filings) read it. Each shape is the contract's (what the public
 * answers give) plus only what those never show: officers' full birth dates and places, the
 * registry of each establishment's commune, the Kbis observations, inscriptions one by one.
 * Dates are 'AAAA-MM-JJ' strings, amounts euros as numbers.
 */

/** A registry (greffe) with the commune of its seat: FACTS gives no street address. */
export interface GreffeExtrait extends GreffeReference {
  type: TypeGreffe;
  /** The seat, written after « R.C.S. ». */
  ville: string;
  departement_code: string;
  code_postal: string | null;
  commune: string | null;
}

/**
 * An establishment as its page gives it, without its company's summary; `greffe` is the registry
 * whose jurisdiction covers the establishment's commune (not the company's).
 */
export interface EtablissementExtrait extends Omit<Etablissement, 'entreprise' | 'greffe'> {
  greffe: GreffeExtrait | null;
}

/** A natural person with the full birth date and place: the Kbis shows them, public pages never do. */
export interface PersonnePhysiqueExtrait extends Omit<PersonnePubliee, 'mois_naissance' | 'annee_naissance'> {
  date_naissance: string | null;
  lieu_naissance: string | null;
}

/** A legal person holding a mandate; form, seat and registry are known when it is in the registry. */
export interface PersonneMoraleExtrait extends Omit<PersonneMorale, 'representant'> {
  forme_juridique: Libelle | null;
  siege: Adresse | null;
  greffe: GreffeExtrait | null;
  representant: PersonnePhysiqueExtrait | null;
}

/** An officer or auditor (no beneficial owner), whatever the date: the Kbis keeps those in office. */
export interface Mandataire extends Pick<Fonction, 'id' | 'qualite' | 'date_debut' | 'date_fin'> {
  nature: 'DIRIGEANT' | 'COMMISSAIRE_AUX_COMPTES';
  personne: PersonnePhysiqueExtrait | PersonneMoraleExtrait;
}

/** A collective proceeding, its court with the seat's commune. */
export interface ProcedureExtrait extends Procedure {
  greffe: GreffeExtrait | null;
}

/** A dated mention of the Kbis « Observations » (judgments, dissolution, radiation), in date order. */
export interface Observation {
  date: string;
  libelle: string;
  complement: string | null;
  /** The court of a judgment. */
  greffe: GreffeExtrait | null;
}

/** One inscription (the public pages only count them by category). */
export interface Inscription {
  id: number;
  categorie: CategorieInscription;
  numero: string;
  greffe: GreffeExtrait | null;
  date_inscription: string;
  /** Set when struck off: the état d'endettement lists the inscriptions still in force. */
  date_radiation: string | null;
  /** Euros. */
  montant: number | null;
  creancier: string;
}

/** What every document shows of the company. */
export interface ExtraitEntreprise {
  entreprise: Entreprise;
  /** The registry keeping the company's file; null for a company known from SIRENE only. */
  greffe: GreffeExtrait | null;
  siege: EtablissementExtrait | null;
}

export interface ExtraitKbis extends ExtraitEntreprise {
  /** Officers before auditors, each by start of mandate; ended mandates included. */
  mandataires: Mandataire[];
  /** Active establishments other than the siège, the first ETABLISSEMENTS_SECONDAIRES_MAX by creation. */
  etablissements_secondaires: EtablissementExtrait[];
  /** How many there are in all. */
  nombre_etablissements_secondaires: number;
  observations: Observation[];
}

export interface ExtraitProcedures extends ExtraitEntreprise {
  /** Latest opening first. */
  procedures: ProcedureExtrait[];
}

export interface ExtraitDocuments extends ExtraitEntreprise {
  /** Latest first. */
  actes: Document[];
  comptes_annuels: Document[];
  /** Every financial year on file, latest first. */
  chiffres_cles: Exercice[];
}

export interface ExtraitEndettement extends ExtraitEntreprise {
  /** Every inscription, struck-off ones included, oldest first. */
  inscriptions: Inscription[];
}

export type ExtraitRegistre = ExtraitKbis & ExtraitProcedures & ExtraitDocuments & ExtraitEndettement;

/** The debtor an état d'endettement is ordered for: a SIREN, or a name and a département. */
export type CritereDebiteur = { siren: string } | { nom: string; departement: string };

export interface RechercheDebiteur {
  /** The criteria as searched, with the département's name when it exists. */
  critere: { siren: string } | { nom: string; departement: { code: string; nom: string | null } };
  /** The registry's companies matching them (none: the état says so). */
  entreprises: ExtraitEndettement[];
}
