import type { Queryable } from '../../../db/index.js';
import type { NatureFichier } from './colonnes.js';

/** Repository of imports_sirene and imports_sirene_rejets (migration 004). */

export type StatutImport = 'EN_COURS' | 'TERMINE' | 'ECHEC';

export interface IdentiteFichier {
  nature: NatureFichier;
  fichier: string;
  taille: number;
  modifieLe: Date;
  empreinte: string;
  colonnes: number;
}

export interface Compteurs {
  lignesLues: number;
  lignesImportees: number;
  lignesRejetees: number;
  creees: number;
  modifiees: number;
  /** Values set aside on imported lines (migration 022): reported with the rejections. */
  valeursEcartees: number;
}

export interface ImportEnregistre extends Compteurs {
  id: number;
  statut: StatutImport;
  ligneValidee: number;
  octetValide: number;
  termineLe: Date | null;
  /** Bulk mode (migration 006), kept when the import resumes. */
  chargementInitial: boolean;
}

export interface Rejet {
  ligne: number;
  motif: string;
  extrait: string;
  /** The line was imported, without the value the reason names (migration 022). */
  ligneImportee?: boolean;
}

const colonnesImport = `id, statut, ligne_validee, octet_valide, lignes_lues, lignes_importees, lignes_rejetees,
  creees, modifiees, valeurs_ecartees, termine_le, chargement_initial`;

type LigneImport = Record<string, unknown>;

function versImport(row: LigneImport): ImportEnregistre {
  return {
    id: Number(row.id),
    statut: row.statut as StatutImport,
    ligneValidee: Number(row.ligne_validee),
    octetValide: Number(row.octet_valide),
    lignesLues: Number(row.lignes_lues),
    lignesImportees: Number(row.lignes_importees),
    lignesRejetees: Number(row.lignes_rejetees),
    creees: Number(row.creees),
    modifiees: Number(row.modifiees),
    valeursEcartees: Number(row.valeurs_ecartees),
    termineLe: row.termine_le === null ? null : new Date(row.termine_le as string | Date),
    chargementInitial: row.chargement_initial === true,
  };
}

/** The latest import of the same file (same kind, size and first MiB), if any. */
export async function dernierImport(db: Queryable, identite: IdentiteFichier): Promise<ImportEnregistre | undefined> {
  const { rows } = await db.query(
    `SELECT ${colonnesImport} FROM imports_sirene
      WHERE nature = $1 AND taille = $2 AND empreinte = $3 ORDER BY id DESC LIMIT 1`,
    [identite.nature, identite.taille, identite.empreinte],
  );
  return rows[0] === undefined ? undefined : versImport(rows[0]);
}

export async function creerImport(
  db: Queryable,
  identite: IdentiteFichier,
  octetDonnees: number,
  chargementInitial = false,
): Promise<ImportEnregistre> {
  const { rows } = await db.query(
    `INSERT INTO imports_sirene (nature, fichier, taille, modifie_le, empreinte, colonnes, octet_valide,
       chargement_initial)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${colonnesImport}`,
    [
      identite.nature,
      identite.fichier,
      identite.taille,
      // An ISO string, not the Date: PGlite checks `instanceof Date`, false for a
      // Date from another realm (fs.stat's Date under jest).
      identite.modifieLe.toISOString(),
      identite.empreinte,
      identite.colonnes,
      octetDonnees,
      chargementInitial,
    ],
  );
  return versImport(rows[0] as LigneImport);
}

/** Marks a resumed import as running again (it may have ended in ECHEC). */
export async function reprendreImport(db: Queryable, id: number, fichier: string): Promise<void> {
  await db.query(
    `UPDATE imports_sirene SET statut = 'EN_COURS', erreur = NULL, fichier = $2, mis_a_jour_le = now() WHERE id = $1`,
    [id, fichier],
  );
}

/**
 * Records one committed batch: its rejections (and the values set aside on imported lines, one
 * entry per line), the counters and the resume position. Called inside the batch's transaction.
 */
export async function enregistrerLot(
  tx: Queryable,
  id: number,
  position: { ligne: number; octet: number },
  compteurs: Compteurs,
  rejets: readonly Rejet[],
): Promise<void> {
  if (rejets.length > 0) {
    await tx.query(
      `INSERT INTO imports_sirene_rejets (import_id, ligne, motif, extrait, ligne_importee)
       SELECT $1, * FROM unnest($2::bigint[], $3::text[], $4::text[], $5::boolean[])`,
      [
        id,
        rejets.map((r) => r.ligne),
        rejets.map((r) => r.motif),
        rejets.map((r) => r.extrait),
        rejets.map((r) => r.ligneImportee === true),
      ],
    );
  }
  await tx.query(
    `UPDATE imports_sirene SET ligne_validee = $2, octet_valide = $3,
       lignes_lues = lignes_lues + $4, lignes_importees = lignes_importees + $5,
       lignes_rejetees = lignes_rejetees + $6, creees = creees + $7, modifiees = modifiees + $8,
       valeurs_ecartees = valeurs_ecartees + $9, mis_a_jour_le = now()
     WHERE id = $1`,
    [
      id,
      position.ligne,
      position.octet,
      compteurs.lignesLues,
      compteurs.lignesImportees,
      compteurs.lignesRejetees,
      compteurs.creees,
      compteurs.modifiees,
      compteurs.valeursEcartees,
    ],
  );
}

export async function terminerImport(db: Queryable, id: number, statut: 'TERMINE' | 'ECHEC', erreur?: string) {
  await db.query(
    `UPDATE imports_sirene SET statut = $2, erreur = $3, mis_a_jour_le = now(),
       termine_le = CASE WHEN $2 = 'TERMINE' THEN now() END
     WHERE id = $1`,
    [id, statut, erreur ?? null],
  );
}

export async function lireImport(db: Queryable, id: number): Promise<ImportEnregistre> {
  const { rows } = await db.query(`SELECT ${colonnesImport} FROM imports_sirene WHERE id = $1`, [id]);
  return versImport(rows[0] as LigneImport);
}

/** One page of an import's rejections, by line, after `apresLigne`. */
export async function pageRejets(db: Queryable, id: number, apresLigne: number, limite: number): Promise<Rejet[]> {
  const { rows } = await db.query<{ ligne: string | number; motif: string; extrait: string }>(
    `SELECT ligne, motif, extrait FROM imports_sirene_rejets
      WHERE import_id = $1 AND ligne > $2 ORDER BY ligne LIMIT $3`,
    [id, apresLigne, limite],
  );
  return rows.map((row) => ({ ligne: Number(row.ligne), motif: row.motif, extrait: row.extrait }));
}

// Any constant works as long as every importer uses the same one.
const VERROU_IMPORT = 7_301_004;

/**
 * Session lock: a second importer on the same database gets false instead of
 * interleaving its batches with the first one's.
 */
export async function verrouillerImports(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ pris: boolean }>('SELECT pg_try_advisory_lock($1) AS pris', [VERROU_IMPORT]);
  return rows[0]?.pris === true;
}

export async function deverrouillerImports(db: Queryable): Promise<void> {
  await db.query('SELECT pg_advisory_unlock($1)', [VERROU_IMPORT]);
}
