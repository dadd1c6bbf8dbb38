/**
 * What the commercial courts' cases are about, and what their decisions say. A model is an objet
 * with the side the company of the registry takes, who stands against it, the usual amount at
 * stake, and the outcomes with their weights. Placeholders of the outcomes, filled by `affaires.ts`:
 * {demandeur}, {defendeur} (« la société X », « M. DURAND Pierre »; several defendants joined by
 * « et »), {solidairement} (« , solidairement, » when there are several defendants), {montant},
 * {article700}, {astreinte}, {consignation} (amounts), {date} (interest start, a past day),
 * {contrat} (the contract's day), {echeance} (a day to come), {mois} (months of delay), {expert}.
 */
export interface Issue {
  poids: number;
  libelle: string;
  dispositif: string;
}

export interface Modele {
  objet: string;
  poids: number;
  /** The company's side; null: either, as often. */
  role: 'DEMANDEUR' | 'DEFENDEUR' | null;
  /** Probability that the other side is a natural person rather than a company of the registry. */
  personne: number;
  /** The other side is a lender or a lessor outside the registry (the company is then sued). */
  tiers?: 'BANQUE' | 'BAILLEUR';
  /** Probability that a natural person who stood surety is sued beside the company. */
  caution?: number;
  /** Median amount at stake, euros. */
  montant: number;
  issues: readonly Issue[];
}

const DEBOUTE: Issue = {
  poids: 1,
  libelle: 'Jugement déboutant le demandeur',
  dispositif:
    'Déboute {demandeur} de l’ensemble de ses demandes ; condamne {demandeur} à payer à {defendeur} la somme de ' +
    '{article700} au titre de l’article 700 du code de procédure civile, ainsi qu’aux dépens.',
};

const avecPoids = (issue: Issue, poids: number): Issue => ({ ...issue, poids });

/** Unpaid invoices, the commonest contentieux (and the one suppliers bring before a proceeding). */
export const facturesImpayees: Modele = {
  objet: 'Paiement de factures impayées',
  poids: 30,
  role: null,
  personne: 0.08,
  montant: 9_000,
  issues: [
    {
      poids: 55,
      libelle: 'Jugement condamnant au paiement',
      dispositif:
        'Condamne {defendeur}{solidairement} à payer à {demandeur} la somme de {montant} au titre des factures ' +
        'impayées, avec intérêts au taux légal à compter du {date}, ainsi que {article700} au titre de l’article 700 ' +
        'du code de procédure civile ; condamne {defendeur} aux dépens.',
    },
    {
      poids: 15,
      libelle: 'Jugement réputé contradictoire condamnant au paiement',
      dispositif:
        'Statuant par jugement réputé contradictoire, condamne {defendeur} à payer à {demandeur} la somme de ' +
        '{montant} en principal, outre l’indemnité forfaitaire de 40,00\u00a0€ pour frais de recouvrement ; ' +
        'condamne {defendeur} aux dépens.',
    },
    {
      poids: 15,
      libelle: 'Jugement condamnant au paiement et accordant des délais',
      dispositif:
        'Condamne {defendeur} à payer à {demandeur} la somme de {montant} ; autorise {defendeur} à s’acquitter de ' +
        'cette somme en {mois} mensualités ; dit qu’à défaut de paiement d’une seule échéance, la totalité de la ' +
        'dette deviendra immédiatement exigible.',
    },
    avecPoids(DEBOUTE, 15),
  ],
};

export const modelesContentieux: readonly Modele[] = [
  facturesImpayees,
  {
    objet: 'Rupture brutale de relations commerciales établies',
    poids: 6,
    role: null,
    personne: 0,
    montant: 60_000,
    issues: [
      {
        poids: 50,
        libelle: 'Jugement allouant des dommages et intérêts',
        dispositif:
          'Dit que {defendeur} a rompu brutalement les relations commerciales établies avec {demandeur} ; condamne ' +
          '{defendeur} à payer à {demandeur} la somme de {montant} à titre de dommages et intérêts, ainsi que ' +
          '{article700} au titre de l’article 700 du code de procédure civile.',
      },
      {
        ...DEBOUTE,
        poids: 50,
        dispositif:
          'Dit que la rupture des relations commerciales a été précédée d’un préavis suffisant ; déboute {demandeur} ' +
          'de l’ensemble de ses demandes ; condamne {demandeur} aux dépens.',
      },
    ],
  },
  {
    objet: 'Concurrence déloyale',
    poids: 6,
    role: null,
    personne: 0.15,
    montant: 30_000,
    issues: [
      {
        poids: 55,
        libelle: 'Jugement condamnant pour concurrence déloyale',
        dispositif:
          'Dit que {defendeur} a commis des actes de concurrence déloyale au préjudice de {demandeur} ; fait ' +
          'interdiction à {defendeur} de les poursuivre, sous astreinte de {astreinte} par infraction constatée ; ' +
          'condamne {defendeur} à payer à {demandeur} la somme de {montant} à titre de dommages et intérêts.',
      },
      {
        ...DEBOUTE,
        poids: 45,
        dispositif:
          'Dit que les faits reprochés à {defendeur} ne constituent pas des actes de concurrence déloyale ; déboute ' +
          '{demandeur} de l’ensemble de ses demandes ; condamne {demandeur} aux dépens.',
      },
    ],
  },
  {
    objet: 'Exécution d’un contrat de vente',
    poids: 9,
    role: null,
    personne: 0.05,
    montant: 20_000,
    issues: [
      {
        poids: 60,
        libelle: 'Jugement condamnant au paiement du prix',
        dispositif:
          'Condamne {defendeur} à payer à {demandeur} la somme de {montant} au titre du prix de vente, avec intérêts ' +
          'au taux légal à compter du {date} ; condamne {defendeur} aux dépens.',
      },
      {
        poids: 25,
        libelle: 'Jugement prononçant la résolution de la vente',
        dispositif:
          'Prononce la résolution de la vente conclue le {contrat} entre {demandeur} et {defendeur} ; condamne ' +
          '{defendeur} à restituer à {demandeur} la somme de {montant} ; condamne {defendeur} aux dépens.',
      },
      avecPoids(DEBOUTE, 15),
    ],
  },
  {
    objet: 'Résolution d’un contrat de prestation de services',
    poids: 5,
    role: null,
    personne: 0.05,
    montant: 15_000,
    issues: [
      {
        poids: 60,
        libelle: 'Jugement prononçant la résolution du contrat',
        dispositif:
          'Prononce la résolution du contrat de prestation de services conclu le {contrat} aux torts de {defendeur} ; ' +
          'condamne {defendeur} à restituer à {demandeur} la somme de {montant}, avec intérêts au taux légal à ' +
          'compter du {date}.',
      },
      avecPoids(DEBOUTE, 40),
    ],
  },
  {
    objet: 'Paiement du solde d’un marché de travaux',
    poids: 6,
    role: null,
    personne: 0.05,
    montant: 25_000,
    issues: [
      {
        poids: 65,
        libelle: 'Jugement condamnant au paiement',
        dispositif:
          'Condamne {defendeur} à payer à {demandeur} la somme de {montant} au titre du solde du marché de travaux, ' +
          'avec intérêts au taux légal à compter du {date} ; ordonne la capitalisation des intérêts.',
      },
      {
        poids: 35,
        libelle: 'Jugement condamnant au paiement partiel',
        dispositif:
          'Condamne {defendeur} à payer à {demandeur} la somme de {montant} après compensation avec les pénalités de ' +
          'retard ; rejette le surplus des demandes ; partage les dépens par moitié.',
      },
    ],
  },
  {
    objet: 'Remboursement d’un prêt professionnel',
    poids: 7,
    role: 'DEFENDEUR',
    personne: 0,
    tiers: 'BANQUE',
    caution: 0.5,
    montant: 40_000,
    issues: [
      {
        poids: 85,
        libelle: 'Jugement condamnant au paiement',
        dispositif:
          'Condamne {defendeur}{solidairement} à payer à {demandeur} la somme de {montant} au titre du prêt, avec ' +
          'intérêts au taux contractuel à compter du {date} ; condamne {defendeur} aux dépens.',
      },
      {
        poids: 15,
        libelle: 'Jugement condamnant au paiement et accordant des délais',
        dispositif:
          'Condamne {defendeur}{solidairement} à payer à {demandeur} la somme de {montant} ; accorde des délais de ' +
          'paiement sur {mois} mois ; dit que les sommes reportées porteront intérêts au taux légal.',
      },
    ],
  },
  {
    objet: 'Paiement de loyers de location financière',
    poids: 5,
    role: 'DEFENDEUR',
    personne: 0,
    tiers: 'BAILLEUR',
    montant: 12_000,
    issues: [
      {
        poids: 80,
        libelle: 'Jugement constatant la résiliation et condamnant au paiement',
        dispositif:
          'Constate la résiliation du contrat de location financière ; condamne {defendeur} à payer à {demandeur} la ' +
          'somme de {montant} au titre des loyers échus et de l’indemnité de résiliation ; ordonne la restitution du ' +
          'matériel loué.',
      },
      {
        poids: 20,
        libelle: 'Jugement réduisant la clause pénale',
        dispositif:
          'Condamne {defendeur} à payer à {demandeur} la somme de {montant} au titre des loyers échus ; réduit ' +
          'l’indemnité de résiliation, clause pénale manifestement excessive, à un euro.',
      },
    ],
  },
  {
    objet: 'Cession de parts sociales : paiement du prix',
    poids: 2,
    role: null,
    personne: 0.6,
    montant: 35_000,
    issues: [
      {
        poids: 70,
        libelle: 'Jugement condamnant au paiement du prix',
        dispositif:
          'Condamne {defendeur} à payer à {demandeur} la somme de {montant} au titre du solde du prix de cession des ' +
          'parts sociales, avec intérêts au taux légal à compter du {date}.',
      },
      avecPoids(DEBOUTE, 30),
    ],
  },
  {
    objet: 'Garantie des vices cachés d’un matériel vendu',
    poids: 3,
    role: null,
    personne: 0,
    montant: 18_000,
    issues: [
      {
        poids: 60,
        libelle: 'Jugement prononçant la résolution de la vente pour vice caché',
        dispositif:
          'Dit que le matériel vendu par {defendeur} était affecté d’un vice caché ; prononce la résolution de la ' +
          'vente conclue le {contrat} ; condamne {defendeur} à restituer à {demandeur} le prix de {montant}.',
      },
      avecPoids(DEBOUTE, 40),
    ],
  },
];

/** A contentieux may end on the claimant's withdrawal. */
export const desistement: Issue = {
  poids: 1,
  libelle: 'Jugement constatant le désistement d’instance',
  dispositif:
    'Constate le désistement d’instance de {demandeur} et son acceptation par {defendeur} ; déclare l’instance ' +
    'éteinte ; laisse à chaque partie la charge de ses dépens.',
};

/** The contentieux an injonction de payer becomes when the debtor opposes it. */
export const opposition: Modele = {
  objet: 'Opposition à injonction de payer',
  poids: 1,
  role: null,
  personne: 0,
  montant: 0,
  issues: [
    {
      poids: 65,
      libelle: 'Jugement statuant sur opposition à injonction de payer',
      dispositif:
        'Déclare l’opposition formée par {defendeur} recevable mais mal fondée ; condamne {defendeur} à payer à ' +
        '{demandeur} la somme de {montant}, avec intérêts au taux légal à compter du {date} ; dit que le présent ' +
        'jugement se substitue à l’ordonnance d’injonction de payer.',
    },
    {
      poids: 35,
      libelle: 'Jugement statuant sur opposition à injonction de payer',
      dispositif:
        'Déclare l’opposition formée par {defendeur} bien fondée ; met à néant l’ordonnance d’injonction de payer ; ' +
        'déboute {demandeur} de sa demande en paiement.',
    },
  ],
};

const SANS_LIEU: Issue = {
  poids: 1,
  libelle: 'Ordonnance disant n’y avoir lieu à référé',
  dispositif:
    'Dit n’y avoir lieu à référé, la demande de {demandeur} se heurtant à une contestation sérieuse ; renvoie les ' +
    'parties à mieux se pourvoir au fond ; laisse les dépens à la charge de {demandeur}.',
};

export const modelesRefere: readonly Modele[] = [
  {
    objet: 'Provision sur factures impayées',
    poids: 14,
    role: null,
    personne: 0.08,
    montant: 8_000,
    issues: [
      {
        poids: 65,
        libelle: 'Ordonnance de référé accordant une provision',
        dispositif:
          'Condamne {defendeur} à payer à {demandeur} la somme provisionnelle de {montant}, avec intérêts au taux ' +
          'légal à compter du {date}, ainsi que {article700} au titre de l’article 700 du code de procédure civile.',
      },
      avecPoids(SANS_LIEU, 35),
    ],
  },
  {
    objet: 'Désignation d’un expert',
    poids: 8,
    role: null,
    personne: 0.05,
    montant: 0,
    issues: [
      {
        poids: 85,
        libelle: 'Ordonnance de référé ordonnant une expertise',
        dispositif:
          'Ordonne une expertise et désigne pour y procéder {expert} ; dit que {demandeur} consignera au greffe la ' +
          'somme de {consignation} à valoir sur la rémunération de l’expert avant le {echeance} ; dit que l’expert ' +
          'déposera son rapport dans un délai de six mois.',
      },
      avecPoids(SANS_LIEU, 15),
    ],
  },
  {
    objet: 'Expulsion d’un local commercial',
    poids: 5,
    role: 'DEFENDEUR',
    personne: 0.25,
    montant: 14_000,
    issues: [
      {
        poids: 80,
        libelle: 'Ordonnance de référé ordonnant l’expulsion',
        dispositif:
          'Constate l’acquisition de la clause résolutoire du bail commercial à la date du {date} ; ordonne ' +
          'l’expulsion de {defendeur} et de tout occupant de son chef des locaux loués ; condamne {defendeur} à payer ' +
          'à {demandeur} la somme provisionnelle de {montant} au titre de l’arriéré de loyers et charges.',
      },
      {
        poids: 20,
        libelle: 'Ordonnance de référé accordant des délais',
        dispositif:
          'Accorde à {defendeur} un délai de {mois} mois pour s’acquitter de la somme de {montant} au titre de ' +
          'l’arriéré de loyers ; suspend pendant ce délai les effets de la clause résolutoire du bail commercial.',
      },
    ],
  },
  {
    objet: 'Cessation d’un trouble manifestement illicite',
    poids: 3,
    role: null,
    personne: 0.1,
    montant: 0,
    issues: [
      {
        poids: 60,
        libelle: 'Ordonnance de référé ordonnant la cessation d’un trouble',
        dispositif:
          'Ordonne à {defendeur} de cesser l’usage de la dénomination et des signes distinctifs de {demandeur}, sous ' +
          'astreinte de {astreinte} par jour de retard passé un délai de quinze jours à compter de la signification ' +
          'de la présente ordonnance.',
      },
      avecPoids(SANS_LIEU, 40),
    ],
  },
  {
    objet: 'Communication de pièces sous astreinte',
    poids: 2,
    role: null,
    personne: 0,
    montant: 0,
    issues: [
      {
        poids: 70,
        libelle: 'Ordonnance de référé ordonnant la communication de pièces',
        dispositif:
          'Ordonne à {defendeur} de communiquer à {demandeur} les documents comptables et contractuels visés dans ' +
          'l’assignation, sous astreinte de {astreinte} par jour de retard.',
      },
      avecPoids(SANS_LIEU, 30),
    ],
  },
];

const issuesInjonction: readonly Issue[] = [
  {
    poids: 85,
    libelle: 'Ordonnance portant injonction de payer',
    dispositif:
      'Enjoint à {defendeur} de payer à {demandeur} la somme de {montant} en principal, avec intérêts au taux légal ' +
      'à compter de la signification de la présente ordonnance, ainsi que les frais de la procédure.',
  },
  {
    poids: 8,
    libelle: 'Ordonnance portant injonction de payer partielle',
    dispositif:
      'Enjoint à {defendeur} de payer à {demandeur} la somme de {montant} en principal ; rejette la requête pour ' +
      'le surplus.',
  },
  {
    poids: 7,
    libelle: 'Ordonnance de rejet de la requête en injonction de payer',
    dispositif:
      'Rejette la requête en injonction de payer présentée par {demandeur} à l’encontre de {defendeur}, la créance ' +
      'n’étant pas justifiée par les pièces produites.',
  },
];

export const injonctionFactures: Modele = {
  objet: 'Paiement de factures impayées',
  poids: 60,
  role: null,
  personne: 0.1,
  montant: 3_500,
  issues: issuesInjonction,
};

export const modelesInjonction: readonly Modele[] = [
  injonctionFactures,
  {
    objet: 'Paiement de prestations de services',
    poids: 18,
    role: null,
    personne: 0.1,
    montant: 2_800,
    issues: issuesInjonction,
  },
  {
    objet: 'Paiement de loyers de location de matériel',
    poids: 12,
    role: 'DEFENDEUR',
    personne: 0,
    tiers: 'BAILLEUR',
    montant: 4_500,
    issues: issuesInjonction,
  },
  {
    objet: 'Paiement du solde débiteur d’un compte professionnel',
    poids: 10,
    role: 'DEFENDEUR',
    personne: 0,
    tiers: 'BANQUE',
    montant: 6_000,
    issues: issuesInjonction,
  },
];

/** Hearing times of the chambers (each chamber of a court sits on one weekday at one time). */
export const heuresContentieux = ['09:00', '09:30', '10:00', '13:30', '14:00', '14:30'] as const;
export const heuresReferes = ['09:00', '09:30', '14:00'] as const;
