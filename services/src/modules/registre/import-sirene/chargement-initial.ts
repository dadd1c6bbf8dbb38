import type { Db, Queryable } from '../../../db/index.js';
import type { NatureFichier } from './colonnes.js';
import { sqlCompteurs } from './ecriture-etablissements.js';
import type { Progression } from './progression.js';
import type { SessionImport, Tache } from './session.js';
import { retablirRemplissages, suspendre as suspendreTables, tachesIndex } from './suspensions.js';

/**
 * Bulk mode (chargement initial) of an import, and the work it leaves pending
 * until its end (migration 006): suspended indexes, deferred counters.
 */

export type TableCible = 'entreprises' | 'etablissements';

/** How the batches of one import are written. */
export interface ModeEcriture {
  /** The non-unique secondary indexes of `tables` are suspended until the end. */
  chargementInitial: boolean;
  tables: readonly TableCible[];
  /** Companies' establishment counters and siège skipped per batch, recomputed at the end. */
  compteursDifferes: boolean;
  /** Per-row foreign-key triggers skipped (session_replication_role = replica). */
  controlesSuspendus: boolean;
  /**
   * Batches tried with a plain INSERT under a savepoint (without the ON
   * CONFLICT arbitration a row costs a fifth less); the first batch that
   * meets an existing key clears it, and that batch and the next ones are
   * upserted.
   */
  insertionDirecte: boolean;
}

export const modeOrdinaire: Readonly<ModeEcriture> = {
  chargementInitial: false,
  tables: [],
  compteursDifferes: false,
  controlesSuspendus: false,
  insertionDirecte: false,
};

// The establishments file updates the companies' counters and siège columns,
// which the SEO indexes of migration 005 contain: their indexes go too.
const tablesDuChargement: Readonly<Record<NatureFichier, readonly TableCible[]>> = {
  UNITES_LEGALES: ['entreprises'],
  ETABLISSEMENTS: ['etablissements', 'entreprises'],
};
const tableDuFichier: Readonly<Record<NatureFichier, TableCible>> = {
  UNITES_LEGALES: 'entreprises',
  ETABLISSEMENTS: 'etablissements',
};

/** The bulk mode of a kind of file (per-row checks decided by `suspendre`). */
export function modeChargement(nature: NatureFichier): ModeEcriture {
  return {
    chargementInitial: true,
    tables: tablesDuChargement[nature],
    compteursDifferes: nature === 'ETABLISSEMENTS',
    controlesSuspendus: false,
    insertionDirecte: true,
  };
}

/**
 * The mode of a new import: bulk when asked, or when the file's table is empty
 * (an initial load, where building the indexes at the end is always cheaper).
 */
export async function modeNouvelImport(db: Queryable, nature: NatureFichier, force: boolean): Promise<ModeEcriture> {
  if (force) return modeChargement(nature);
  const { rows } = await db.query<{ vide: boolean }>(
    `SELECT NOT EXISTS (SELECT 1 FROM ${tableDuFichier[nature]}) AS vide`,
  );
  return rows[0]?.vide === true ? modeChargement(nature) : modeOrdinaire;
}

/**
 * Completes what earlier runs left pending (an interrupted bulk import, or
 * the units file of a run leaving the companies' indexes to its
 * establishments file): deferred counters, unless this import defers them
 * too, and the suspensions but those of the tables this import suspends anyway.
 */
export async function retablir(session: SessionImport, mode: ModeEcriture, progression: Progression): Promise<void> {
  const { rows } = await session.db.query<{ attente: boolean }>(
    'SELECT EXISTS (SELECT 1 FROM imports_sirene WHERE compteurs_differes) AS attente',
  );
  const compteurs = rows[0]?.attente === true && !mode.compteursDifferes;
  if (compteurs) {
    progression.message("Recalcul des compteurs d'établissements laissés en attente par un import précédent…");
  }
  await achever(session, { compteurs, orphelins: false, garder: mode.tables }, progression);
}

/**
 * Suspends the indexes (and, for the units, the fillfactor) of the mode's
 * tables and marks the counters deferred, in one transaction; then decides
 * whether the per-row foreign-key checks can be skipped.
 */
export async function suspendre(
  db: Db,
  importId: number,
  nature: NatureFichier,
  mode: ModeEcriture,
): Promise<ModeEcriture> {
  await db.transaction(async (tx) => {
    // The establishments file writes only the counters of `entreprises`: its other indexes stay.
    await suspendreTables(tx, importId, mode.tables, {
      reserverPlace: nature === 'UNITES_LEGALES',
      compteursSeulement: nature === 'ETABLISSEMENTS' ? ['entreprises'] : [],
    });
    if (mode.compteursDifferes) {
      await tx.query('UPDATE imports_sirene SET compteurs_differes = true WHERE id = $1', [importId]);
    }
  });
  return { ...mode, controlesSuspendus: await controlesSuspendables(db, mode.tables) };
}

/**
 * The technique of pg_restore --disable-triggers, as the generator does:
 * only for a superuser, and only when no trigger of another module sits on
 * the tables, since replica mode would skip it too. The only reference the
 * batches write is an establishment's company, found in the batch's own
 * transaction; terminerChargement checks them all at the end.
 */
async function controlesSuspendables(db: Queryable, tables: readonly TableCible[]): Promise<boolean> {
  const { rows } = await db.query<{ superutilisateur: boolean; declencheurs: number }>(
    `SELECT coalesce((SELECT rolsuper FROM pg_roles WHERE rolname = current_user), false) AS superutilisateur,
            (SELECT count(*)::int FROM pg_trigger
              WHERE NOT tgisinternal AND tgrelid = ANY($1::regclass[])) AS declencheurs`,
    [tables],
  );
  return rows[0]?.superutilisateur === true && rows[0].declencheurs === 0;
}

/**
 * The indexes of `entreprises` a units file of the same run left suspended and
 * that read none of the counters (the name search, the compact names, the
 * greffe, the NAF code), built while an establishments file is read, one after
 * the other on a connection of their own: the batches keep the server busy on
 * one core, the reading of the file a third of the other. Their transactions
 * take a SHARE lock on `entreprises`, which the batches only read (the counters
 * are deferred), and later the counters are written by HOT updates all the
 * same. Never rejects: an index that fails here stays suspended and is built at
 * the end with the others. Nothing on PGlite (one connection).
 */
export async function anticiperIndex(
  session: SessionImport,
  mode: ModeEcriture,
  progression: Progression,
): Promise<void> {
  const { executerAPart } = session;
  if (!mode.compteursDifferes || executerAPart === undefined) return;
  try {
    // Those of `entreprises` only: the indexes of `etablissements` wait for its rows.
    const index = await tachesIndex(session, ['etablissements'], { sansCompteurs: true });
    if (index.length === 0) return;
    progression.message(`Construction de ${index.length} index des entreprises pendant la lecture des établissements…`);
    await executerAPart(index.map(({ tache }) => tache));
  } catch (erreur) {
    const message = erreur instanceof Error ? erreur.message : String(erreur);
    progression.message(`Index des entreprises reportés à la fin de l'import (${message}).`);
  }
}

/**
 * End of a bulk import: counters recomputed, references checked, indexes
 * rebuilt (but those of `conserver`, which the next file of the same run
 * suspends again), then fresh statistics.
 */
export async function terminerChargement(
  session: SessionImport,
  mode: ModeEcriture,
  conserver: readonly TableCible[],
  progression: Progression,
): Promise<void> {
  if (mode.compteursDifferes) {
    progression.message("Calcul des compteurs d'établissements et du siège des entreprises…");
  }
  const orphelins = mode.controlesSuspendus && mode.tables.includes('etablissements');
  await achever(session, { compteurs: mode.compteursDifferes, orphelins, garder: conserver }, progression);
  // Expression indexes have no statistics until their table is analysed. VACUUM as well: a table
  // loaded in bulk has no visibility map, so every index-only scan reads the heap, and its first
  // readers write the hint bits, until autovacuum reaches it (never, on a server where it is off).
  // The search with a place ran at half its speed in that state (README.md « Mesures »).
  await session.executer(mode.tables.map((table) => (db: Db) => db.exec(`VACUUM (ANALYZE) ${table}`)));
}

/**
 * One queue over the session's connections: the slices of the counters, the
 * check of the references, then the index builds (those of `etablissements`
 * beside the counters; those of `entreprises` once the counters are written,
 * or the slices would maintain them row by row). The fillfactors are
 * restored before, the deferred flag cleared after.
 */
async function achever(
  session: SessionImport,
  etapes: { compteurs: boolean; orphelins: boolean; garder: readonly TableCible[] },
  progression: Progression,
): Promise<void> {
  await retablirRemplissages(session.db, etapes.garder);
  const compteurs = avecFin(etapes.compteurs ? await tranchesCompteurs(session) : []);
  const taches = [...compteurs.taches];
  if (etapes.orphelins) {
    // A company deleted by another session during the load could not cascade
    // to establishments not committed yet: the cascade is applied here.
    taches.push(async (db) => {
      const { rowCount } = await db.query(
        'DELETE FROM etablissements et WHERE NOT EXISTS (SELECT 1 FROM entreprises e WHERE e.id = et.entreprise_id)',
      );
      if (rowCount > 0) {
        progression.message(
          `${rowCount} établissement(s) d'entreprises supprimées pendant l'import retiré(s), comme par la suppression de leur entreprise.`,
        );
      }
    });
  }
  const index = await tachesIndex(session, etapes.garder);
  if (index.length > 0) {
    progression.message(`Recréation de ${index.length} index secondaire${index.length > 1 ? 's' : ''}…`);
  }
  for (const { table, tache } of index) {
    taches.push(table === 'entreprises' ? async (db) => compteurs.fin.then(() => tache(db)) : tache);
  }
  await session.executer(taches);
  if (etapes.compteurs) await finCompteurs(session.db);
}

/** The tasks, and a promise fulfilled once they have all succeeded, rejected as soon as one fails. */
function avecFin(taches: readonly Tache[]): { taches: Tache[]; fin: Promise<void> } {
  let restantes = taches.length;
  let terminer: () => void = () => undefined;
  let echouer: (erreur: unknown) => void = () => undefined;
  const fin = new Promise<void>((resolve, reject) => {
    [terminer, echouer] = [resolve, reject];
  });
  // Nobody may be waiting when a task fails: the executer reports the error.
  fin.catch(() => undefined);
  if (restantes === 0) terminer();
  const suivies = taches.map((tache) => async (db: Db) => {
    try {
      await tache(db);
    } catch (erreur) {
      echouer(erreur);
      throw erreur;
    }
    if (--restantes === 0) terminer();
  });
  return { taches: suivies, fin };
}

/**
 * The counters and siège of every SIRENE company that has establishments,
 * set-based, in slices of ids (each connection writes its own pages).
 */
async function tranchesCompteurs(session: SessionImport): Promise<Tache[]> {
  const { rows } = await session.db.query<{ bas: string | null; haut: string | null }>(
    'SELECT min(id) AS bas, max(id) AS haut FROM entreprises',
  );
  if (rows[0]?.bas == null || rows[0].haut == null) return [];
  const [bas, haut] = [Number(rows[0].bas), Number(rows[0].haut)];
  // Two slices per connection: the slices do not all take the same time, and a
  // connection that ends one early takes another.
  const tranches = session.connexions > 1 ? 2 * session.connexions : 1;
  const pas = Math.ceil((haut - bas + 1) / tranches);
  return Array.from({ length: tranches }, (_, rang) => async (db: Db) => {
    const tranche = [bas + rang * pas, Math.min(haut, bas + (rang + 1) * pas - 1)];
    await db.transaction(async (tx) => {
      // One hash aggregate over the establishments: in memory rather than spilled.
      await tx.exec("SET LOCAL work_mem = '256MB'");
      await tx.query(
        sqlCompteurs(
          `(SELECT entreprise_id AS id, count(*)::int AS nombre,
            (count(*) FILTER (WHERE etat = 'ACTIF'))::int AS actifs, max(commune_code) FILTER (WHERE siege) AS commune
          FROM etablissements WHERE entreprise_id BETWEEN $1 AND $2 GROUP BY entreprise_id) a`,
          'e.id BETWEEN $1 AND $2',
        ),
        tranche,
      );
    });
  });
}

/** Every slice committed: no import has deferred counters any more. */
async function finCompteurs(db: Db): Promise<void> {
  await db.query('UPDATE imports_sirene SET compteurs_differes = false WHERE compteurs_differes');
}
