/**
 * The SELECTs shared by the routes and by the fiche, which nests them in one
 * query. Each names its main table `e` (entreprises) or `et` (etablissements)
 * so callers add their WHERE and ORDER BY.
 */

export interface EtablissementResumeRow {
  id: number;
  siret: string;
  nic: string;
  siege: boolean;
  enseigne: string | null;
  denomination_usuelle: string | null;
  numero_voie: string | null;
  indice_repetition: string | null;
  type_voie: string | null;
  libelle_voie: string | null;
  complement_adresse: string | null;
  code_postal: string | null;
  commune_code: string | null;
  commune: string | null;
  departement_code: string | null;
  pays: string | null;
  code_naf: string | null;
  naf_libelle: string | null;
  etat: 'ACTIF' | 'FERME';
  date_creation: string | null;
  date_fermeture: string | null;
}

export const SELECT_ETABLISSEMENT_RESUME = `
  SELECT et.id, et.siret, et.nic, et.siege, et.enseigne, et.denomination_usuelle, et.numero_voie,
         et.indice_repetition, et.type_voie, et.libelle_voie, et.complement_adresse, et.code_postal,
         et.commune_code, coalesce(et.libelle_commune, c.nom) AS commune, c.departement_code, et.pays,
         et.code_naf, n.libelle AS naf_libelle, et.etat, et.date_creation, et.date_fermeture`;

/** What an establishment's own page adds to the summary (the extract for the documents too). */
export interface EtablissementDetailRow extends EtablissementResumeRow {
  activite: string | null;
  origine_fonds: string | null;
  mode_exploitation: string | null;
  tranche_effectifs: string | null;
  date_debut_activite: string | null;
}

export const SELECT_ETABLISSEMENT_DETAIL = `${SELECT_ETABLISSEMENT_RESUME}, et.activite, et.origine_fonds,
         et.mode_exploitation, et.tranche_effectifs, et.date_debut_activite`;

export const FROM_ETABLISSEMENT = `
  FROM etablissements et
  LEFT JOIN communes c ON c.code = et.commune_code
  LEFT JOIN naf n ON n.code = et.code_naf`;

export interface EntrepriseResumeRow {
  id: number;
  siren: string;
  denomination: string;
  sigle: string | null;
  forme_juridique_code: string;
  forme_juridique_libelle: string | null;
  etat: 'ACTIVE' | 'RADIEE';
  code_naf: string | null;
  naf_libelle: string | null;
  capital: number | null;
  devise: string | null;
  capital_variable: boolean;
  date_immatriculation: string | null;
  siege_id: number | null;
  siege_code_postal: string | null;
  siege_commune: string | null;
  nb_etablissements: number;
}

/** `source` is a table or subquery aliased `e` with the columns of entreprises. */
export function selectEntrepriseResume(source: string): string {
  return `
  SELECT e.id, e.siren, e.denomination, e.sigle, e.forme_juridique_code, fj.libelle AS forme_juridique_libelle,
         e.etat, e.code_naf, n.libelle AS naf_libelle, e.capital, e.devise, e.capital_variable,
         e.date_immatriculation, s.id AS siege_id, s.code_postal AS siege_code_postal,
         coalesce(s.libelle_commune, sc.nom) AS siege_commune, e.nb_etablissements
  FROM ${source}
  LEFT JOIN formes_juridiques fj ON fj.code = e.forme_juridique_code
  LEFT JOIN naf n ON n.code = e.code_naf
  LEFT JOIN etablissements s ON s.entreprise_id = e.id AND s.siege
  LEFT JOIN communes sc ON sc.code = s.commune_code`;
}

export interface EntrepriseRow {
  id: number;
  siren: string;
  personne_physique: boolean;
  denomination: string;
  sigle: string | null;
  nom: string | null;
  prenoms: string | null;
  forme_juridique_code: string;
  forme_juridique_libelle: string | null;
  capital: number | null;
  devise: string | null;
  capital_variable: boolean;
  date_creation: string | null;
  date_immatriculation: string | null;
  date_debut_activite: string | null;
  date_radiation: string | null;
  date_fin_personne_morale: string | null;
  cloture_exercice: string | null;
  etat: 'ACTIVE' | 'RADIEE';
  statut: string;
  greffe_code: string | null;
  greffe_nom: string | null;
  greffe_ville: string | null;
  numero_gestion: string | null;
  code_naf: string | null;
  naf_libelle: string | null;
  secteur_libelle: string | null;
  tranche_effectifs: string | null;
  categorie_entreprise: 'PME' | 'ETI' | 'GE' | null;
  rna: string | null;
  nb_etablissements: number;
  nb_etablissements_actifs: number;
  source: 'GENERATEUR' | 'SIRENE';
  siege: EtablissementResumeRow | null;
}

/** One company with its siège; the caller adds `WHERE e.…`. */
export const SELECT_ENTREPRISE = `
  SELECT e.id, e.siren, e.personne_physique, e.denomination, e.sigle, e.nom, e.prenoms,
         e.forme_juridique_code, fj.libelle AS forme_juridique_libelle, e.capital, e.devise,
         e.capital_variable, e.date_creation, e.date_immatriculation, e.date_debut_activite,
         e.date_radiation, e.date_fin_personne_morale, e.cloture_exercice, e.etat, e.statut,
         e.greffe_code, g.nom AS greffe_nom, g.ville AS greffe_ville, e.numero_gestion, e.code_naf,
         n.libelle AS naf_libelle, sec.libelle AS secteur_libelle, e.tranche_effectifs,
         e.categorie_entreprise, e.rna, e.nb_etablissements, e.nb_etablissements_actifs, e.source,
         (SELECT row_to_json(s) FROM (${SELECT_ETABLISSEMENT_RESUME} ${FROM_ETABLISSEMENT}
            WHERE et.entreprise_id = e.id AND et.siege) s) AS siege
  FROM entreprises e
  LEFT JOIN formes_juridiques fj ON fj.code = e.forme_juridique_code
  LEFT JOIN greffes g ON g.code = e.greffe_code
  LEFT JOIN naf n ON n.code = e.code_naf
  LEFT JOIN naf sec ON sec.code = left(e.code_naf, 2)`;
