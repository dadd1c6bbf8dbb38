import type { DomaineSurveillance, TypeEvenement } from '@portail/contrat/surveillance';

/**
 * SPEC §9 surveillance groups → the registry event types they reveal (issue 18 §2). A rule of the
 * product, not a quota: it lives here; the watch stores its types beside its domains for the fan-out.
 */
export const TYPES_PAR_DOMAINE: Record<DomaineSurveillance, readonly TypeEvenement[]> = {
  RCS_BILAN_ACTES: ['RCS', 'BIL', 'ACT'],
  BIL: ['BIL'],
  ACT: ['ACT'],
  PROCEDURES_COLLECTIVES: ['PCL'],
  PRIVILEGES_ET_NANTISSEMENTS: ['PN'],
};

const ORDRE: readonly TypeEvenement[] = ['RCS', 'BIL', 'ACT', 'PCL', 'PN'];

export function typesDesDomaines(domaines: readonly DomaineSurveillance[]): TypeEvenement[] {
  const types = new Set(domaines.flatMap((d) => TYPES_PAR_DOMAINE[d]));
  return ORDRE.filter((t) => types.has(t));
}

/** A person's events are appointments and departures (RCS): a person is watched for that group only. */
export const DOMAINES_PERSONNE: readonly DomaineSurveillance[] = ['RCS_BILAN_ACTES'];

/** The groups and event types as the reports print them. */
export const LIBELLES_DOMAINES: Record<DomaineSurveillance, string> = {
  RCS_BILAN_ACTES: 'Modifications RCS, comptes annuels et actes',
  BIL: 'Comptes annuels',
  ACT: 'Actes déposés',
  PROCEDURES_COLLECTIVES: 'Procédures collectives',
  PRIVILEGES_ET_NANTISSEMENTS: 'Privilèges et nantissements',
};
