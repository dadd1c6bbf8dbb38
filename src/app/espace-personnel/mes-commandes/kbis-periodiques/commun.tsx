/** Pieces shared by the periodic Kbis screens: status badges, labels, the company's page. */
import type { KbisPeriodiqueResume, StatutEnvoi, StatutKbisPeriodique } from '@portail/contrat/kbis-periodiques';
import { entreprisePath } from '../../../../lib/registre/paths';
import { Pastille, TEINTES, type Teinte } from '../commun';

const TEINTES_KBIS: Record<StatutKbisPeriodique, Teinte> = {
  ACTIF: TEINTES.en_cours,
  TERMINE: TEINTES.fait,
  ANNULE: TEINTES.clos,
};

const TEINTES_ENVOI: Record<StatutEnvoi, Teinte> = {
  PREVU: TEINTES.en_cours,
  ENVOYE: TEINTES.fait,
  ANNULE: TEINTES.clos,
  ECHEC: TEINTES.attente,
};

/** The subscription's status in the service's words (« En cours », « Terminé », « Annulé »). */
export function StatutKbisBadge({ statut, libelle }: { statut: StatutKbisPeriodique; libelle: string }) {
  return <Pastille teinte={TEINTES_KBIS[statut] ?? TEINTES.clos}>{libelle}</Pastille>;
}

/** An issue's status in the service's words (« Prévu », « Envoyé », « Annulé », « Non délivré (remboursé) »). */
export function StatutEnvoiBadge({ statut, libelle }: { statut: StatutEnvoi; libelle: string }) {
  return <Pastille teinte={TEINTES_ENVOI[statut] ?? TEINTES.clos}>{libelle}</Pastille>;
}

/** « 3 / 12 »: issues sent out of all the planned ones. */
export const avancement = (k: Pick<KbisPeriodiqueResume, 'envois_effectues' | 'nombre_envois'>) =>
  `${k.envois_effectues} / ${k.nombre_envois}`;

export const pageEntreprise = (k: Pick<KbisPeriodiqueResume, 'id_entite' | 'siren' | 'denomination'>) =>
  entreprisePath({ id: k.id_entite, siren: k.siren, denomination: k.denomination });
