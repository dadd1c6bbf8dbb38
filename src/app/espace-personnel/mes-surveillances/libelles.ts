/** French wording of the surveillance service's codes: `@portail/domaine`'s, checked against the contract's unions. */
import {
  DOMAINES_PERSONNE as PERSONNE,
  DOMAINES_SURVEILLANCE,
  LIBELLES_TYPES_EVENEMENT,
  libelleDomaineSurveillance,
} from '@portail/domaine';
import type { DomaineSurveillance, Surveillance, TypeEvenement } from '../../../lib/api/surveillances';

export const DOMAINES: ReadonlyArray<{ code: DomaineSurveillance; libelle: string; detail: string }> =
  DOMAINES_SURVEILLANCE satisfies ReadonlyArray<{ code: DomaineSurveillance; libelle: string; detail: string }>;

export const DOMAINES_PERSONNE: DomaineSurveillance[] = [...PERSONNE];

export const libelleDomaine: (code: DomaineSurveillance) => string = libelleDomaineSurveillance;

export const TYPES_EVENEMENT: Record<TypeEvenement, string> = LIBELLES_TYPES_EVENEMENT;

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
