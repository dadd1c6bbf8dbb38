import type { DonneesKbis, EntrepriseRegistre, GreffeRegistre, Mandataire } from './repository/registre.js';

/** Test helper: registry data as the repository returns it, built by hand (no database). */

export const greffeParis: GreffeRegistre = {
  code: '7501',
  nom: 'Paris',
  type: 'TAE',
  ville: 'Paris',
  departementCode: '75',
  codePostal: '75001',
  commune: 'Paris',
};

export const greffeNice: GreffeRegistre = {
  ...greffeParis,
  code: '0605',
  nom: 'Nice',
  type: 'TC',
  ville: 'Nice',
  departementCode: '06',
  codePostal: '06000',
  commune: 'Nice',
};

export const entreprise: EntrepriseRegistre = {
  id: 1,
  siren: '552100554',
  personnePhysique: false,
  denomination: 'L’ÉCLAT DES CRÈMES « PARIS »',
  sigle: 'EDC',
  nom: null,
  prenoms: null,
  formeJuridique: { code: '5710', libelle: 'Société par actions simplifiée' },
  capital: 150000,
  devise: 'EUR',
  capitalVariable: false,
  dateCreation: '2015-03-02',
  dateImmatriculation: '2015-03-10',
  dateDebutActivite: '2015-03-02',
  dateRadiation: null,
  dateFinPersonneMorale: '2114-03-09',
  clotureExercice: '12-31',
  etat: 'ACTIVE',
  statut: 'A',
  numeroGestion: '2015B01234',
  naf: { code: '62.01Z', libelle: 'Programmation informatique' },
  source: 'GENERATEUR',
};

export const siege = {
  siret: '55210055400013',
  siege: true,
  enseigne: null,
  denominationUsuelle: 'ÉCLAT',
  adresse: { lignes: ['12 RUE DE LA PAIX', 'BATIMENT B'], codePostal: '75002', commune: 'PARIS 2', pays: null },
  naf: { code: '62.01Z', libelle: 'Programmation informatique' },
  activite: 'Conseil et développement de logiciels',
  origineFonds: 'Création',
  modeExploitation: 'Exploitation directe',
  dateCreation: '2015-03-02',
  dateDebutActivite: '2015-03-02',
  dateFermeture: null,
  etat: 'ACTIF' as const,
  greffe: greffeParis,
};

export function dirigeant(
  id: number,
  qualite: string,
  nom: string,
  prenoms: string,
  autres: Partial<Mandataire> = {},
): Mandataire {
  return {
    id,
    nature: 'DIRIGEANT',
    qualite,
    dateDebut: '2015-03-02',
    dateFin: null,
    personne: {
      type: 'PHYSIQUE',
      id,
      nom,
      nomUsage: null,
      prenoms,
      dateNaissance: '1971-04-23',
      lieuNaissance: 'Lyon',
      nationalite: 'Française',
    },
    ...autres,
  };
}

export const donneesKbis: DonneesKbis = {
  entreprise,
  greffe: greffeParis,
  siege,
  mandataires: [
    dirigeant(101, 'Président', 'DUPONT', 'Marie Claire', {
      personne: {
        type: 'PHYSIQUE',
        id: 101,
        nom: 'DUPONT',
        nomUsage: 'MARTIN',
        prenoms: 'Marie Claire',
        dateNaissance: '1971-04-23',
        lieuNaissance: 'Lyon',
        nationalite: 'Française',
      },
    }),
    dirigeant(102, 'Directeur général', 'LEROY', 'Jean', { dateFin: '2020-06-30' }),
    dirigeant(106, 'Directeur général', 'PETIT', 'Lucie', { dateDebut: '2020-07-01' }),
    {
      id: 1004,
      nature: 'COMMISSAIRE_AUX_COMPTES',
      qualite: 'Commissaire aux comptes titulaire',
      dateDebut: '2021-06-15',
      dateFin: null,
      personne: {
        type: 'MORALE',
        entrepriseId: 5,
        siren: '800111221',
        denomination: 'AUDIT CONSEIL ASSOCIES',
        formeJuridique: 'Société par actions simplifiée',
        siege: { lignes: [], codePostal: '75008', commune: 'PARIS 8', pays: null },
        greffe: greffeParis,
        representant: {
          id: 103,
          nom: 'BERNARD',
          nomUsage: null,
          prenoms: 'Sophie',
          dateNaissance: '1979-02-05',
          lieuNaissance: 'Nantes',
          nationalite: 'Française',
        },
      },
    },
  ],
  etablissementsSecondaires: [
    {
      ...siege,
      siret: '55210055400047',
      siege: false,
      enseigne: 'ALPHA RIVIERA',
      denominationUsuelle: null,
      adresse: { lignes: ['3 AV JEAN MEDECIN'], codePostal: '06000', commune: 'NICE', pays: null },
      greffe: greffeNice,
    },
  ],
  nombreEtablissementsSecondaires: 1,
  observations: [],
};
