import type { Queryable } from '../../../db/index.js';
import { lireLignesJson } from '../../../db/json.js';
import {
  FROM_ETABLISSEMENT,
  SELECT_ETABLISSEMENT_DETAIL,
  selectEntrepriseResume,
  type EntrepriseResumeRow,
  type EtablissementDetailRow,
} from './selects.js';

export interface EtablissementRow extends EtablissementDetailRow {
  greffe_code: string | null;
  greffe_nom: string | null;
  entreprise: EntrepriseResumeRow;
}

const SELECT_ETABLISSEMENT = `
  ${SELECT_ETABLISSEMENT_DETAIL}, g.code AS greffe_code, g.nom AS greffe_nom,
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
