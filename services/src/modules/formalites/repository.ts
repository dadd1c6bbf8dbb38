import type { Queryable } from '../../db/index.js';
import { debutDeMot } from '../../lib/normaliser.js';
import {
  ETATS_FORMALITE,
  type EtapeFormalite,
  type EtatFormalite,
  type Formalite,
  type TypeFormalite,
} from '@portail/contrat/formalites';

interface FormaliteRow {
  id: string;
  identifiant: string;
  numero_liasse: string;
  reference_formaliste: string | null;
  type: TypeFormalite;
  objet: string;
  greffe_code: string;
  greffe_nom: string;
  entreprise_id: string | null;
  siren: string;
  denomination: string;
  date_depot: string;
  etat: EtatFormalite;
  motif: string | null;
  date_etat: Date | string;
  [column: string]: unknown;
}

/** A dossier as the routes give it, with what the account reading it needs to know. */
export interface FormaliteLue extends Formalite {
  /** formalites.id, for the follow-up table. */
  cle: string;
  /** The account's relation to it (account reads only): entered here, or followed. */
  origine?: 'DEPOSEE' | 'SUIVIE';
}

const COLONNES = `f.id::text, f.identifiant, f.numero_liasse, f.reference_formaliste, f.type, f.objet, f.greffe_code,
  g.nom AS greffe_nom, f.entreprise_id::text, f.siren, f.denomination, to_char(f.date_depot, 'YYYY-MM-DD') AS date_depot,
  f.etat, f.motif, f.date_etat`;

const iso = (instant: Date | string) => new Date(instant).toISOString();

/** Rows with their timelines (one query for all of them), in the rows' order. */
async function avecEtapes(db: Queryable, rows: FormaliteRow[]): Promise<FormaliteLue[]> {
  if (rows.length === 0) return [];
  const { rows: etapes } = await db.query<{
    formalite_id: string;
    etat: EtatFormalite;
    date_etape: Date | string;
    motif: string | null;
  }>(
    `SELECT formalite_id::text, etat, date_etape, motif FROM formalites_etapes
      WHERE formalite_id = ANY($1::bigint[]) ORDER BY formalite_id, date_etape, id`,
    [rows.map((r) => r.id)],
  );
  const parFormalite = new Map<string, EtapeFormalite[]>();
  for (const e of etapes) {
    const liste = parFormalite.get(e.formalite_id) ?? [];
    liste.push({ etat: e.etat, date: iso(e.date_etape), motif: e.motif });
    parFormalite.set(e.formalite_id, liste);
  }
  return rows.map((r) => ({
    cle: r.id,
    identifiant: r.identifiant,
    numero_liasse: r.numero_liasse,
    reference_formaliste: r.reference_formaliste,
    type: r.type,
    objet: r.objet,
    greffe: { code: r.greffe_code, nom: r.greffe_nom },
    entreprise: {
      siren: r.siren,
      denomination: r.denomination,
      id_entite: r.entreprise_id === null ? null : Number(r.entreprise_id),
    },
    date_depot: r.date_depot,
    etat: r.etat,
    motif: r.motif,
    date_etat: iso(r.date_etat),
    etapes: parFormalite.get(r.id) ?? [],
    ...(typeof r.origine === 'string' ? { origine: r.origine as 'DEPOSEE' | 'SUIVIE' } : {}),
  }));
}

/**
 * The public follow-up's criteria, read: `numero` is a liasse number or a dossier's identifier
 * without its spaces, in upper case; `reference` the same text as typed (trimmed) for the filer's
 * reference; `mots` words of `normaliserNom`, each a word prefix of the name.
 */
export interface FiltreSuivi {
  numero?: string;
  reference?: string;
  siren?: string;
  mots?: readonly string[];
  greffe?: string;
}

function conditionsSuivi(filtre: FiltreSuivi): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses: string[] = [];
  const parametre = (valeur: unknown) => {
    params.push(valeur);
    return `$${params.length}`;
  };
  let parNumero: string | null = null;
  if (filtre.numero !== undefined) {
    const numero = parametre(filtre.numero);
    parNumero = `(f.numero_liasse = ${numero} OR f.identifiant = ${numero})`;
    const reference = parametre(filtre.reference ?? filtre.numero);
    clauses.push(`(${parNumero} OR lower(f.reference_formaliste) = lower(${reference}))`);
  }
  if (filtre.siren !== undefined) clauses.push(`f.siren = ${parametre(filtre.siren)}`);
  for (const mot of filtre.mots ?? [])
    clauses.push(`(' ' || lower(f.nom_recherche)) LIKE ${parametre(debutDeMot(mot))}`);
  if (filtre.greffe !== undefined) clauses.push(`f.greffe_code = ${parametre(filtre.greffe)}`);
  // A tax office's inscription is public at the RCS once inscribed; before that (or rejected), only
  // its liasse number or identifier finds it: not a SIREN, a name, nor a reference anyone could guess.
  clauses.push(`(f.type <> 'INSCRIPTION_DGFIP' OR f.etat = 'INSCRITE'${parNumero === null ? '' : ` OR ${parNumero}`})`);
  return { where: clauses.join(' AND '), params };
}

export async function rechercherFormalites(
  db: Queryable,
  filtre: FiltreSuivi,
  page: { offset: number; limit: number },
): Promise<{ total: number; formalites: FormaliteLue[] }> {
  const { where, params } = conditionsSuivi(filtre);
  const compte = await db.query<{ total: string }>(`SELECT count(*) AS total FROM formalites f WHERE ${where}`, params);
  const n = params.length;
  const { rows } = await db.query<FormaliteRow>(
    `SELECT ${COLONNES} FROM formalites f JOIN greffes g ON g.code = f.greffe_code
      WHERE ${where} ORDER BY f.date_depot DESC, f.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, page.limit, page.offset],
  );
  return { total: Number(compte.rows[0]?.total ?? 0), formalites: await avecEtapes(db, rows) };
}

/** The account's dossiers: those it entered (DEPOSEE) and those it follows (SUIVIE). */
const DU_COMPTE = `(f.compte_client_id = $1
  OR EXISTS (SELECT 1 FROM formalites_suivies s WHERE s.compte_client_id = $1 AND s.formalite_id = f.id))`;
const ORIGINE = `CASE WHEN f.compte_client_id = $1 THEN 'DEPOSEE' ELSE 'SUIVIE' END AS origine`;

export async function listerFormalitesDuCompte(
  db: Queryable,
  compte: number,
  etat: EtatFormalite | undefined,
  page: { offset: number; limit: number },
): Promise<{ total: number; par_etat: Record<string, number>; formalites: FormaliteLue[] }> {
  const { rows: comptes } = await db.query<{ etat: string; n: number }>(
    `SELECT f.etat, count(*)::int AS n FROM formalites f WHERE ${DU_COMPTE} GROUP BY f.etat`,
    [compte],
  );
  const par_etat: Record<string, number> = Object.fromEntries(ETATS_FORMALITE.map((e) => [e, 0]));
  for (const { etat: e, n } of comptes) par_etat[e] = Number(n);
  const total = etat === undefined ? Object.values(par_etat).reduce((s, n) => s + n, 0) : (par_etat[etat] ?? 0);
  const { rows } = await db.query<FormaliteRow>(
    `SELECT ${COLONNES}, ${ORIGINE} FROM formalites f JOIN greffes g ON g.code = f.greffe_code
      WHERE ${DU_COMPTE} AND ($2::text IS NULL OR f.etat = $2)
      ORDER BY f.date_depot DESC, f.id DESC LIMIT $3 OFFSET $4`,
    [compte, etat ?? null, page.limit, page.offset],
  );
  return { total, par_etat, formalites: await avecEtapes(db, rows) };
}

/** A dossier by its identifier, whoever it belongs to; `compte` gives its origin for that account. */
export async function trouverFormalite(
  db: Queryable,
  identifiant: string,
  compte: number | null = null,
): Promise<(FormaliteLue & { suivie: boolean; deposee: boolean }) | undefined> {
  const { rows } = await db.query<FormaliteRow & { suivie: boolean; deposee: boolean }>(
    `SELECT ${COLONNES}, ${ORIGINE}, coalesce(f.compte_client_id = $1, false) AS deposee,
            EXISTS (SELECT 1 FROM formalites_suivies s WHERE s.compte_client_id = $1 AND s.formalite_id = f.id) AS suivie
       FROM formalites f JOIN greffes g ON g.code = f.greffe_code WHERE f.identifiant = $2`,
    [compte, identifiant],
  );
  const row = rows[0];
  if (row === undefined) return undefined;
  const [formalite] = await avecEtapes(db, [row]);
  return { ...(formalite as FormaliteLue), suivie: row.suivie, deposee: row.deposee };
}

/** true when the account starts following the dossier, false when it already did. */
export async function suivre(db: Queryable, compte: number, cle: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO formalites_suivies (compte_client_id, formalite_id) VALUES ($1, $2::bigint) ON CONFLICT DO NOTHING`,
    [compte, cle],
  );
  return rowCount === 1;
}

/** true when the account followed the dossier (and no longer does). */
export async function nePlusSuivre(db: Queryable, compte: number, identifiant: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `DELETE FROM formalites_suivies s USING formalites f
      WHERE s.formalite_id = f.id AND s.compte_client_id = $1 AND f.identifiant = $2`,
    [compte, identifiant],
  );
  return rowCount > 0;
}

export async function greffeExiste(db: Queryable, code: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM greffes WHERE code = $1', [code]);
  return rows.length > 0;
}
