import { DOMAINES_PERSONNE as DOMAINES_PERSONNE_DOMAINE } from '@portail/domaine';
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
export const DOMAINES_PERSONNE: readonly DomaineSurveillance[] = DOMAINES_PERSONNE_DOMAINE;
