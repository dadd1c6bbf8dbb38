import type { Queryable } from '../../../db/index.js';
import { lireJson, lireLignesJson, tableauJson } from '../../../db/json.js';
import {
  FROM_ETABLISSEMENT,
  SELECT_ENTREPRISE,
  SELECT_ETABLISSEMENT_RESUME,
  type EntrepriseRow,
  type EtablissementResumeRow,
} from './selects.js';

async function uneEntreprise(db: Queryable, where: string, valeur: unknown): Promise<EntrepriseRow | undefined> {
  return (await lireLignesJson<EntrepriseRow>(db, `${SELECT_ENTREPRISE} WHERE ${where}`, [valeur]))[0];
}

export function trouverEntreprise(db: Queryable, id: number): Promise<EntrepriseRow | undefined> {
  return uneEntreprise(db, 'e.id = $1', id);
}

export function trouverEntrepriseParSiren(db: Queryable, siren: string): Promise<EntrepriseRow | undefined> {
  return uneEntreprise(db, 'e.siren = $1', siren);
}

export function trouverEntrepriseParSiret(db: Queryable, siret: string): Promise<EntrepriseRow | undefined> {
  return uneEntreprise(db, 'e.id = (SELECT entreprise_id FROM etablissements WHERE siret = $1)', siret);
}

export interface PageEtablissementsRow {
  existe: boolean;
  total: number;
  total_actifs: number;
  etablissements: EtablissementResumeRow[];
}

/**
 * A page of a company's establishments and its counts, in one round trip.
 * The order (active first, siège first, then SIRET) is the one of
 * etablissements_entreprise_nic_idx.
 */
export async function pageEtablissements(
  db: Queryable,
  entreprise_id: number,
  filtre: { etat?: 'ACTIF' | 'FERME'; limit: number; offset: number },
): Promise<PageEtablissementsRow> {
  const etat = filtre.etat === undefined ? '' : 'AND et.etat = $4';
  const page = `${SELECT_ETABLISSEMENT_RESUME} ${FROM_ETABLISSEMENT}
    WHERE et.entreprise_id = $1 ${etat}
    ORDER BY et.etat, et.siege DESC, et.nic LIMIT $2 OFFSET $3`;
  const params: unknown[] = [entreprise_id, filtre.limit, filtre.offset];
  if (filtre.etat !== undefined) params.push(filtre.etat);
  const row = await lireJson<PageEtablissementsRow>(
    db,
    `SELECT json_build_object(
       'existe', EXISTS (SELECT 1 FROM entreprises WHERE id = $1),
       'total', (SELECT count(*) FROM etablissements et WHERE et.entreprise_id = $1 ${etat}),
       'total_actifs', (SELECT count(*) FROM etablissements WHERE entreprise_id = $1 AND etat = 'ACTIF'),
       'etablissements', ${tableauJson(page, 't.etat, t.siege DESC, t.nic')}
     ) AS j`,
    params,
  );
  if (row === undefined) throw new Error('json_build_object renvoie toujours une ligne');
  return row;
}
