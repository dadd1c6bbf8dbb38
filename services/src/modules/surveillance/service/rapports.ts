import { dateCourte, libelleDomaineSurveillance } from '@portail/domaine';

import type { Queryable } from '../../../db/index.js';
import type { ModeFacturationAvis } from '@portail/contrat/surveillance-avis';
import { genererRapportRevelation, genererRapportSurveillance } from '../../documents/index.js';
import { AvisNonConsulte } from '../erreurs.js';
import { compterRevelations, lireRevelations } from '../repository/lecture.js';
import { lireAvis } from './avis.js';
import type { Compte } from './contexte.js';
import { surveillanceDuCompte } from './surveillances.js';

/** The PDF reports of SPEC §7 (revelation/rapport, surveillance/rapport), from the documents module's generators. */

const FACTURATION: Record<ModeFacturationAvis, string> = {
  PORTEFEUILLE: 'Débité du portefeuille électronique',
  FACTURE_MENSUELLE: 'Porté sur la facture mensuelle du compte',
};

/** At most this many révélations are listed in a watch's report, the newest first. */
const REVELATIONS_MAX = 1000;

/** One révélation's report: only once its notice has been consulted (409 before; 404 for anyone else's). */
export async function rapportRevelation(db: Queryable, compte: Compte, id: number): Promise<Buffer> {
  const lu = await lireAvis(db, compte, id);
  if (lu.avis === null || lu.consultee_le === null || lu.mode_facturation === null)
    throw new AvisNonConsulte({ compte: compte.id, revelation: id });
  return genererRapportRevelation(
    {
      revelation: lu.revelation,
      avis: lu.avis,
      prix: lu.prix,
      consultee_le: lu.consultee_le,
      facturation: FACTURATION[lu.mode_facturation],
    },
    { emisLe: new Date() },
  );
}

/** A watch's report, free: what it watches, how, since when, and its révélations without their notices. */
export async function rapportSurveillance(db: Queryable, compte: Compte, id: number): Promise<Buffer> {
  const surveillance = await surveillanceDuCompte(db, compte, id);
  const [total, revelations] = await Promise.all([
    compterRevelations(db, compte.id, 'r.surveillance_id = $2', [id]),
    lireRevelations(db, compte.id, 'r.surveillance_id = $2', [id], { offset: 0, limit: REVELATIONS_MAX }),
  ]);
  const fin = surveillance.date_fin === null ? '' : ` le ${dateCourte(surveillance.date_fin)}`;
  const motif = surveillance.motif_fin === 'RADIATION' ? ' (radiation de l’entreprise)' : ' (fin demandée)';
  return genererRapportSurveillance(
    {
      surveillance,
      domaines: surveillance.domaines.map((d) => libelleDomaineSurveillance(d)),
      etat: surveillance.etat === 'ACTIVE' ? 'En cours' : `Terminée${fin}${motif}`,
      revelations,
      total,
    },
    { emisLe: new Date() },
  );
}
