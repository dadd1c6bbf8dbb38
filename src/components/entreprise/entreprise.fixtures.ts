/** Realistic registry data for the tests of the company and establishment pages. */
import type {
  Entreprise,
  EntrepriseResume,
  Etablissement,
  EtablissementResume,
  Evenement,
  Fiche,
  Fonction,
  ListeEvenements,
  PersonnePubliee,
  Procedure,
} from '@portail/contrat/entreprises';

export const siegeDuval: EtablissementResume = {
  id: 7000,
  siret: '55210055400013',
  siret_formate: '552 100 554 00013',
  nic: '00013',
  siege: true,
  enseigne: null,
  denomination_usuelle: null,
  adresse: {
    lignes: ['12 RUE DE LA PAIX', 'BÂTIMENT B'],
    code_postal: '75002',
    commune: 'Paris',
    commune_code: '75102',
    departement_code: '75',
    pays: null,
  },
  naf: { code: '31.09B', libelle: 'Fabrication d’autres meubles et industries connexes de l’ameublement' },
  etat: 'ACTIF',
  date_creation: '1998-03-01',
  date_fermeture: null,
};

export const entrepriseDuval: Entreprise = {
  id: 1042,
  siren: '552100554',
  siren_formate: '552 100 554',
  personne_physique: false,
  denomination: 'ATELIERS DUVAL & FILS',
  sigle: 'ADF',
  nom: null,
  prenoms: null,
  forme_juridique: { code: '5710', libelle: 'SAS, société par actions simplifiée' },
  capital: { montant: 150000, devise: 'EUR', variable: false },
  date_creation: '1998-03-01',
  date_immatriculation: '1998-03-12',
  date_debut_activite: '1998-04-01',
  date_radiation: null,
  date_fin_personne_morale: '2097-03-11',
  cloture_exercice: { jour: 31, mois: 12 },
  etat: 'ACTIVE',
  statut: { code: 'A', libelle: 'Immatriculée au RCS' },
  greffe: { code: '7501', nom: 'Paris' },
  numero_gestion: '1998B01234',
  numero_rcs: 'RCS Paris 552 100 554',
  naf: { code: '31.09B', libelle: 'Fabrication d’autres meubles et industries connexes de l’ameublement' },
  secteur: { code: '31', libelle: 'Fabrication de meubles' },
  tva_intracommunautaire: 'FR96552100554',
  rna: null,
  tranche_effectifs: { code: '11', libelle: '10 à 19 salariés' },
  categorie_entreprise: 'PME',
  siege: siegeDuval,
  nombre_etablissements: 3,
  nombre_etablissements_actifs: 2,
  source: 'GENERATEUR',
};

export const jeanneDuval: PersonnePubliee = {
  type: 'PHYSIQUE',
  id: 501,
  nom: 'DUVAL',
  nom_usage: null,
  prenoms: 'Jeanne Marie',
  mois_naissance: 3,
  annee_naissance: 1975,
  nationalite: 'Française',
};

const fonction = (partial: Partial<Fonction> & Pick<Fonction, 'id' | 'qualite' | 'personne'>): Fonction => ({
  nature: 'DIRIGEANT',
  date_debut: null,
  date_fin: null,
  actif: true,
  modalites_controle: null,
  pourcentage_capital: null,
  pourcentage_votes: null,
  ...partial,
});

export const dirigeantsDuval: Fonction[] = [
  fonction({ id: 1, qualite: 'Président', date_debut: '2019-06-30', personne: jeanneDuval }),
  fonction({
    id: 2,
    qualite: 'Directeur général',
    date_debut: '2020-01-15',
    personne: {
      type: 'MORALE',
      entreprise_id: 2001,
      siren: '732829320',
      denomination: 'HOLDING DUVAL',
      representant: {
        type: 'PHYSIQUE',
        id: 502,
        nom: 'DUVAL',
        nom_usage: null,
        prenoms: 'Paul',
        mois_naissance: 11,
        annee_naissance: 1948,
        nationalite: 'Française',
      },
    },
  }),
  fonction({
    id: 3,
    qualite: 'Président',
    date_debut: '1998-03-01',
    date_fin: '2019-06-30',
    actif: false,
    personne: {
      type: 'PHYSIQUE',
      id: 502,
      nom: 'DUVAL',
      nom_usage: null,
      prenoms: 'Paul',
      mois_naissance: 11,
      annee_naissance: 1948,
      nationalite: 'Française',
    },
  }),
];

export const commissairesDuval: Fonction[] = [
  fonction({
    id: 4,
    nature: 'COMMISSAIRE_AUX_COMPTES',
    qualite: 'Commissaire aux comptes titulaire',
    date_debut: '2021-06-30',
    personne: {
      type: 'MORALE',
      entreprise_id: null,
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
    date_debut: '2019-06-30',
    personne: jeanneDuval,
    modalites_controle: 'Détention directe de plus de 25 % du capital',
    pourcentage_capital: 60,
    pourcentage_votes: 62.5,
  }),
];

export const procedureCloturee: Procedure = {
  id: 90,
  type: 'SAUVEGARDE',
  libelle: 'Procédure de sauvegarde',
  date_ouverture: '2015-02-03',
  date_cloture: '2017-05-10',
  en_cours: false,
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
  date_ouverture: '2024-11-05',
  date_cloture: null,
  en_cours: true,
  greffe: { code: '7501', nom: 'Paris' },
  jugements: [{ date: '2024-11-05', nature: 'Jugement d’ouverture', complement: 'Période d’observation de 6 mois' }],
};

/** The latest events of ATELIERS DUVAL & FILS at the registry, newest first, as the service orders them. */
export const evenementsDuval: Evenement[] = [
  {
    id: 9105,
    date: '2025-03-12',
    type: 'RCS',
    nature: 'MODIFICATION_CAPITAL',
    libelle: 'Augmentation du capital social',
    avant: { capital: 100000 },
    apres: { capital: 150000 },
  },
  {
    id: 9104,
    date: '2024-07-22',
    type: 'BIL',
    nature: 'DEPOT_COMPTES',
    libelle: 'Dépôt des comptes annuels de l’exercice clos le 31 décembre 2023',
    avant: null,
    apres: { date_cloture: '2023-12-31', type: 'COMPLETS', confidentialite: 'COMPTE_RESULTAT_CONFIDENTIEL' },
  },
  {
    id: 9103,
    date: '2019-07-08',
    type: 'RCS',
    nature: 'TRANSFERT_SIEGE',
    libelle: 'Transfert du siège social à Paris (précédemment à Montreuil)',
    avant: { commune: 'Montreuil', commune_code: '93048', greffe_code: '9301' },
    apres: { commune: 'Paris', commune_code: '75102', greffe_code: '7501' },
  },
  {
    id: 9102,
    date: '2018-12-31',
    type: 'RCS',
    nature: 'FERMETURE_ETABLISSEMENT',
    libelle: 'Fermeture de l’établissement secondaire de Nantes',
    avant: { siret: '55210055400039', etat: 'ACTIF' },
    apres: { siret: '55210055400039', etat: 'FERME' },
  },
  {
    id: 9101,
    date: '2015-02-03',
    type: 'PCL',
    nature: 'JUGEMENT',
    libelle: 'Jugement d’ouverture d’une procédure de sauvegarde',
    avant: null,
    apres: null,
  },
  {
    id: 9100,
    date: '2012-10-01',
    type: 'PN',
    nature: 'INSCRIPTION',
    libelle: 'Inscription d’un nantissement du fonds de commerce',
    avant: null,
    apres: { categorie: 'NANTISSEMENT_FONDS_COMMERCE', numero: '2012N00451', montant: 85000 },
  },
  {
    id: 9099,
    date: '1998-03-12',
    type: 'ACT',
    nature: 'DEPOT_ACTE',
    libelle: 'Dépôt d’acte : Statuts constitutifs',
    avant: null,
    apres: null,
  },
];

export const ficheDuval: Fiche = {
  entreprise: entrepriseDuval,
  dirigeants: dirigeantsDuval,
  commissaires_aux_comptes: commissairesDuval,
  beneficiaires_effectifs: beneficiairesDuval,
  chiffres_cles: [
    {
      date_cloture: '2023-12-31',
      duree_mois: 12,
      chiffre_affaires: 1250000,
      resultat: 85000,
      effectif: 14,
      confidentiel: false,
    },
    {
      date_cloture: '2022-12-31',
      duree_mois: 12,
      chiffre_affaires: 1100000,
      resultat: -42500,
      effectif: 13,
      confidentiel: false,
    },
    {
      date_cloture: '2021-12-31',
      duree_mois: 12,
      chiffre_affaires: null,
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
        date_document: '2024-06-28',
        date_depot: '2024-07-10',
        numero_depot: '2024/45123',
        confidentialite: 'PUBLIC',
      },
      {
        id: 302,
        categorie: 'ACTE',
        type: 'STATUTS',
        libelle: 'Statuts mis à jour',
        date_document: '2019-06-30',
        date_depot: '2019-07-08',
        numero_depot: null,
        confidentialite: 'PUBLIC',
      },
    ],
    comptes_annuels: [
      {
        id: 401,
        categorie: 'COMPTES_ANNUELS',
        type: 'COMPTES_SOCIAUX',
        libelle: 'Comptes annuels',
        date_document: '2023-12-31',
        date_depot: '2024-07-22',
        numero_depot: '2024/50001',
        confidentialite: 'COMPTE_RESULTAT_CONFIDENTIEL',
      },
    ],
  },
  inscriptions: { total: 0, categories: [] },
  evenements: { total: evenementsDuval.length, evenements: evenementsDuval },
};

/** The second page of a history of 45 events (20 a page). */
export const historiqueDuvalPage2: ListeEvenements = {
  total: 45,
  evenements: Array.from({ length: 20 }, (_, index) => ({
    id: 8000 - index,
    date: `2010-${String(12 - Math.floor(index / 2)).padStart(2, '0')}-${index % 2 === 0 ? '20' : '05'}`,
    type: 'ACT' as const,
    nature: 'DEPOT_ACTE',
    libelle: `Dépôt d’acte n° ${21 + index}`,
    avant: null,
    apres: null,
  })),
};

/** The same company, struck off while a redressement judiciaire is under way. */
export const ficheDuvalEnRedressement: Fiche = {
  ...ficheDuval,
  entreprise: { ...entrepriseDuval, etat: 'RADIEE', date_radiation: '2025-01-20' },
  procedures: [procedureEnCours, procedureCloturee],
};

export const entrepriseMartin: Entreprise = {
  id: 3003,
  siren: '812345676',
  siren_formate: '812 345 676',
  personne_physique: true,
  denomination: 'MARTIN Sophie',
  sigle: null,
  nom: 'MARTIN',
  prenoms: 'Sophie',
  forme_juridique: { code: '1000', libelle: 'Entrepreneur individuel' },
  capital: null,
  date_creation: '2016-09-01',
  date_immatriculation: '2016-09-05',
  date_debut_activite: '2016-09-01',
  date_radiation: null,
  date_fin_personne_morale: null,
  cloture_exercice: null,
  etat: 'ACTIVE',
  statut: { code: 'A', libelle: 'Immatriculée au RCS' },
  greffe: { code: '6901', nom: 'Lyon' },
  numero_gestion: '2016A00321',
  numero_rcs: 'RCS Lyon 812 345 676',
  naf: { code: '47.71Z', libelle: 'Commerce de détail d’habillement en magasin spécialisé' },
  secteur: { code: '47', libelle: 'Commerce de détail, à l’exception des automobiles et des motocycles' },
  tva_intracommunautaire: null,
  rna: null,
  tranche_effectifs: null,
  categorie_entreprise: null,
  siege: {
    id: 7100,
    siret: '81234567600019',
    siret_formate: '812 345 676 00019',
    nic: '00019',
    siege: true,
    enseigne: 'LA BOUTIQUE DE SOPHIE',
    denomination_usuelle: null,
    adresse: {
      lignes: ['4 PLACE BELLECOUR'],
      code_postal: '69002',
      commune: 'Lyon',
      commune_code: '69382',
      departement_code: '69',
      pays: null,
    },
    naf: { code: '47.71Z', libelle: 'Commerce de détail d’habillement en magasin spécialisé' },
    etat: 'ACTIF',
    date_creation: '2016-09-01',
    date_fermeture: null,
  },
  nombre_etablissements: 1,
  nombre_etablissements_actifs: 1,
  source: 'GENERATEUR',
};

export const ficheMartin: Fiche = {
  entreprise: entrepriseMartin,
  dirigeants: [],
  commissaires_aux_comptes: [],
  beneficiaires_effectifs: [],
  chiffres_cles: [],
  procedures: [],
  documents: { actes: [], comptes_annuels: [] },
  inscriptions: { total: 0, categories: [] },
  evenements: { total: 0, evenements: [] },
};

export const duvalResume: EntrepriseResume = {
  id: entrepriseDuval.id,
  siren: entrepriseDuval.siren,
  siren_formate: entrepriseDuval.siren_formate,
  denomination: entrepriseDuval.denomination,
  sigle: entrepriseDuval.sigle,
  forme_juridique: entrepriseDuval.forme_juridique,
  etat: 'ACTIVE',
  naf: entrepriseDuval.naf,
  capital: entrepriseDuval.capital,
  date_immatriculation: entrepriseDuval.date_immatriculation,
  siege: { code_postal: '75002', commune: 'Paris' },
  nombre_etablissements: 3,
};

export const etablissementLyon: EtablissementResume = {
  id: 7001,
  siret: '55210055400021',
  siret_formate: '552 100 554 00021',
  nic: '00021',
  siege: false,
  enseigne: 'DUVAL ÉBÉNISTERIE',
  denomination_usuelle: null,
  adresse: {
    lignes: ['8 QUAI SAINT-VINCENT'],
    code_postal: '69001',
    commune: 'Lyon',
    commune_code: '69381',
    departement_code: '69',
    pays: null,
  },
  naf: { code: '31.09B', libelle: 'Fabrication d’autres meubles et industries connexes de l’ameublement' },
  etat: 'ACTIF',
  date_creation: '2008-05-01',
  date_fermeture: null,
};

export const etablissementFerme: EtablissementResume = {
  id: 7002,
  siret: '55210055400039',
  siret_formate: '552 100 554 00039',
  nic: '00039',
  siege: false,
  enseigne: null,
  denomination_usuelle: 'DUVAL NANTES',
  adresse: {
    lignes: ['3 RUE KERVÉGAN'],
    code_postal: '44000',
    commune: 'Nantes',
    commune_code: '44109',
    departement_code: '44',
    pays: null,
  },
  naf: null,
  etat: 'FERME',
  date_creation: '2010-01-04',
  date_fermeture: '2018-12-31',
};

export const etablissementDuvalLyon: Etablissement = {
  ...etablissementLyon,
  activite: 'Ébénisterie d’art, restauration de meubles anciens',
  origine_fonds: 'Création',
  mode_exploitation: 'Exploitation directe',
  tranche_effectifs: { code: '02', libelle: '3 à 5 salariés' },
  date_debut_activite: '2008-05-15',
  entreprise: duvalResume,
  greffe: { code: '6901', nom: 'Lyon' },
};

export const pageEtablissementsDuval = {
  total: 3,
  total_actifs: 2,
  items: [siegeDuval, etablissementLyon, etablissementFerme],
};
