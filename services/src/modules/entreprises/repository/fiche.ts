import type { Queryable } from '../../../db/index.js';
import { LIMIT_EVENEMENTS, type Exercice } from '@portail/contrat/entreprises';
import type { Fonction } from '@portail/contrat/entreprises';
import { chiffresClesJson, documentsJson, evenementsJson, inscriptionsJson, proceduresJson } from './dossier.js';
import type { DocumentRow, InscriptionsRow, PageEvenementsRow, ProcedureRow } from './dossier.js';
import { ORDRE_FONCTIONS, selectFonctionsEntreprise } from './fonctions.js';
import { lireJson, tableauJson } from '../../../db/json.js';
import { SELECT_ENTREPRISE, type EntrepriseRow } from './selects.js';

export interface FicheRow {
  entreprise: EntrepriseRow | null;
  fonctions: Fonction[];
  chiffres_cles: Exercice[];
  procedures: ProcedureRow[];
  actes: DocumentRow[];
  comptes_annuels: DocumentRow[];
  inscriptions: InscriptionsRow[];
  evenements: PageEvenementsRow;
}

/**
 * Everything the company page shows, as one statement: one round trip and one
 * connection per page, each part read through its index on entreprise_id.
 */
const FICHE = `SELECT json_build_object(
  'entreprise', (SELECT row_to_json(t) FROM (${SELECT_ENTREPRISE} WHERE e.id = $1) t),
  'fonctions', ${tableauJson(selectFonctionsEntreprise('$1'), ORDRE_FONCTIONS)},
  'chiffres_cles', ${chiffresClesJson('$1')},
  'procedures', ${proceduresJson('$1')},
  'actes', ${documentsJson('$1', 'ACTE')},
  'comptes_annuels', ${documentsJson('$1', 'COMPTES_ANNUELS')},
  'inscriptions', ${inscriptionsJson('$1')},
  'evenements', ${evenementsJson('$1', LIMIT_EVENEMENTS)}
) AS j`;

export async function lireFiche(db: Queryable, id: number): Promise<FicheRow | undefined> {
  const fiche = await lireJson<FicheRow>(db, FICHE, [id]);
  return fiche?.entreprise ? fiche : undefined;
}
