import type { Db, Queryable } from '../../../db/index.js';

/** Registry events read per transaction. */
export const TAILLE_LOT = 5000;

export interface Lot {
  /** Events (debut, fin] were handled; the cursor is now `fin`. */
  debut: number;
  fin: number;
  evenements: number;
  revelations: number;
  terminees: number;
}

export interface BilanDiffusion {
  lots: number;
  evenements: number;
  revelations: number;
  terminees: number;
  curseur: number;
}

// Events of the registry's history (generator) are not news; activity days and SIRENE re-imports are.
const NOUVEAUX = `e.id > $1 AND e.id <= $2 AND e.origine <> 'GENERATEUR'`;
const VIVANTE = `s.etat = 'ACTIVE' AND e.id > s.depuis_evenement_id AND e.type = ANY (s.types)`;

/**
 * The highest event id below which every event is committed: a SHARE lock waits for the
 * transactions writing events (ROW EXCLUSIVE) to end, and ids are handed out in increasing order,
 * so no event with a smaller id can appear after it. Without this, an event committed after the
 * cursor passed its id would be lost. The lock is held for this short transaction only.
 */
export async function hauteMarque(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query(`SET LOCAL lock_timeout = '10s'`);
    await tx.query('LOCK TABLE evenements_registre IN SHARE MODE');
    const { rows } = await tx.query<{ max: string | number | null }>('SELECT max(id) AS max FROM evenements_registre');
    return Number(rows[0]?.max ?? 0);
  });
}

/**
 * One batch, in the caller's transaction: the cursor row is locked (instances take turns), the
 * next `taille` events up to `haut` become one révélation per matching active watch, the company
 * watches of a RADIATION end after revealing it, and the cursor moves to the batch's last event.
 * Everything commits together or not at all; UNIQUE (evenement_id, surveillance_id) makes a replay
 * of a committed batch (cursor set back) insert nothing. undefined: nothing left up to `haut`.
 */
export async function diffuserLot(tx: Queryable, haut: number, taille = TAILLE_LOT): Promise<Lot | undefined> {
  const curseur = await tx.query<{ id: string | number }>(
    'SELECT dernier_evenement_id AS id FROM curseur_revelations FOR UPDATE',
  );
  const debut = Number(curseur.rows[0]?.id ?? 0);
  if (debut >= haut) return undefined;
  const { rows } = await tx.query<{ fin: string | number | null; n: number }>(
    `SELECT max(id) AS fin, count(*)::int AS n
       FROM (SELECT id FROM evenements_registre WHERE id > $1 AND id <= $2 ORDER BY id LIMIT $3) lot`,
    [debut, haut, taille],
  );
  const evenements = Number(rows[0]?.n ?? 0);
  const fin = evenements < taille ? haut : Number(rows[0]?.fin);
  const inserees = await tx.query(
    `INSERT INTO revelations (evenement_id, surveillance_id, compte_client_id, groupe_favoris_id, type_evenement, date_evenement)
     SELECT evenement_id, surveillance_id, compte_client_id, groupe_favoris_id, type, date_evenement FROM (
       SELECT e.id AS evenement_id, s.id AS surveillance_id, s.compte_client_id, s.groupe_favoris_id, e.type, e.date_evenement
         FROM evenements_registre e JOIN surveillances s ON s.entreprise_id = e.entreprise_id
        WHERE ${NOUVEAUX} AND ${VIVANTE}
          -- nothing after a radiation revealed in this same batch (the watch ends with it)
          AND NOT EXISTS (
            SELECT 1 FROM evenements_registre x
             WHERE x.entreprise_id = e.entreprise_id AND x.id > $1 AND x.id < e.id AND x.id > s.depuis_evenement_id
               AND x.type = 'RCS' AND x.nature = 'RADIATION' AND x.origine <> 'GENERATEUR')
       UNION ALL
       SELECT e.id, s.id, s.compte_client_id, s.groupe_favoris_id, e.type, e.date_evenement
         FROM evenements_registre e JOIN surveillances s ON s.personne_physique_id = e.personne_physique_id
        WHERE ${NOUVEAUX} AND e.personne_physique_id IS NOT NULL AND ${VIVANTE}
     ) nouvelles
     ORDER BY evenement_id, surveillance_id
     ON CONFLICT (evenement_id, surveillance_id) DO NOTHING`,
    [debut, fin],
  );
  // A struck-off company has nothing more to tell: its watches end once the radiation is revealed
  // (to those that cover RCS; the others end all the same).
  const terminees = await tx.query(
    `UPDATE surveillances s
        SET etat = 'TERMINEE', date_fin = now(), motif_fin = 'RADIATION', modifie_le = now()
       FROM evenements_registre e
      WHERE ${NOUVEAUX} AND e.type = 'RCS' AND e.nature = 'RADIATION'
        AND s.entreprise_id = e.entreprise_id AND s.etat = 'ACTIVE' AND e.id > s.depuis_evenement_id`,
    [debut, fin],
  );
  await tx.query('UPDATE curseur_revelations SET dernier_evenement_id = $1, modifie_le = now()', [fin]);
  return { debut, fin, evenements, revelations: inserees.rowCount, terminees: terminees.rowCount };
}

/**
 * Fans every new registry event out to the watches, batch after batch (one transaction each), up
 * to the high-water mark read at the start. Safe to run from several instances at once and to run
 * again after a crash: a batch that did not commit is done again, one that did is never repeated.
 */
export async function diffuserRevelations(
  db: Db,
  options: { taille?: number; jusqua?: number } = {},
): Promise<BilanDiffusion> {
  const haut = options.jusqua ?? (await hauteMarque(db));
  const bilan: BilanDiffusion = { lots: 0, evenements: 0, revelations: 0, terminees: 0, curseur: 0 };
  for (;;) {
    const lot = await db.transaction((tx) => diffuserLot(tx, haut, options.taille));
    if (lot === undefined) break;
    bilan.lots += 1;
    bilan.evenements += lot.evenements;
    bilan.revelations += lot.revelations;
    bilan.terminees += lot.terminees;
    bilan.curseur = lot.fin;
  }
  if (bilan.lots === 0) {
    const { rows } = await db.query<{ id: string | number }>(
      'SELECT dernier_evenement_id AS id FROM curseur_revelations',
    );
    bilan.curseur = Number(rows[0]?.id ?? 0);
  }
  return bilan;
}
