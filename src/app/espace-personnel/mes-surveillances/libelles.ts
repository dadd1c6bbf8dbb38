/**
 * French wording of the surveillance service's codes (SPEC §9 groups and notice types). The site
 * takes the contract's types only (no runtime import), so the lists are written out here, checked
 * against the contract's unions by `satisfies`.
 */
import type { DomaineSurveillance, Surveillance, TypeEvenement } from '../../../lib/api/surveillances';

export const DOMAINES: ReadonlyArray<{ code: DomaineSurveillance; libelle: string; detail: string }> = [
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
] satisfies ReadonlyArray<{ code: DomaineSurveillance; libelle: string; detail: string }>;

/** A person watch reveals appointments and departures: RCS events only (services README). */
export const DOMAINES_PERSONNE: DomaineSurveillance[] = ['RCS_BILAN_ACTES'];

export const libelleDomaine = (code: DomaineSurveillance) => DOMAINES.find((d) => d.code === code)?.libelle ?? code;

export const TYPES_EVENEMENT: Record<TypeEvenement, string> = {
  RCS: 'Modification au registre',
  BIL: 'Comptes annuels',
  ACT: 'Actes',
  PCL: 'Procédure collective',
  PN: 'Privilèges et nantissements',
};

/** What a watch covers: the company's name, or the person's first names and name. */
export function cibleSurveillance(s: Pick<Surveillance, 'entreprise' | 'personne_physique'>): string {
  if (s.entreprise) return s.entreprise.denomination;
  if (s.personne_physique) return `${s.personne_physique.prenoms} ${s.personne_physique.nom}`.trim();
  return '—';
}

/** « aucune révélation non lue », « 1 révélation non lue », « 3 révélations non lues ». */
export function nonLues(n: number): string {
  if (n === 0) return 'aucune révélation non lue';
  return n > 1 ? `${n} révélations non lues` : '1 révélation non lue';
}
