import type { Queryable } from '../../../db/index.js';
import type { Evenement, Exercice, Procedure } from '@portail/contrat/entreprises';
import { lireJson, tableauJson } from '../../../db/json.js';

/*
 * The company's file: key figures, collective proceedings, documents and
 * registrations. Each function returns a JSON subquery on the company whose id
 * is the SQL expression `entreprise`, so the fiche can nest them all.
 */

/** The latest `limite` financial years (the public pages show 3), every one when null. */
export function chiffresClesJson(entreprise: string, limite: number | null = 3): string {
  return tableauJson(
    `SELECT date_cloture AS "date_cloture", duree_mois AS "duree_mois", chiffre_affaires AS "chiffre_affaires",
            resultat, effectif, confidentiel
     FROM chiffres_cles WHERE entreprise_id = ${entreprise}
     ORDER BY date_cloture DESC${limite === null ? '' : ` LIMIT ${limite}`}`,
    't."date_cloture" DESC',
  );
}

export type ProcedureRow = Omit<Procedure, 'libelle'>;

/** The registry of code `code` (an SQL expression) as the public pages name it, or NULL. */
const greffeReferenceJson = (code: string) =>
  `(SELECT json_build_object('code', g.code, 'nom', g.nom) FROM greffes g WHERE g.code = ${code})`;

/**
 * The company's collective proceedings, latest first; `greffe` builds each one's court from its
 * code (the documents give more of it than the public pages).
 */
export function proceduresJson(entreprise: string, greffe: (code: string) => string = greffeReferenceJson): string {
  return tableauJson(
    `SELECT pc.id, pc.type, pc.date_ouverture AS "date_ouverture", pc.date_cloture AS "date_cloture",
            pc.date_cloture IS NULL AS "en_cours", ${greffe('pc.greffe_code')} AS greffe,
            (SELECT coalesce(json_agg(json_build_object('date', j.date_jugement, 'nature', j.nature,
                      'complement', j.complement) ORDER BY j.date_jugement, j.id), '[]'::json)
             FROM jugements j WHERE j.procedure_id = pc.id) AS jugements
     FROM procedures_collectives pc
     WHERE pc.entreprise_id = ${entreprise}`,
    't."date_ouverture" DESC, t.id DESC',
  );
}

export interface DocumentRow {
  id: number;
  categorie: 'ACTE' | 'COMPTES_ANNUELS' | 'BENEFICIAIRES_EFFECTIFS';
  type: string;
  date_document: string;
  date_depot: string;
  numero_depot: string | null;
  confidentialite: 'PUBLIC' | 'COMPTE_RESULTAT_CONFIDENTIEL' | 'CONFIDENTIEL';
}

/** `type` is an SQL expression too (a parameter), or omitted for every type. */
export function documentsJson(entreprise: string, categorie: DocumentRow['categorie'], type?: string): string {
  return tableauJson(
    `SELECT id, categorie, type, date_document AS "date_document", date_depot AS "date_depot",
            numero_depot AS "numero_depot", confidentialite
     FROM documents
     WHERE entreprise_id = ${entreprise} AND categorie = '${categorie}'${type === undefined ? '' : ` AND type = ${type}`}`,
    't."date_document" DESC, t.id DESC',
  );
}

export interface InscriptionsRow {
  categorie: string;
  nombre: number;
}

export function inscriptionsJson(entreprise: string): string {
  return tableauJson(
    `SELECT categorie, count(*) AS nombre FROM inscriptions
     WHERE entreprise_id = ${entreprise} AND date_radiation IS NULL
     GROUP BY categorie`,
    't.categorie',
  );
}

export interface PageEvenementsRow {
  total: number;
  evenements: Evenement[];
}

/**
 * A page of the company's registry events, newest first (the day, then the latest written): the
 * count and the page read through the index on (entreprise_id, date_evenement). `limit` and
 * `offset` are SQL expressions (parameters) or integers.
 */
export function evenementsJson(entreprise: string, limit: string | number, offset: string | number = 0): string {
  return `json_build_object(
    'total', (SELECT count(*) FROM evenements_registre WHERE entreprise_id = ${entreprise}),
    'evenements', ${tableauJson(
      `SELECT id, date_evenement AS date, type, nature, libelle, avant, apres
       FROM evenements_registre WHERE entreprise_id = ${entreprise}
       ORDER BY date_evenement DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
      't.date DESC, t.id DESC',
    )})`;
}

export interface Dossier<T> {
  existe: boolean;
  donnees: T;
}

/** `donnees` of the company `$1`, with whether the company exists, in one round trip. */
async function lireDossier<T>(db: Queryable, donnees: string, params: readonly unknown[]): Promise<Dossier<T>> {
  const row = await lireJson<Dossier<T>>(
    db,
    `SELECT json_build_object('existe', EXISTS (SELECT 1 FROM entreprises WHERE id = $1), 'donnees', ${donnees}) AS j`,
    params,
  );
  if (row === undefined) throw new Error('json_build_object renvoie toujours une ligne');
  return row;
}

export function lireChiffresCles(db: Queryable, id: number): Promise<Dossier<Exercice[]>> {
  return lireDossier(db, chiffresClesJson('$1'), [id]);
}

export function lireProcedures(db: Queryable, id: number): Promise<Dossier<ProcedureRow[]>> {
  return lireDossier(db, proceduresJson('$1'), [id]);
}

export function lireDocuments(
  db: Queryable,
  id: number,
): Promise<Dossier<{ actes: DocumentRow[]; comptes_annuels: DocumentRow[] }>> {
  return lireDossier(
    db,
    `json_build_object('actes', ${documentsJson('$1', 'ACTE')},
                       'comptes_annuels', ${documentsJson('$1', 'COMPTES_ANNUELS')})`,
    [id],
  );
}

export function lireDeclarationsBeneficiaires(
  db: Queryable,
  id: number,
  type?: string,
): Promise<Dossier<DocumentRow[]>> {
  return type === undefined
    ? lireDossier(db, documentsJson('$1', 'BENEFICIAIRES_EFFECTIFS'), [id])
    : lireDossier(db, documentsJson('$1', 'BENEFICIAIRES_EFFECTIFS', '$2'), [id, type]);
}

export function lireEvenements(
  db: Queryable,
  id: number,
  page: { limit: number; offset: number },
): Promise<Dossier<PageEvenementsRow>> {
  return lireDossier(db, evenementsJson('$1', '$2', '$3'), [id, page.limit, page.offset]);
}

export function lireInscriptions(db: Queryable, id: number): Promise<Dossier<InscriptionsRow[]>> {
  return lireDossier(db, inscriptionsJson('$1'), [id]);
}
