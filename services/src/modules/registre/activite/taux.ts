/**
 * How often each kind of change happens at a commercial court registry, per registered active
 * company and per working day. The yearly national figures are those of FACTS §8 where it gives
 * them (CNGTC yearly reports: immatriculations, radiations, collective proceedings opened); the
 * others are estimates, marked so, scaled on the 2.5 million formalities filed in 2022 and on the
 * registry's own proportions (about six million companies on the RCS).
 */
export const SOCIETES_AU_RCS = 6_000_000;
export const JOURS_OUVRES_PAR_AN = 250;

export const CHANGEMENTS = [
  'immatriculation',
  'radiation',
  'depotComptes',
  'depotActe',
  'nominationDirigeant',
  'cessationDirigeant',
  'modificationCapital',
  'transfertSiege',
  'changementActivite',
  'ouvertureEtablissement',
  'fermetureEtablissement',
  'ouverturePcl',
  'inscription',
  'radiationInscription',
] as const;
export type Changement = (typeof CHANGEMENTS)[number];

interface Frequence {
  parAn: number;
  source: string;
}

export const FREQUENCES: Readonly<Record<Changement, Frequence>> = {
  immatriculation: { parAn: 542_231, source: 'CNGTC, immatriculations au RCS 2023 (FACTS §8)' },
  radiation: { parAn: 284_375, source: 'CNGTC, radiations du RCS 2023 (FACTS §8)' },
  ouverturePcl: { parAn: 50_000, source: 'CNGTC, procédures collectives ouvertes 2023 (FACTS §8)' },
  depotComptes: { parAn: 1_300_000, source: 'estimation : sociétés commerciales tenues au dépôt' },
  depotActe: { parAn: 600_000, source: 'estimation : actes déposés hors modification inscrite' },
  nominationDirigeant: { parAn: 250_000, source: 'estimation : part des formalités de modification' },
  cessationDirigeant: { parAn: 200_000, source: 'estimation : part des formalités de modification' },
  modificationCapital: { parAn: 120_000, source: 'estimation : part des formalités de modification' },
  transfertSiege: { parAn: 180_000, source: 'estimation : part des formalités de modification' },
  changementActivite: { parAn: 90_000, source: 'estimation : part des formalités de modification' },
  ouvertureEtablissement: { parAn: 200_000, source: 'estimation : part des formalités de modification' },
  fermetureEtablissement: { parAn: 150_000, source: 'estimation : part des formalités de modification' },
  inscription: { parAn: 350_000, source: 'estimation : inscriptions de privilèges et nantissements' },
  radiationInscription: { parAn: 250_000, source: 'estimation : radiations d’inscriptions' },
};

/**
 * The register of non-possessory pledges (gages sans dépossession), kept by the same greffes but not
 * part of the RCS: its changes are drawn from a random stream of their own (see `gages.ts`), after
 * the RCS changes, which stay what they were without it. Estimates, marked so: no yearly figure of
 * the register is published in FACTS.
 */
export const CHANGEMENTS_GAGES = ['inscriptionGage', 'radiationGage'] as const;
export type ChangementGage = (typeof CHANGEMENTS_GAGES)[number];

export const FREQUENCES_GAGES: Readonly<Record<ChangementGage, Frequence>> = {
  inscriptionGage: {
    parAn: 100_000,
    source: 'estimation : ordre de grandeur des inscriptions de gages sans dépossession par an',
  },
  radiationGage: {
    parAn: 45_000,
    source: 'estimation : mainlevées, un peu moins de la moitié des inscriptions radiées avant leur terme',
  },
};

/**
 * An inscription whose effect ends within the next two months (about 43 working days) is renewed
 * with this probability each working day: three in ten of them in all (estimate, the generator's
 * share, `vieGage`). Those not renewed lapse and are struck off d'office the working day after.
 */
export const RENOUVELLEMENT_GAGE_PAR_JOUR = 1 - Math.pow(0.7, 1 / 43);
export const FENETRE_RENOUVELLEMENT_GAGE_JOURS = 60;

/**
 * The commercial courts' rolls (migration 026), not part of the RCS either: new contentieux (the
 * merits), référés and injonctions de payer, drawn from a random stream of their own (see
 * `affaires.ts`). Estimates, marked so: FACTS gives no yearly figure of the courts' cases; the
 * orders of magnitude keep the generator's proportions (40 % contentieux, 20 % référés, 40 %
 * injonctions). The hearings and decisions follow from the cases on the roll, and the collective
 * proceedings' cases from the proceedings opened and judged.
 */
export const CHANGEMENTS_AFFAIRES = ['affaireContentieux', 'affaireRefere', 'affaireInjonction'] as const;
export type ChangementAffaire = (typeof CHANGEMENTS_AFFAIRES)[number];

export const FREQUENCES_AFFAIRES: Readonly<Record<ChangementAffaire, Frequence>> = {
  affaireContentieux: {
    parAn: 100_000,
    source: 'estimation : ordre de grandeur des contentieux au fond introduits devant les tribunaux de commerce',
  },
  affaireRefere: { parAn: 50_000, source: 'estimation : ordre de grandeur des référés commerciaux' },
  affaireInjonction: {
    parAn: 100_000,
    source: 'estimation : ordre de grandeur des requêtes en injonction de payer devant les tribunaux de commerce',
  },
};

/**
 * The formalities register (migration 027): every registry change of a day that a formality explains
 * is inscribed with its dossier; besides, dossiers are received that the greffe instructs over the
 * following days. An estimate, marked so: of the 2.5 million formalities filed in 2022 (the figure
 * the other estimates scale on), about one in ten still being instructed at any time is received on
 * a day as an open dossier of its own.
 */
export const FREQUENCE_FORMALITES_DEPOSEES: Readonly<Frequence> = {
  parAn: 250_000,
  source: 'estimation : un dixième des 2,5 millions de formalités déposées par an, suivies de leur réception',
};

/** The expected number of dossiers received on a working day. */
export function attendusFormalites(societes: number, intensite: number): number {
  return parJourOuvre(FREQUENCE_FORMALITES_DEPOSEES, societes, intensite);
}

/** Open collective proceedings get a judgment (plan, conversion, closing) every six months or so. */
export const JUGEMENTS_PAR_PROCEDURE_OUVERTE_PAR_JOUR = 1 / 125;

/**
 * Annual accounts are filed mostly in June and July: most financial years close on 31 December
 * and the deadline is seven months later. Factors by month, averaging 1.
 */
const SAISON_COMPTES = [0.45, 0.45, 0.55, 0.75, 0.95, 1.6, 2.7, 0.95, 0.8, 0.9, 0.9, 0.95] as const;

/** The expected number of changes of a kind on a working day of month `mois` (1–12). */
export function attendus(changement: Changement, societes: number, mois: number, intensite: number): number {
  const parJour = parJourOuvre(FREQUENCES[changement], societes, intensite);
  return changement === 'depotComptes' ? parJour * (SAISON_COMPTES[mois - 1] ?? 1) : parJour;
}

/** The expected number of pledge changes of a kind on a working day. */
export function attendusGage(changement: ChangementGage, societes: number, intensite: number): number {
  return parJourOuvre(FREQUENCES_GAGES[changement], societes, intensite);
}

/** The expected number of new cases of a kind on a working day. */
export function attendusAffaire(changement: ChangementAffaire, societes: number, intensite: number): number {
  return parJourOuvre(FREQUENCES_AFFAIRES[changement], societes, intensite);
}

function parJourOuvre(frequence: Frequence, societes: number, intensite: number): number {
  return (frequence.parAn / SOCIETES_AU_RCS / JOURS_OUVRES_PAR_AN) * societes * intensite;
}
