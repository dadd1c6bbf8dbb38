/** Realistic registry data for the tests of the company and establishment pages. */
import type {
  Entreprise,
  EntrepriseResume,
  Etablissement,
  EtablissementResume,
  Fiche,
  Fonction,
  PersonnePubliee,
  Procedure,
} from '../../lib/registre/types';

export const siegeDuval: EtablissementResume = {
  id: 7000,
  siret: '55210055400013',
  siretFormate: '552 100 554 00013',
  nic: '00013',
  siege: true,
  enseigne: null,
  denominationUsuelle: null,
  adresse: {
    lignes: ['12 RUE DE LA PAIX', 'BÂTIMENT B'],
    codePostal: '75002',
    commune: 'Paris',
    communeCode: '75102',
    departementCode: '75',
    pays: null,
  },
  naf: { code: '31.09B', libelle: 'Fabrication d’autres meubles et industries connexes de l’ameublement' },
  etat: 'ACTIF',
  dateCreation: '1998-03-01',
  dateFermeture: null,
};

export const entrepriseDuval: Entreprise = {
  id: 1042,
  siren: '552100554',
  sirenFormate: '552 100 554',
  personnePhysique: false,
  denomination: 'ATELIERS DUVAL & FILS',
  sigle: 'ADF',
  nom: null,
  prenoms: null,
  formeJuridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
  capital: { montant: 150000, devise: 'EUR', variable: false },
  dateCreation: '1998-03-01',
  dateImmatriculation: '1998-03-12',
  dateDebutActivite: '1998-04-01',
  dateRadiation: null,
  dateFinPersonneMorale: '2097-03-11',
  clotureExercice: { jour: 31, mois: 12 },
  etat: 'ACTIVE',
  statut: { code: 'A', libelle: 'Immatriculée au RCS' },
  greffe: { code: '7501', nom: 'Paris' },
  numeroGestion: '1998B01234',
  numeroRcs: 'RCS Paris 552 100 554',
  naf: { code: '31.09B', libelle: 'Fabrication d’autres meubles et industries connexes de l’ameublement' },
  secteur: { code: '31', libelle: 'Fabrication de meubles' },
  tvaIntracommunautaire: 'FR96552100554',
  trancheEffectifs: { code: '11', libelle: '10 à 19 salariés' },
  categorieEntreprise: 'PME',
  siege: siegeDuval,
  nombreEtablissements: 3,
  nombreEtablissementsActifs: 2,
  source: 'GENERATEUR',
};

export const jeanneDuval: PersonnePubliee = {
  type: 'PHYSIQUE',
  id: 501,
  nom: 'DUVAL',
  nomUsage: null,
  prenoms: 'Jeanne Marie',
  moisNaissance: 3,
  anneeNaissance: 1975,
  nationalite: 'Française',
};

const fonction = (partial: Partial<Fonction> & Pick<Fonction, 'id' | 'qualite' | 'personne'>): Fonction => ({
  nature: 'DIRIGEANT',
  dateDebut: null,
  dateFin: null,
  actif: true,
  modalitesControle: null,
  pourcentageCapital: null,
  pourcentageVotes: null,
  ...partial,
});

export const dirigeantsDuval: Fonction[] = [
  fonction({ id: 1, qualite: 'Président', dateDebut: '2019-06-30', personne: jeanneDuval }),
  fonction({
    id: 2,
    qualite: 'Directeur général',
    dateDebut: '2020-01-15',
    personne: {
      type: 'MORALE',
      entrepriseId: 2001,
      siren: '732829320',
      denomination: 'HOLDING DUVAL',
      representant: {
        type: 'PHYSIQUE',
        id: 502,
        nom: 'DUVAL',
        nomUsage: null,
        prenoms: 'Paul',
        moisNaissance: 11,
        anneeNaissance: 1948,
        nationalite: 'Française',
      },
    },
  }),
  fonction({
    id: 3,
    qualite: 'Président',
    dateDebut: '1998-03-01',
    dateFin: '2019-06-30',
    actif: false,
    personne: {
      type: 'PHYSIQUE',
      id: 502,
      nom: 'DUVAL',
      nomUsage: null,
      prenoms: 'Paul',
      moisNaissance: 11,
      anneeNaissance: 1948,
      nationalite: 'Française',
    },
  }),
];

export const commissairesDuval: Fonction[] = [
  fonction({
    id: 4,
    nature: 'COMMISSAIRE_AUX_COMPTES',
    qualite: 'Commissaire aux comptes titulaire',
    dateDebut: '2021-06-30',
    personne: {
      type: 'MORALE',
      entrepriseId: null,
      siren: '443061841',
      denomination: 'CABINET AUDIT CONSEIL',
      representant: null,
    },
  }),
];

export const beneficiairesDuval: Fonction[] = [
  fonction({
    id: 5,
    nature: 'BENEFICIAIRE_EFFECTIF',
    qualite: 'Bénéficiaire effectif',
    dateDebut: '2019-06-30',
    personne: jeanneDuval,
    modalitesControle: 'Détention directe de plus de 25 % du capital',
    pourcentageCapital: 60,
    pourcentageVotes: 62.5,
  }),
];

export const procedureCloturee: Procedure = {
  id: 90,
  type: 'SAUVEGARDE',
  libelle: 'Procédure de sauvegarde',
  dateOuverture: '2015-02-03',
  dateCloture: '2017-05-10',
  enCours: false,
  greffe: { code: '7501', nom: 'Paris' },
  jugements: [
    { date: '2015-02-03', nature: 'Jugement d’ouverture', complement: null },
    { date: '2015-09-01', nature: 'Jugement arrêtant le plan de sauvegarde', complement: 'Durée du plan : 2 ans' },
  ],
};

export const procedureEnCours: Procedure = {
  id: 91,
  type: 'REDRESSEMENT_JUDICIAIRE',
  libelle: 'Redressement judiciaire',
  dateOuverture: '2024-11-05',
  dateCloture: null,
  enCours: true,
  greffe: { code: '7501', nom: 'Paris' },
  jugements: [{ date: '2024-11-05', nature: 'Jugement d’ouverture', complement: 'Période d’observation de 6 mois' }],
};

export const ficheDuval: Fiche = {
  entreprise: entrepriseDuval,
  dirigeants: dirigeantsDuval,
  commissairesAuxComptes: commissairesDuval,
  beneficiairesEffectifs: beneficiairesDuval,
  chiffresCles: [
    {
      dateCloture: '2023-12-31',
      dureeMois: 12,
      chiffreAffaires: 1250000,
      resultat: 85000,
      effectif: 14,
      confidentiel: false,
    },
    {
      dateCloture: '2022-12-31',
      dureeMois: 12,
      chiffreAffaires: 1100000,
      resultat: -42500,
      effectif: 13,
      confidentiel: false,
    },
    {
      dateCloture: '2021-12-31',
      dureeMois: 12,
      chiffreAffaires: null,
      resultat: null,
      effectif: null,
      confidentiel: true,
    },
  ],
  procedures: [procedureCloturee],
  documents: {
    actes: [
      {
        id: 301,
        categorie: 'ACTE',
        type: 'PV_AG',
        libelle: 'Procès-verbal d’assemblée générale',
        dateDocument: '2024-06-28',
        dateDepot: '2024-07-10',
        numeroDepot: '2024/45123',
        confidentialite: 'PUBLIC',
      },
      {
        id: 302,
        categorie: 'ACTE',
        type: 'STATUTS',
        libelle: 'Statuts mis à jour',
        dateDocument: '2019-06-30',
        dateDepot: '2019-07-08',
        numeroDepot: null,
        confidentialite: 'PUBLIC',
      },
    ],
    comptesAnnuels: [
      {
        id: 401,
        categorie: 'COMPTES_ANNUELS',
        type: 'COMPTES_SOCIAUX',
        libelle: 'Comptes annuels',
        dateDocument: '2023-12-31',
        dateDepot: '2024-07-22',
        numeroDepot: '2024/50001',
        confidentialite: 'COMPTE_RESULTAT_CONFIDENTIEL',
      },
    ],
  },
  inscriptions: { total: 0, categories: [] },
};

/** The same company, struck off while a redressement judiciaire is under way. */
export const ficheDuvalEnRedressement: Fiche = {
  ...ficheDuval,
  entreprise: { ...entrepriseDuval, etat: 'RADIEE', dateRadiation: '2025-01-20' },
  procedures: [procedureEnCours, procedureCloturee],
};

export const entrepriseMartin: Entreprise = {
  id: 3003,
  siren: '812345676',
  sirenFormate: '812 345 676',
  personnePhysique: true,
  denomination: 'MARTIN Sophie',
  sigle: null,
  nom: 'MARTIN',
  prenoms: 'Sophie',
  formeJuridique: { code: '1000', libelle: 'Entrepreneur individuel' },
  capital: null,
  dateCreation: '2016-09-01',
  dateImmatriculation: '2016-09-05',
  dateDebutActivite: '2016-09-01',
  dateRadiation: null,
  dateFinPersonneMorale: null,
  clotureExercice: null,
  etat: 'ACTIVE',
  statut: { code: 'A', libelle: 'Immatriculée au RCS' },
  greffe: { code: '6901', nom: 'Lyon' },
  numeroGestion: '2016A00321',
  numeroRcs: 'RCS Lyon 812 345 676',
  naf: { code: '47.71Z', libelle: 'Commerce de détail d’habillement en magasin spécialisé' },
  secteur: { code: '47', libelle: 'Commerce de détail, à l’exception des automobiles et des motocycles' },
  tvaIntracommunautaire: null,
  trancheEffectifs: null,
  categorieEntreprise: null,
  siege: {
    id: 7100,
    siret: '81234567600019',
    siretFormate: '812 345 676 00019',
    nic: '00019',
    siege: true,
    enseigne: 'LA BOUTIQUE DE SOPHIE',
    denominationUsuelle: null,
    adresse: {
      lignes: ['4 PLACE BELLECOUR'],
      codePostal: '69002',
      commune: 'Lyon',
      communeCode: '69382',
      departementCode: '69',
      pays: null,
    },
    naf: { code: '47.71Z', libelle: 'Commerce de détail d’habillement en magasin spécialisé' },
    etat: 'ACTIF',
    dateCreation: '2016-09-01',
    dateFermeture: null,
  },
  nombreEtablissements: 1,
  nombreEtablissementsActifs: 1,
  source: 'GENERATEUR',
};

export const ficheMartin: Fiche = {
  entreprise: entrepriseMartin,
  dirigeants: [],
  commissairesAuxComptes: [],
  beneficiairesEffectifs: [],
  chiffresCles: [],
  procedures: [],
  documents: { actes: [], comptesAnnuels: [] },
  inscriptions: { total: 0, categories: [] },
};

export const duvalResume: EntrepriseResume = {
  id: entrepriseDuval.id,
  siren: entrepriseDuval.siren,
  sirenFormate: entrepriseDuval.sirenFormate,
  denomination: entrepriseDuval.denomination,
  sigle: entrepriseDuval.sigle,
  formeJuridique: entrepriseDuval.formeJuridique,
  etat: 'ACTIVE',
  naf: entrepriseDuval.naf,
  capital: entrepriseDuval.capital,
  dateImmatriculation: entrepriseDuval.dateImmatriculation,
  siege: { codePostal: '75002', commune: 'Paris' },
  nombreEtablissements: 3,
};

export const etablissementLyon: EtablissementResume = {
  id: 7001,
  siret: '55210055400021',
  siretFormate: '552 100 554 00021',
  nic: '00021',
  siege: false,
  enseigne: 'DUVAL ÉBÉNISTERIE',
  denominationUsuelle: null,
  adresse: {
    lignes: ['8 QUAI SAINT-VINCENT'],
    codePostal: '69001',
    commune: 'Lyon',
    communeCode: '69381',
    departementCode: '69',
    pays: null,
  },
  naf: { code: '31.09B', libelle: 'Fabrication d’autres meubles et industries connexes de l’ameublement' },
  etat: 'ACTIF',
  dateCreation: '2008-05-01',
  dateFermeture: null,
};

export const etablissementFerme: EtablissementResume = {
  id: 7002,
  siret: '55210055400039',
  siretFormate: '552 100 554 00039',
  nic: '00039',
  siege: false,
  enseigne: null,
  denominationUsuelle: 'DUVAL NANTES',
  adresse: {
    lignes: ['3 RUE KERVÉGAN'],
    codePostal: '44000',
    commune: 'Nantes',
    communeCode: '44109',
    departementCode: '44',
    pays: null,
  },
  naf: null,
  etat: 'FERME',
  dateCreation: '2010-01-04',
  dateFermeture: '2018-12-31',
};

export const etablissementDuvalLyon: Etablissement = {
  ...etablissementLyon,
  activite: 'Ébénisterie d’art, restauration de meubles anciens',
  origineFonds: 'Création',
  modeExploitation: 'Exploitation directe',
  trancheEffectifs: { code: '02', libelle: '3 à 5 salariés' },
  dateDebutActivite: '2008-05-15',
  entreprise: duvalResume,
  greffe: { code: '6901', nom: 'Lyon' },
};

export const pageEtablissementsDuval = {
  total: 3,
  totalActifs: 2,
  items: [siegeDuval, etablissementLyon, etablissementFerme],
};
