import type { Queryable } from '../../../db/index.js';
import { lireLignesJson } from '../../../db/json.js';
import {
  FROM_ETABLISSEMENT,
  SELECT_ETABLISSEMENT_RESUME,
  selectEntrepriseResume,
  type EntrepriseResumeRow,
  type EtablissementResumeRow,
} from './selects.js';

export interface EtablissementRow extends EtablissementResumeRow {
  activite: string | null;
  origine_fonds: string | null;
  mode_exploitation: string | null;
  tranche_effectifs: string | null;
  date_debut_activite: string | null;
  greffe_code: string | null;
  greffe_nom: string | null;
  entreprise: EntrepriseResumeRow;
}

const SELECT_ETABLISSEMENT = `
  ${SELECT_ETABLISSEMENT_RESUME}, et.activite, et.origine_fonds, et.mode_exploitation, et.tranche_effectifs,
         et.date_debut_activite, g.code AS greffe_code, g.nom AS greffe_nom,
         (SELECT row_to_json(r) FROM (${selectEntrepriseResume('entreprises e')}
            WHERE e.id = et.entreprise_id) r) AS entreprise
  ${FROM_ETABLISSEMENT}
  JOIN entreprises parent ON parent.id = et.entreprise_id
  LEFT JOIN greffes g ON g.code = parent.greffe_code`;

async function unEtablissement(db: Queryable, where: string, valeur: unknown): Promise<EtablissementRow | undefined> {
  return (await lireLignesJson<EtablissementRow>(db, `${SELECT_ETABLISSEMENT} WHERE ${where}`, [valeur]))[0];
}

export function trouverEtablissement(db: Queryable, id: number): Promise<EtablissementRow | undefined> {
  return unEtablissement(db, 'et.id = $1', id);
}

export function trouverEtablissementParSiret(db: Queryable, siret: string): Promise<EtablissementRow | undefined> {
  return unEtablissement(db, 'et.siret = $1', siret);
}
