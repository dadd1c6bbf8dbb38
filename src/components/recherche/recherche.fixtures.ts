/** Payloads of the search service for the unit tests (shapes of services/src/modules/recherche/README.md). */
import type {
  EtablissementDuLieu,
  ReponseEntreprises,
  ReponsePersonnes,
  ReponseSuggestions,
  ResultatEntreprise,
  ResultatEtablissement,
  ResultatPersonne,
} from '@portail/contrat/recherche';

export function entreprise(id: number, changement: Partial<ResultatEntreprise> = {}): ResultatEntreprise {
  return {
    type: 'ENTREPRISE',
    id,
    siren: '552100554',
    siren_formate: '552 100 554',
    denomination: `ENTREPRISE DE TEST ${id}`,
    sigle: null,
    etat: 'ACTIVE',
    statut: { code: 'A', libelle: 'Immatriculée, active' },
    forme_juridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
    naf: { code: '62.01Z', libelle: 'Programmation informatique' },
    adresse: {
      lignes: ['12 RUE DE LA PAIX'],
      code_postal: '75002',
      commune: 'PARIS',
      commune_code: '75102',
      departement_code: '75',
      pays: null,
    },
    nombre_etablissements: 3,
    date_immatriculation: '2019-03-15',
    dirigeants: [
      { qualite: 'Président', personne_id: 7, nom: 'DUPRÉ', prenoms: 'Jean-Édouard', denomination: null },
      {
        qualite: 'Commissaire aux comptes titulaire',
        personne_id: null,
        nom: null,
        prenoms: null,
        denomination: 'AUDIT CONSEIL',
      },
    ],
    correspondance: 'MOTS',
    etablissements_lieu: [],
    ...changement,
  };
}

/** An establishment of a company result in the place of the search (`etablissements_lieu`). */
export function etablissementDuLieu(
  id: number,
  nic: string,
  changement: Partial<EtablissementDuLieu> = {},
): EtablissementDuLieu {
  return {
    id,
    siret: `552100554${nic}`,
    siege: false,
    adresse: {
      lignes: [`${id} RUE DE LA RÉPUBLIQUE`],
      code_postal: '69003',
      commune: 'LYON',
      commune_code: '69383',
      departement_code: '69',
      pays: null,
    },
    ...changement,
  };
}

export function etablissement(id: number, changement: Partial<ResultatEtablissement> = {}): ResultatEtablissement {
  return {
    type: 'ETABLISSEMENT',
    id,
    siret: '55210055400013',
    siret_formate: '552 100 554 00013',
    nic: '00013',
    siege: false,
    enseigne: 'BOULANGERIE DU MARCHÉ',
    denomination_usuelle: null,
    etat: 'FERME',
    adresse: {
      lignes: ['3 PLACE DU MARCHÉ'],
      code_postal: '69001',
      commune: 'LYON',
      commune_code: '69123',
      departement_code: '69',
      pays: null,
    },
    naf: { code: '10.71C', libelle: 'Boulangerie et boulangerie-pâtisserie' },
    entreprise: {
      id: 42,
      siren: '552100554',
      siren_formate: '552 100 554',
      denomination: 'MAISON DUPRÉ',
      etat: 'ACTIVE',
      forme_juridique: { code: '5499', libelle: 'SARL' },
    },
    correspondance: 'MOTS',
    ...changement,
  };
}

export function personne(id: number, changement: Partial<ResultatPersonne> = {}): ResultatPersonne {
  return {
    id,
    nom: 'DUPRÉ',
    nom_usage: null,
    prenoms: 'Jean-Édouard Marie',
    mois_naissance: 3,
    annee_naissance: 1975,
    nationalite: 'Française',
    nombre_fonctions: 7,
    fonctions: [
      {
        qualite: 'Gérant',
        nature: 'DIRIGEANT',
        actif: true,
        entreprise: {
          id: 42,
          siren: '552100554',
          siren_formate: '552 100 554',
          denomination: 'MAISON DUPRÉ',
          etat: 'ACTIVE',
        },
      },
      {
        qualite: 'Président',
        nature: 'DIRIGEANT',
        actif: false,
        entreprise: {
          id: 43,
          siren: '732829320',
          siren_formate: '732 829 320',
          denomination: 'ANCIENNE SA',
          etat: 'RADIEE',
        },
      },
    ],
    correspondance: 'MOTS',
    ...changement,
  };
}

export function pageEntreprises(
  resultats: ReponseEntreprises['resultats'],
  changement: Partial<ReponseEntreprises> = {},
): ReponseEntreprises {
  return {
    total: resultats.length,
    total_exact: true,
    limit: 10,
    offset: 0,
    type_entite: 'ENTREPRISE',
    corrections: [],
    lieu: null,
    resultats,
    ...changement,
  };
}

export function pagePersonnes(
  resultats: ResultatPersonne[],
  changement: Partial<ReponsePersonnes> = {},
): ReponsePersonnes {
  return {
    total: resultats.length,
    total_exact: true,
    limit: 10,
    offset: 0,
    corrections: [],
    resultats,
    ...changement,
  };
}

export const SUGGESTIONS: ReponseSuggestions = {
  entreprises: [
    {
      id: 42,
      siren: '552100554',
      siren_formate: '552 100 554',
      denomination: 'MAISON DUPRÉ',
      etat: 'ACTIVE',
      code_postal: '75002',
      commune: 'PARIS',
    },
    {
      id: 43,
      siren: '732829320',
      siren_formate: '732 829 320',
      denomination: 'DUPRÉ ET FILS',
      etat: 'RADIEE',
      code_postal: '69001',
      commune: 'LYON',
    },
  ],
  dirigeants: [
    { id: 7, nom: 'DUPRÉ', prenoms: 'Jean-Édouard', mois_naissance: 3, annee_naissance: 1975, nombre_fonctions: 4 },
  ],
};
