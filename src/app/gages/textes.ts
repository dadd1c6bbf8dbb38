/** Wording of the register of non-possessory pledges: états, criteria, and the service's refusals by field. */
import type { EtatGage } from '@portail/contrat/gages';
import { formatSiren } from '../../components/entreprise/format';
import { refusParChamp as refusCommun, type RefusParChamp as RefusCommun } from '../ui/refus-par-champ';
import type { Constituant } from './criteres';

/** The contract's LIBELLES_ETAT_GAGE (the site takes types only from the contract). */
export const LIBELLES_ETAT: Record<EtatGage, string> = {
  EN_VIGUEUR: 'En vigueur',
  RADIE: 'Radié',
  PERIME: 'Effet expiré',
};

export const MESSAGE_AUCUNE = 'Aucune inscription en vigueur n’est enregistrée sous ces critères.';
export const MESSAGE_AUCUNE_RADIEES =
  'Aucune inscription, en vigueur, radiée ou expirée, n’est enregistrée sous ces critères.';
export const MESSAGE_INDISPONIBLE =
  'Le registre des gages sans dépossession ne répond pas pour le moment. Veuillez réessayer dans un instant.';

/** « le SIREN 552 100 554 », « le nom « MARTIN » ». */
export const designation = (constituant: Constituant) =>
  'siren' in constituant ? `le SIREN ${formatSiren(constituant.siren)}` : `le nom « ${constituant.nom} »`;

/** The form's fields the service's refusals can name. */
export type ChampFormulaire = 'constituant' | 'greffe' | 'radies';

const CHAMPS: Record<string, { champ: ChampFormulaire; sujet: string }> = {
  siren: { champ: 'constituant', sujet: 'Le numéro SIREN' },
  nom: { champ: 'constituant', sujet: 'Le nom du constituant' },
  code_greffe: { champ: 'greffe', sujet: 'Le greffe choisi' },
  radies: { champ: 'radies', sujet: 'Ce choix' },
};

/** A refusal of the service (400), each message on the field it names; the rest for the whole form. */
export type RefusParChamp = RefusCommun<ChampFormulaire>;

export function refusParChamp(erreur: unknown): RefusParChamp | null {
  return refusCommun(erreur, (parametre) => CHAMPS[parametre]);
}
