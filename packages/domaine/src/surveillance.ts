/**
 * The French wording of the surveillance service's codes (SPEC §9 groups and notice types), one
 * home for the site's forms and lists and the services' PDF reports. The codes are the contract's
 * (`@portail/contrat/surveillance`); its users check them against its unions.
 */
export const DOMAINES_SURVEILLANCE = [
  {
    code: 'RCS_BILAN_ACTES',
    libelle: 'Registre, comptes et actes',
    detail: 'Modifications au RCS, dépôts des comptes annuels et des actes',
  },
  { code: 'BIL', libelle: 'Comptes annuels', detail: 'Dépôts des comptes annuels' },
  { code: 'ACT', libelle: 'Actes', detail: 'Statuts mis à jour, procès-verbaux, cessions de parts' },
  {
    code: 'PROCEDURES_COLLECTIVES',
    libelle: 'Procédures collectives',
    detail: 'Sauvegarde, redressement, liquidation judiciaire',
  },
  {
    code: 'PRIVILEGES_ET_NANTISSEMENTS',
    libelle: 'Privilèges et nantissements',
    detail: 'Inscriptions et radiations de sûretés (état d’endettement)',
  },
] as const;

export type CodeDomaineSurveillance = (typeof DOMAINES_SURVEILLANCE)[number]['code'];

/** A person's events are appointments and departures (RCS): a person is watched for that group only. */
export const DOMAINES_PERSONNE: readonly CodeDomaineSurveillance[] = ['RCS_BILAN_ACTES'];

export const libelleDomaineSurveillance = (code: string): string =>
  DOMAINES_SURVEILLANCE.find((d) => d.code === code)?.libelle ?? code;

/** The registry event types of révélations (SPEC §9 notice types, and PCL). */
export const LIBELLES_TYPES_EVENEMENT = {
  RCS: 'Modification au registre',
  BIL: 'Comptes annuels',
  ACT: 'Actes',
  PCL: 'Procédure collective',
  PN: 'Privilèges et nantissements',
} as const;
