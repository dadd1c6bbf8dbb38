/** Payloads of the search service for the unit tests (shapes of services/src/modules/recherche/README.md). */
import type {
  ReponseEntreprises,
  ReponsePersonnes,
  ReponseSuggestions,
  ResultatEntreprise,
  ResultatEtablissement,
  ResultatPersonne,
} from '../../lib/recherche/types';

export function entreprise(id: number, changement: Partial<ResultatEntreprise> = {}): ResultatEntreprise {
  return {
    type: 'ENTREPRISE',
    id,
    siren: '552100554',
    sirenFormate: '552 100 554',
    denomination: `ENTREPRISE DE TEST ${id}`,
    sigle: null,
    etat: 'ACTIVE',
    statut: { code: 'A', libelle: 'Immatriculée, active' },
    formeJuridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
    naf: { code: '62.01Z', libelle: 'Programmation informatique' },
    adresse: {
      lignes: ['12 RUE DE LA PAIX'],
      codePostal: '75002',
      commune: 'PARIS',
      communeCode: '75102',
      departementCode: '75',
      pays: null,
    },
    nombreEtablissements: 3,
    dateImmatriculation: '2019-03-15',
    dirigeants: [
      { qualite: 'Président', personneId: 7, nom: 'DUPRÉ', prenoms: 'Jean-Édouard', denomination: null },
      {
        qualite: 'Commissaire aux comptes titulaire',
        personneId: null,
        nom: null,
        prenoms: null,
        denomination: 'AUDIT CONSEIL',
      },
    ],
    correspondance: 'MOTS',
    ...changement,
  };
}

export function etablissement(id: number, changement: Partial<ResultatEtablissement> = {}): ResultatEtablissement {
  return {
    type: 'ETABLISSEMENT',
    id,
    siret: '55210055400013',
    siretFormate: '552 100 554 00013',
    nic: '00013',
    siege: false,
    enseigne: 'BOULANGERIE DU MARCHÉ',
    denominationUsuelle: null,
    etat: 'FERME',
    adresse: {
      lignes: ['3 PLACE DU MARCHÉ'],
      codePostal: '69001',
      commune: 'LYON',
      communeCode: '69123',
      departementCode: '69',
      pays: null,
    },
    naf: { code: '10.71C', libelle: 'Boulangerie et boulangerie-pâtisserie' },
    entreprise: {
      id: 42,
      siren: '552100554',
      sirenFormate: '552 100 554',
      denomination: 'MAISON DUPRÉ',
      etat: 'ACTIVE',
      formeJuridique: { code: '5499', libelle: 'SARL' },
    },
    correspondance: 'MOTS',
    ...changement,
  };
}

export function personne(id: number, changement: Partial<ResultatPersonne> = {}): ResultatPersonne {
  return {
    id,
    nom: 'DUPRÉ',
    nomUsage: null,
    prenoms: 'Jean-Édouard Marie',
    moisNaissance: 3,
    anneeNaissance: 1975,
    nationalite: 'Française',
    nombreFonctions: 7,
    fonctions: [
      {
        qualite: 'Gérant',
        nature: 'DIRIGEANT',
        actif: true,
        entreprise: {
          id: 42,
          siren: '552100554',
          sirenFormate: '552 100 554',
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
          sirenFormate: '732 829 320',
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
    totalExact: true,
    limit: 10,
    offset: 0,
    typeEntite: 'ENTREPRISE',
    corrections: [],
    resultats,
    ...changement,
  };
}

export function pagePersonnes(
  resultats: ResultatPersonne[],
  changement: Partial<ReponsePersonnes> = {},
): ReponsePersonnes {
  return { total: resultats.length, totalExact: true, limit: 10, offset: 0, corrections: [], resultats, ...changement };
}

export const SUGGESTIONS: ReponseSuggestions = {
  entreprises: [
    {
      id: 42,
      siren: '552100554',
      sirenFormate: '552 100 554',
      denomination: 'MAISON DUPRÉ',
      etat: 'ACTIVE',
      codePostal: '75002',
      commune: 'PARIS',
    },
    {
      id: 43,
      siren: '732829320',
      sirenFormate: '732 829 320',
      denomination: 'DUPRÉ ET FILS',
      etat: 'RADIEE',
      codePostal: '69001',
      commune: 'LYON',
    },
  ],
  dirigeants: [
    { id: 7, nom: 'DUPRÉ', prenoms: 'Jean-Édouard', moisNaissance: 3, anneeNaissance: 1975, nombreFonctions: 4 },
  ],
};
