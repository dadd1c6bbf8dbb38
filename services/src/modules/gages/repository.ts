import type { Queryable } from '../../db/index.js';
import { debutDeMot } from '../../lib/normaliser.js';
import type { InscriptionGage, MentionGage } from '@portail/contrat/gages';
import { CATEGORIES_GAGE } from '@portail/contrat/gages';

/** What the search filters on; `mots` are words of `normaliserNom`, each a word prefix of the name. */
export interface FiltreGages {
  siren?: string;
  mots?: readonly string[];
  greffe?: string;
  /** Only the inscriptions in force on that day (not struck off, effect not expired). */
  enVigueurLe?: string;
}

interface GageRow {
  id: string;
  numero: string;
  greffe_code: string;
  greffe_nom: string;
  entreprise_id: string | null;
  constituant_siren: string | null;
  constituant_nom: string;
  constituant_personne: boolean;
  creancier: string;
  categorie: number;
  description: string;
  montant: string;
  date_inscription: string;
  date_fin_effet: string;
  date_radiation: string | null;
  jour: string;
  [column: string]: unknown;
}

interface MentionRow {
  gage_id: string;
  date_mention: string;
  nature: 'MODIFICATION' | 'RENOUVELLEMENT' | 'RADIATION';
  libelle: string;
  [column: string]: unknown;
}

/** The WHERE clause of a filter and its parameters ($1 is the day the state is read at). */
function conditions(filtre: FiltreGages, jour: string): { where: string; params: unknown[] } {
  const params: unknown[] = [jour];
  const clauses: string[] = [];
  if (filtre.siren !== undefined) {
    params.push(filtre.siren);
    clauses.push(`g.constituant_siren = $${params.length}`);
  }
  for (const mot of filtre.mots ?? []) {
    params.push(debutDeMot(mot));
    clauses.push(`(' ' || g.nom_recherche) LIKE $${params.length}`);
  }
  if (filtre.greffe !== undefined) {
    params.push(filtre.greffe);
    clauses.push(`g.greffe_code = $${params.length}`);
  }
  if (filtre.enVigueurLe !== undefined) {
    clauses.push(EN_VIGUEUR);
  }
  // Nothing is shown before it was inscribed.
  clauses.push('g.date_inscription <= $1::date');
  return { where: clauses.join(' AND '), params };
}

const EN_VIGUEUR = '(g.date_radiation IS NULL OR g.date_radiation > $1::date) AND g.date_fin_effet >= $1::date';

export async function compterGages(db: Queryable, filtre: FiltreGages, jour: string) {
  const { where, params } = conditions({ ...filtre, enVigueurLe: undefined }, jour);
  const { rows } = await db.query<{ total: string; en_vigueur: string; [c: string]: unknown }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE ${EN_VIGUEUR}) AS en_vigueur FROM gages g WHERE ${where}`,
    params,
  );
  const row = rows[0];
  return { total: Number(row?.total ?? 0), en_vigueur: Number(row?.en_vigueur ?? 0) };
}

/** A page of inscriptions, the latest first, each with its mentions dated by the day read. */
export async function lireGages(
  db: Queryable,
  filtre: FiltreGages,
  jour: string,
  page: { offset: number; limit: number } | null,
): Promise<InscriptionGage[]> {
  const { where, params } = conditions(filtre, jour);
  let pagination = '';
  if (page !== null) {
    params.push(page.limit, page.offset);
    pagination = `LIMIT $${params.length - 1} OFFSET $${params.length}`;
  }
  const { rows } = await db.query<GageRow>(
    `SELECT g.id::text, g.numero, g.greffe_code, gr.nom AS greffe_nom, g.entreprise_id::text, g.constituant_siren,
            g.constituant_nom, g.constituant_personne, g.creancier, g.categorie, g.description, g.montant::text,
            to_char(g.date_inscription, 'YYYY-MM-DD') AS date_inscription,
            to_char(g.date_fin_effet, 'YYYY-MM-DD') AS date_fin_effet,
            to_char(g.date_radiation, 'YYYY-MM-DD') AS date_radiation,
            to_char($1::date, 'YYYY-MM-DD') AS jour
     FROM gages g JOIN greffes gr ON gr.code = g.greffe_code
     WHERE ${where}
     ORDER BY g.date_inscription DESC, g.id DESC
     ${pagination}`,
    params,
  );
  if (rows.length === 0) return [];
  const mentions = await db.query<MentionRow>(
    `SELECT gage_id::text, to_char(date_mention, 'YYYY-MM-DD') AS date_mention, nature, libelle
     FROM gages_mentions WHERE gage_id = ANY($1::bigint[]) AND date_mention <= $2::date
     ORDER BY gage_id, date_mention, id`,
    [rows.map((r) => r.id), jour],
  );
  const parGage = new Map<string, MentionGage[]>();
  for (const m of mentions.rows) {
    const liste = parGage.get(m.gage_id) ?? [];
    liste.push({ date: m.date_mention, nature: m.nature, libelle: m.libelle });
    parGage.set(m.gage_id, liste);
  }
  return rows.map((r) => versInscription(r, parGage.get(r.id) ?? []));
}

function versInscription(r: GageRow, mentions: MentionGage[]): InscriptionGage {
  // A radiation or a renewal after the day read is not known yet on that day.
  const radiation = r.date_radiation !== null && r.date_radiation <= r.jour ? r.date_radiation : null;
  const etat = radiation !== null ? 'RADIE' : r.date_fin_effet < r.jour ? 'PERIME' : 'EN_VIGUEUR';
  return {
    id: Number(r.id),
    numero: r.numero,
    greffe: { code: r.greffe_code, nom: r.greffe_nom },
    constituant: {
      nom: r.constituant_nom,
      siren: r.constituant_siren,
      id_entite: r.entreprise_id === null ? null : Number(r.entreprise_id),
      personne_physique: r.constituant_personne,
    },
    creancier: r.creancier,
    categorie: { code: r.categorie, libelle: CATEGORIES_GAGE[r.categorie] ?? 'Autres' },
    description: r.description,
    montant: Number(r.montant),
    date_inscription: r.date_inscription,
    date_fin_effet: r.date_fin_effet,
    etat,
    date_radiation: radiation,
    mentions: [{ date: r.date_inscription, nature: 'INSCRIPTION', libelle: 'Inscription du gage' }, ...mentions],
  };
}

export async function lireGreffe(db: Queryable, code: string): Promise<{ code: string; nom: string } | undefined> {
  const { rows } = await db.query<{ code: string; nom: string }>('SELECT code, nom FROM greffes WHERE code = $1', [
    code,
  ]);
  return rows[0];
}
