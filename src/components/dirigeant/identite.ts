/** Wording of an officer's page: name, birth (month and year only) and mandate counts. */
import { neEn as neEnMinuscule, pluriel } from '../../lib/registre/format';
import type { PersonnePhysique } from '@portail/contrat/entreprises';

/** SPEC §9: function lists show 25 entries per page. */
export const TAILLE_MANDATS = 25;

/** « Jean Pierre DUPONT »: first names as registered, last name in capitals. */
export const nomComplet = (p: Pick<PersonnePhysique, 'prenoms' | 'nom'>) =>
  `${p.prenoms} ${p.nom.toLocaleUpperCase('fr-FR')}`.trim();

/** « Né(e) en mars 1975 », at the start of a line. */
export function neEn(p: Pick<PersonnePhysique, 'mois_naissance' | 'annee_naissance'>): string | null {
  const texte = neEnMinuscule(p);
  return texte && `N${texte.slice(1)}`;
}

/** « 5 mandats, dont 2 en cours », « 1 mandat, terminé », « Aucun mandat publié ». */
export function resumeMandats({ nombre_mandats: total, nombre_mandats_actifs: actifs }: PersonnePhysique): string {
  if (total === 0) return 'Aucun mandat publié';
  if (total === 1) return actifs > 0 ? '1 mandat, en cours' : '1 mandat, terminé';
  return `${pluriel(total, 'mandat')}, dont ${actifs === 0 ? 'aucun' : actifs} en cours`;
}
