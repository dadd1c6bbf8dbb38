import type { Queryable, Transaction } from '../../../db/index.js';
import { ajouterTravail } from '../../travaux/index.js';
import { terminer } from '../repository/kbis-periodiques.js';
import { datePrevue, instantEnvoi } from './calendrier.js';

/** Issues one planned issue (transactional). Key `${id}:${rang}`: one job per issue, ever. */
export const TRAVAIL_ENVOI = 'ENVOYER_KBIS_PERIODIQUE';
/** E-mails an issued ELEC issue with its PDF (outside any transaction, idempotent). Same key. */
export const TRAVAIL_COURRIEL = 'COURRIEL_KBIS_PERIODIQUE';
/** E-mails that an issue given up by the queue was not delivered and was refunded. Same key. */
export const TRAVAIL_COURRIEL_ECHEC = 'COURRIEL_ECHEC_KBIS_PERIODIQUE';

export interface CibleEnvoi {
  kbis_periodique: number;
  rang: number;
}

export function lireCible(donnees: Record<string, unknown>): CibleEnvoi {
  const cible = { kbis_periodique: Number(donnees.kbis_periodique), rang: Number(donnees.rang) };
  if (!Number.isInteger(cible.kbis_periodique) || !Number.isInteger(cible.rang)) {
    throw new Error(`Travail de Kbis périodique illisible : ${JSON.stringify(donnees)}`);
  }
  return cible;
}

const cle = ({ kbis_periodique, rang }: CibleEnvoi) => `${kbis_periodique}:${rang}`;

export async function planifierCourriel(db: Queryable, cible: CibleEnvoi): Promise<void> {
  await ajouterTravail(db, { type: TRAVAIL_COURRIEL, cle: cle(cible), donnees: { ...cible } });
}

export async function planifierCourrielEchec(db: Queryable, cible: CibleEnvoi): Promise<void> {
  await ajouterTravail(db, { type: TRAVAIL_COURRIEL_ECHEC, cle: cle(cible), donnees: { ...cible } });
}

/**
 * After issue `rang` (sent, or given up): the next one is enqueued for its day, or, after the last,
 * the subscription ends. Each issue enqueues only the next, so a cancellation has at most one job
 * left to ignore.
 */
export async function apresEnvoi(
  tx: Transaction,
  k: { id: number; nombre_envois: number; date_debut: string; frequence_mois: number },
  rang: number,
  le: Date,
): Promise<void> {
  if (rang >= k.nombre_envois) {
    await terminer(tx, k.id, le);
    return;
  }
  const suivant = { kbis_periodique: k.id, rang: rang + 1 };
  await ajouterTravail(tx, {
    type: TRAVAIL_ENVOI,
    cle: cle(suivant),
    donnees: { ...suivant },
    executerApres: instantEnvoi(datePrevue(k.date_debut, rang + 1, k.frequence_mois)),
  });
}
